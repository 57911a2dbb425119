import { clearDraft, draftKey, readDraft, writeDraft } from '../../backend/drafts';

/**
 * Questionnaire answers are drafts (src/backend/drafts.ts): one entry per quiz, user and session
 * in the tab's sessionStorage, so a reload mid-way keeps them.
 */
export function quizStorageKey(quiz: 'dcs' | 'dpi', email: string | undefined, issueId: string | undefined): string {
  return draftKey(`${quiz}Quiz`, email, issueId);
}

export const readQuizState = readDraft;
export const writeQuizState = writeDraft;
export const clearQuizState = clearDraft;
