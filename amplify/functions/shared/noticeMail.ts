/**
 * The follow-up e-mails (src/domain/followUp.ts): a your-turn notice, a reminder and a last
 * reminder, each saying in plain words what happened and linking straight to the step, with a
 * one-click unsubscribe (a signed link that works signed out, and the List-Unsubscribe headers
 * of RFC 8058). Composed from the session only, like every other e-mail.
 */
import type { DueNotice, TurnStep } from '../../../src/domain/followUp';
import { paths } from '../../../src/domain/paths';
import type { Role } from '../../../src/domain/sessionRole';
import { appLink, mail, person, type ComposedMail } from './mailTemplates';
import { unsubscribeToken } from './noticeToken';
import type { IssueRecord } from './participantIssue';

/** What happened, said to the person waiting (`by` is the other person's first name, or null when Dfuse made it ready). */
const WHAT_HAPPENED: Record<TurnStep, (by: string | null) => string> = {
  'review-statements': (by) => `${by} has said which of the proposed issue statements describe the issue between you.`,
  'rank-five': (by) => (by ? `${by} has ranked the five solutions.` : 'Dfuse has proposed five solutions for the issue you agreed on.'),
  'rank-three': (by) => (by ? `${by} has ranked the top three solutions.` : 'The top three solutions are ready: the ones you both ranked highest.'),
  'take-style': (by) => (by ? `${by} has taken the short conflict-style questionnaire.` : 'You have both chosen the best solution.'),
  'make-plan': (by) => `${by} has made their plan for putting the solution into practice.`,
  commit: (by) => `${by} has committed to their part of the plan.`,
  'check-in': (by) => (by ? `${by} has answered the check-in.` : 'It is time for a short check-in on the plan you both committed to.'),
};

const YOUR_MOVE: Record<TurnStep, { next: string; label: string; path: (id: string) => string }> = {
  'review-statements': { next: 'Your turn: say which statements fit for you.', label: 'Review the statements', path: paths.session.agree },
  'rank-five': { next: 'Your turn: rank the five solutions.', label: 'Rank the solutions', path: paths.session.solutions },
  'rank-three': { next: 'Your turn: rank the top three.', label: 'Rank the top three', path: paths.session.solutions },
  'take-style': { next: 'Your turn: take the short conflict-style questionnaire, then see your strategies.', label: 'Open the session', path: paths.session.overview },
  'make-plan': { next: 'Your turn: see your strategies and make your plan.', label: 'Make your plan', path: paths.session.implement },
  commit: { next: 'Your turn: write down what you will do, and commit.', label: 'Make your commitments', path: paths.session.implement },
  'check-in': {
    next: 'Your turn: say how the commitments have gone. Your answers stay private until you have both answered.',
    label: 'Answer the check-in',
    path: paths.session.checkIn,
  },
};

const SUBJECTS: Record<DueNotice['kind'], (other: string) => string> = {
  'your-turn': (other) => `Your turn in your Dfuse session with ${other}`,
  reminder: (other) => `Reminder: ${other} is waiting for you in Dfuse`,
  'last-reminder': (other) => `Last reminder: your Dfuse session with ${other}`,
};

const otherSide = (role: Role): Role => (role === 'initiator' ? 'collaborator' : 'initiator');

export interface NoticeLinks {
  /** Where the app is served (APP_ORIGIN). */
  appOrigin: string;
  /** The unsubscribe function's URL, for the List-Unsubscribe header's one-click POST. */
  unsubscribeUrl: string;
}

export function composeNotice(notice: DueNotice, issue: IssueRecord, links: NoticeLinks): ComposedMail {
  const reader = person(issue, notice.to);
  const partner = person(issue, otherSide(notice.to));
  const { step, by } = notice.turn;
  const move = YOUR_MOVE[step];
  const lead = notice.kind === 'your-turn' ? '' : notice.kind === 'reminder' ? 'It has been two days. ' : 'It has been a week; this is the last reminder we send. ';
  const token = unsubscribeToken(reader.email);
  const oneClick = `${links.unsubscribeUrl.replace(/\/+$/, '')}/?t=${encodeURIComponent(token)}`;
  return mail(
    reader.email,
    SUBJECTS[notice.kind](partner.subject),
    [`Hi ${reader.greeting},`, `${lead}${WHAT_HAPPENED[step](by ? partner.first : null)} ${move.next}`],
    { label: move.label, url: appLink(links.appOrigin, move.path(issue.id)) },
    {
      text: 'You get these notes because it is your turn in a Dfuse session. To stop them:',
      link: { label: 'Unsubscribe', url: appLink(links.appOrigin, paths.unsubscribe(token)) },
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    },
  );
}
