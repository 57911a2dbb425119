/**
 * A person's own data (docs/rules.md, "My data"): the export-data and erase-account functions,
 * called as the signed-in user.
 */
import { callSessionFunction } from './sessionFunctions';

/** One session as the export holds it (src/domain/personalData.ts ExportedSession). */
export interface ExportedSessionView {
  id: string;
  yourRole: 'initiator' | 'collaborator';
  status: unknown;
  createdAt: unknown;
  lastActivityAt: unknown;
  you: { firstName: unknown; lastName: unknown; email: unknown };
  otherParticipant: { firstName: unknown; lastName: unknown };
  yourInputs: Record<string, unknown>;
  sharedOutcomes: Record<string, unknown>;
  otherSideRanking: Record<string, unknown> | null;
}

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
