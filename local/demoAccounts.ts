/** Two ready accounts so a newcomer can play both sides of a session in two browser windows. */
export const DEMO_ACCOUNTS = [
  { email: 'alex@demo.dfuse.local', password: 'Demo-pass-1', givenName: 'Alex', familyName: 'Rivera' },
  { email: 'sam@demo.dfuse.local', password: 'Demo-pass-2', givenName: 'Sam', familyName: 'Okafor' },
] as const;
