import { Link } from 'react-router-dom';
import type { IssueRecord } from '../../backend/data';
import { DCS_MODE_LABELS, parseDcsMode } from '../../domain/dcs';
import { parseDpiType } from '../../domain/dpi';
import { paths } from '../../domain/paths';
import { otherRole, type Role } from '../../domain/sessionRole';
import { atSentenceStart } from '../../domain/sessions';
import { OverviewSection } from './OverviewSection';

/** The style assessments' results, once taken: each side's conflict style and personality type. */
export function OverviewStyles({ session, role, otherFirst }: { session: IssueRecord; role: Role; otherFirst: string }) {
  const styleOf = (side: Role) => parseDcsMode(side === 'initiator' ? session.initiatorDCS : session.collaboratorDCS);
  const typeOf = (side: Role) => parseDpiType((side === 'initiator' ? session.initiatorDPI : session.collaboratorDPI)?.[0]);
  const mine = { style: styleOf(role), type: typeOf(role) };
  const theirs = { style: styleOf(otherRole(role)), type: typeOf(otherRole(role)) };
  return (
    <OverviewSection
      id="styles-title"
      title="Your styles"
      intro="From the two short questionnaires. They help Dfuse tailor its suggestions; each of you sees both results."
    >
      <dl className="row mb-0" data-testid="styles">
        <dt className="col-sm-5">Your conflict style</dt>
        <dd className="col-sm-7">
          {mine.style ? (
            DCS_MODE_LABELS[mine.style]
          ) : (
            <>
              Not known yet. <Link to={paths.session.dcsQuiz(session.id)}>Find your conflict style</Link> (20 questions).
            </>
          )}
        </dd>
        <dt className="col-sm-5">{atSentenceStart(otherFirst)}’s conflict style</dt>
        <dd className="col-sm-7">{theirs.style ? DCS_MODE_LABELS[theirs.style] : 'Not known yet.'}</dd>
        <dt className="col-sm-5">Your personality type</dt>
        <dd className="col-sm-7">
          {mine.type ?? (
            <>
              Not known yet. <Link to={paths.session.communicationStyleQuiz(session.id)}>Take the communication-style questionnaire</Link> (12 questions).
            </>
          )}
        </dd>
        <dt className="col-sm-5">{atSentenceStart(otherFirst)}’s personality type</dt>
        <dd className="col-sm-7 mb-0">{theirs.type ?? 'Not known yet.'}</dd>
      </dl>
    </OverviewSection>
  );
}
