import { SAFETY_QUESTIONS } from '../../domain/safety';
import { SESSION_PAUSED_LINE } from '../../domain/safetyPause';

const SERIOUS = SAFETY_QUESTIONS.filter((q) => !q.milder).length;
const MILDER = SAFETY_QUESTIONS.length - SERIOUS;

/**
 * What the private safety check is, who sees it and what it does (docs/rules.md, "Safety"), as
 * the How it works and Privacy pages say it: one text, so the two pages cannot drift apart.
 */
export function SafetyCheckSection({ headingId, headingClass = 'h3' }: { headingId: string; headingClass?: string }) {
  return (
    <section className="mb-5" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClass}>
        A private safety check comes first
      </h2>
      <p>
        <strong>What it is.</strong> {SAFETY_QUESTIONS.length} short yes-or-no questions, asked of each person before anything of theirs is shared: whether
        you are afraid of the other person, have been threatened, pushed, hit or hurt, controlled (money, phone, friends or where you go), followed or
        watched, forced into sexual acts, whether a court order is in place, and two milder ones about being put down and holding back to avoid their
        anger. The person who starts answers it after describing the issue and before any invitation is sent; the person invited answers it on their
        first visit, before they read anything the other person wrote.
      </p>
      <p>
        <strong>Who sees it: only you.</strong> Your answers are kept in a record of their own that only your account can read. They are never part of
        the session you share, and the other person never learns them, nor whether you answered yes or no. Dfuse’s server reads them only to decide
        what happens next. They are in your data download and are erased with your account.
      </p>
      <p className="mb-2">
        <strong>What it does.</strong>
      </p>
      <ul>
        <li>No to every question: the session goes on as usual.</li>
        <li>
          Yes only to the {MILDER} milder questions: you read a short note and choose whether to go on or close the session.
        </li>
        <li>
          Yes to any of the other {SERIOUS}: the session is paused for both of you. You are told what that means and shown where to find help for your
          country, always with your local emergency number. The other person sees only “{SESSION_PAUSED_LINE}”, on screen and in any e-mail, never why,
          and no invitation goes out. Nobody can undo the pause by changing an answer.
        </li>
      </ul>
      <p className="mb-0">
        Every screen of a session also has a <strong>Leave quickly</strong> button (or press Escape twice) that at once swaps the page for a neutral one.
        Dfuse also checks what you write for words of danger: words that threaten the other person are never passed on to them (you are told why and
        can put it another way), and when you write of danger to yourself you get a message written by people, with where to find help.
      </p>
    </section>
  );
}
