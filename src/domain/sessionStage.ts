/**
 * Where a session stands in plain words, from what it holds rather than its status alone
 * (docs/rules.md, "Sessions"): the spec leaves the status at resolving_issue from the collaborator's
 * response until a solution is chosen, so 'Agreeing on the issue' would still show after both
 * agreed. The stage drives the badge on the list and the overview; the overview's notice says
 * what just happened, what the other person sees and what comes next, for each side. Pure.
 */
import { hasReviewedAll, proposedCandidates, reviewOutcome, sideReview, type AgreementFacts, type ReviewOutcome } from './agreement';
import type { Role } from './sessionRole';
import { atSentenceStart, otherSideLeft, type SessionFacts } from './sessions';
import { hasSolutions } from './solutions';
import type { SolutionFacts } from './solutionIds';

export type StageKey = 'invited' | 'preparing' | 'agreeing' | 'agreed' | 'choosing-solution' | 'no-shared-issue' | 'closed';

export interface Stage {
  key: StageKey;
  label: string;
  /** The Bootstrap colour of its badge. */
  tone: 'secondary' | 'info' | 'success' | 'warning' | 'dark';
}

export type StageFacts = SessionFacts & AgreementFacts & SolutionFacts;

const STAGES: Record<StageKey, Stage> = {
  invited: { key: 'invited', label: 'Invited', tone: 'secondary' },
  preparing: { key: 'preparing', label: 'Preparing issue statements', tone: 'info' },
  agreeing: { key: 'agreeing', label: 'Agreeing on the issue', tone: 'info' },
  agreed: { key: 'agreed', label: 'Issue agreed', tone: 'success' },
  'choosing-solution': { key: 'choosing-solution', label: 'Choosing a solution', tone: 'info' },
  'no-shared-issue': { key: 'no-shared-issue', label: 'No shared issue yet', tone: 'warning' },
  closed: { key: 'closed', label: 'Deleted', tone: 'dark' },
};

/** Statuses after the agree step: their own badge says enough. */
const LATER = ['resolved', 'prepare', 'propose', 'strategies', 'implemented', 'committed', 'concluded'];
/** Step 7's statuses, which a new round takes back to the five solutions without moving the status back. */
const STEP_7 = ['committed', 'concluded'];

/** The session's stage, or null once it is past choosing a solution (its status's badge applies). */
export function sessionStage(session: StageFacts): Stage | null {
  if (session.status === 'closed') return STAGES.closed;
  if (STEP_7.includes(session.status ?? '') && !session.bestSolution && hasSolutions(session)) return STAGES['choosing-solution'];
  if (LATER.includes(session.status ?? '')) return null;
  if (!session.collaboratorJoined) return STAGES.invited;
  if (session.agreedIssue?.trim()) return hasSolutions(session) ? STAGES['choosing-solution'] : STAGES.agreed;
  const outcome = reviewOutcome(session);
  switch (outcome.kind) {
    case 'no-candidates':
      return STAGES.preparing;
    case 'agreed':
      return STAGES.agreed;
    case 'no-common-conflict':
    case 'no-overlap':
      return STAGES['no-shared-issue'];
    case 'waiting':
      return STAGES.agreeing;
  }
}

/** What the overview tells the viewer, by stage and side. */
export type OverviewNotice =
  /** The initiator waits for the invitation to be answered (the page offers to send it again). */
  | { kind: 'invitation-pending' }
  /** The collaborator has not answered yet. */
  | { kind: 'respond' }
  /** Both answered; the statements are being prepared. */
  | { kind: 'preparing' }
  /** The statements are there and the viewer has not said which fit. */
  | { kind: 'review' }
  /** The viewer answered; the other has not. */
  | { kind: 'waiting-for-review' }
  | { kind: 'agreed'; choosingSolution: boolean }
  | { kind: 'no-shared-issue'; outcome: Extract<ReviewOutcome, { kind: 'no-common-conflict' | 'no-overlap' }> }
  /** The other participant erased their account: what both reached can be read and printed, nothing more done. */
  | { kind: 'other-left'; agreed: boolean }
  /** Past the agree step: the overview sends the viewer on (overviewRedirect). */
  | { kind: 'none' };

export function overviewNotice(session: StageFacts, role: Role): OverviewNotice {
  if (otherSideLeft(session, role)) return { kind: 'other-left', agreed: !!session.agreedIssue?.trim() };
  const stage = sessionStage(session);
  switch (stage?.key) {
    case 'invited':
      return role === 'initiator' ? { kind: 'invitation-pending' } : { kind: 'respond' };
    case 'preparing':
      return { kind: 'preparing' };
    case 'agreed':
    case 'choosing-solution':
      return { kind: 'agreed', choosingSolution: stage.key === 'choosing-solution' };
    case 'no-shared-issue': {
      const outcome = reviewOutcome(session);
      return outcome.kind === 'no-common-conflict' || outcome.kind === 'no-overlap' ? { kind: 'no-shared-issue', outcome } : { kind: 'none' };
    }
    case 'agreeing':
      return hasReviewedAll(sideReview(session, role), proposedCandidates(session)) ? { kind: 'waiting-for-review' } : { kind: 'review' };
    default:
      return { kind: 'none' };
  }
}

/** The names a notice uses: the other person's first and full name. */
export interface NoticeNames {
  otherFirst: string;
  otherFull: string;
}

/**
 * What happened when no shared issue came out of the review, and what comes next (the agree
 * page, the overview and the communication-style step all say it), the same for both sides.
 */
export function noSharedIssueText(): { headline: string; what: string; next: string } {
  // Neutral (issue 27): it names nobody and says nothing of how either side answered.
  return {
    headline: 'You have not found a shared statement yet.',
    what: 'That is common, and nothing either of you wrote is lost.',
    next:
      'Next: either of you can write your own wording of the issue, or edit one of the proposed statements; it becomes the issue you share once the other accepts it. ' +
      'If you like, a short communication-style questionnaire helps you both see how the other approaches the conversation.',
  };
}

/** The notice's sentence (the page adds its buttons). */
export function overviewNoticeText(notice: OverviewNotice, role: Role, names: NoticeNames): string {
  const { otherFirst, otherFull } = names;
  const responded = role === 'initiator' ? `${atSentenceStart(otherFull)} has responded to your invitation. ` : '';
  switch (notice.kind) {
    case 'invitation-pending':
      return `Waiting for ${otherFull} to accept your invitation. When they have answered the same three questions, you both review the issue statements Dfuse proposes.`;
    case 'respond':
      return `${atSentenceStart(otherFull)} is waiting for your answers. They will see what you write, and then you both review the issue statements Dfuse proposes.`;
    case 'preparing':
      return `${responded}Both of you have answered. Dfuse is preparing issue statements from your answers; next you each say which describe the issue between you. This page updates by itself.`;
    case 'review':
      return `${responded}Next: read the proposed issue statements and say which describe the issue between you. ${atSentenceStart(otherFirst)} does the same.`;
    case 'waiting-for-review':
      return `Your answers are in. Waiting for ${otherFirst} to review the statements; this page updates by itself.`;
    case 'agreed':
      return notice.choosingSolution
        ? `You both agreed on the issue. Next: rank the five solutions Dfuse proposed; ${otherFirst} ranks them too.`
        : `You both agreed on the issue. Next: Dfuse proposes five solutions, and you each rank them.`;
    case 'no-shared-issue': {
      const text = noSharedIssueText();
      return `${text.headline} ${text.what} ${text.next}`;
    }
    // Said by the overview itself (OverviewNextStep), whose chunk alone needs it.
    case 'other-left':
    case 'none':
      return '';
  }
}
