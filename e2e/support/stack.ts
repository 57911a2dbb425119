import type { BrowserContext, Page } from '@playwright/test';

/**
 * The suite's own stack, which Playwright starts with `npm start -- --reset` (playwright.config.ts).
 * Its ports and data folder differ from a plain `npm start` (5173, 4000, .local-cloud/data), so
 * the suite runs the same whether or not a developer's stack is up. APP_PORT / LOCAL_CLOUD_PORT
 * move it, so two checkouts can run their suites at once.
 */
export const E2E_APP_PORT = Number(process.env.APP_PORT ?? 5273);
export const E2E_CLOUD_PORT = Number(process.env.LOCAL_CLOUD_PORT ?? 4273);
export const E2E_DATA_DIR = '.local-cloud/e2e';
export const APP_URL = `http://127.0.0.1:${E2E_APP_PORT}`;
export const CLOUD_URL = `http://127.0.0.1:${E2E_CLOUD_PORT}`;
export const E2E_GATE_PASSWORD = 'e2e gate password';

/** Stores a valid development-gate record, as a visitor who unlocked it earlier would have. */
export async function passDevGate(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    if (!localStorage.getItem('dev_access_granted')) {
      localStorage.setItem('dev_access_granted', JSON.stringify({ ok: true, exp: Date.now() + 86_400_000 }));
    }
  });
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/** The newest e-mails to an address, from the local cloud's mailbox API. */
export async function mailTo(address: string): Promise<Mail[]> {
  const response = await fetch(`${CLOUD_URL}/mailbox/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as Mail[];
}

/** Waits for a new e-mail to `address` whose subject matches, and returns it. */
export async function waitForMail(address: string, subject: RegExp, after = 0, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await mailTo(address)).find((m) => subject.test(m.subject) && Date.parse(m.sentAt) >= after);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No e-mail to ${address} matching ${subject} within ${timeoutMs} ms`);
}

/** The six-digit code in an e-mail's text. */
export function codeIn(mail: Mail): string {
  const match = mail.text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`No code in "${mail.text}"`);
  return match[1];
}

/** A fresh address per test run, so tests never collide with earlier data. */
export function uniqueEmail(name: string): string {
  return `${name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.dfuse.local`;
}
