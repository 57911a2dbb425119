/**
 * Where to find help, as data by country (ISO 3166 alpha-2). Every list starts with the local
 * emergency number; a country not listed gets the default, which always says to call it.
 * Keep entries to services that answer around the clock and are free to call.
 */
export interface HelpService {
  name: string;
  contact: string;
  what: string;
}

export interface HelpList {
  country: string;
  services: HelpService[];
}

const EMERGENCY_DEFAULT: HelpService = {
  name: 'Your local emergency number',
  contact: '112 in most of Europe, 911 in North America, 999 in the UK, 000 in Australia',
  what: 'If you or anyone is in danger right now, call it.',
};

export const HELP_SERVICES: Record<string, HelpList> = {
  GB: {
    country: 'United Kingdom',
    services: [
      { name: 'Emergency', contact: '999', what: 'If you are in danger right now.' },
      { name: 'National Domestic Abuse Helpline (Refuge)', contact: '0808 2000 247', what: 'Free, confidential, 24 hours.' },
      { name: 'Samaritans', contact: '116 123', what: 'If you are struggling or thinking about ending your life.' },
    ],
  },
  IE: {
    country: 'Ireland',
    services: [
      { name: 'Emergency', contact: '112 or 999', what: 'If you are in danger right now.' },
      { name: "Women's Aid", contact: '1800 341 900', what: 'Free, 24 hours, for anyone affected by abuse.' },
      { name: 'Samaritans', contact: '116 123', what: 'If you are struggling or thinking about ending your life.' },
    ],
  },
  US: {
    country: 'United States',
    services: [
      { name: 'Emergency', contact: '911', what: 'If you are in danger right now.' },
      { name: 'National Domestic Violence Hotline', contact: '1-800-799-7233', what: 'Free, confidential, 24 hours.' },
      { name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988', what: 'If you are struggling or thinking about ending your life.' },
    ],
  },
  CA: {
    country: 'Canada',
    services: [
      { name: 'Emergency', contact: '911', what: 'If you are in danger right now.' },
      { name: '988 Suicide Crisis Helpline', contact: 'Call or text 988', what: 'If you are struggling or thinking about ending your life.' },
    ],
  },
  AU: {
    country: 'Australia',
    services: [
      { name: 'Emergency', contact: '000', what: 'If you are in danger right now.' },
      { name: '1800RESPECT', contact: '1800 737 732', what: 'Domestic, family and sexual violence counselling, 24 hours.' },
      { name: 'Lifeline', contact: '13 11 14', what: 'If you are struggling or thinking about ending your life.' },
    ],
  },
  DE: {
    country: 'Germany',
    services: [
      { name: 'Notruf', contact: '112 (police 110)', what: 'If you are in danger right now.' },
      { name: 'Hilfetelefon Gewalt gegen Frauen', contact: '116 016', what: 'Free, 24 hours, in many languages.' },
      { name: 'TelefonSeelsorge', contact: '0800 111 0 111', what: 'If you are struggling or thinking about ending your life.' },
    ],
  },
};

export const DEFAULT_HELP: HelpList = { country: 'Anywhere', services: [EMERGENCY_DEFAULT] };

/** The help list for a country code, or the default; the default always names the emergency number. */
export function helpFor(country: string | null | undefined): HelpList {
  return HELP_SERVICES[(country ?? '').trim().toUpperCase()] ?? DEFAULT_HELP;
}

/** The country of a browser language tag ('en-GB' -> 'GB'), or null. */
export function countryOfLocale(locale: string | null | undefined): string | null {
  const region = (locale ?? '').split('-')[1];
  return region && region.length === 2 ? region.toUpperCase() : null;
}
