/**
 * A person's own data (docs/rules.md, "My data"): the export-data and erase-account functions,
 * called as the signed-in user.
 */
import type { ExportedSession } from '../domain/personalData';
import { callSessionFunction } from './sessionFunctions';

/** One session as the export holds it (what the export-data function answers with). */
export type ExportedSessionView = ExportedSession;

export interface MyDataExport {
  format: string;
  version: number;
  exportedAt: string;
  account: { email: string | null; givenName: string | null; familyName: string | null };
  records: Record<string, unknown[]>;
  sessions: ExportedSessionView[];
}

/** Everything this person provided and every shared outcome of their sessions. */
export async function fetchMyData(): Promise<MyDataExport> {
  return (await callSessionFunction('export-data', {})) as MyDataExport;
}

/**
 * Deletes the account and erases what the person wrote (the other participants keep the shared
 * outcomes). The server also ends every session of the account; the page then clears this browser.
 */
export async function eraseMyAccount(): Promise<void> {
  await callSessionFunction('erase-account', { confirm: true });
}
