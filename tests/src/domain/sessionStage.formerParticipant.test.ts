/**
 * An erased person's name is the phrase "a former participant" (src/domain/erasure.ts): wherever
 * a text starts a sentence with the other person's name, it must read "A former participant".
 */
import { expect, it } from 'vitest';
import { agreedIssueSuccess } from '../../../src/domain/agreement';
import { FORMER_PARTICIPANT } from '../../../src/domain/erasure';
import { noSharedIssueText, overviewNoticeText, type OverviewNotice } from '../../../src/domain/sessionStage';
import { atSentenceStart } from '../../../src/domain/sessions';
import { deleteConsequence } from '../../../src/features/sessions/sessionTexts';

const lowerAtSentenceStart = /(^|[.!?:]\s+)a former participant/;
const names = { otherFirst: FORMER_PARTICIPANT, otherFull: FORMER_PARTICIPANT };

const NOTICES: OverviewNotice[] = [
  { kind: 'invitation-pending' },
  { kind: 'respond' },
  { kind: 'preparing' },
  { kind: 'review' },
  { kind: 'waiting-for-review' },
  { kind: 'agreed', choosingSolution: true },
  { kind: 'agreed', choosingSolution: false },
  { kind: 'no-shared-issue', outcome: { kind: 'no-common-conflict' } },
  { kind: 'no-shared-issue', outcome: { kind: 'no-overlap' } },
];

it('capitalises a name only at a sentence start', () => {
  expect(atSentenceStart(FORMER_PARTICIPANT)).toBe('A former participant');
  expect(atSentenceStart('Cal')).toBe('Cal');
  expect(atSentenceStart('')).toBe('');
});

it('no overview notice starts a sentence with a lower-case "a former participant"', () => {
  for (const role of ['initiator', 'collaborator'] as const) {
    for (const notice of NOTICES) expect(overviewNoticeText(notice, role, names), `${role} ${notice.kind}`).not.toMatch(lowerAtSentenceStart);
  }
  expect(overviewNoticeText({ kind: 'respond' }, 'collaborator', names)).toMatch(/^A former participant is waiting/);
});

it('nor do the no-shared-issue text (which names nobody), the delete consequence or the agreed-issue line', () => {
  expect(Object.values(noSharedIssueText()).join(' ')).not.toMatch(/former participant/i);
  expect(deleteConsequence(FORMER_PARTICIPANT)).toMatch(/^A former participant will see/);
  expect(agreedIssueSuccess(FORMER_PARTICIPANT, 'Ivy')).toBe('A former participant and Ivy agreed on this issue:');
});
