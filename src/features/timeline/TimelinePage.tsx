import { Card, Container } from 'react-bootstrap';
import type { IssueRecord } from '../../backend/data';
import { paths } from '../../domain/paths';
import { otherRole, type Role } from '../../domain/sessionRole';
import { keptByCheckIn, sessionTimeline, type Mover, type TimelineEntry } from '../../domain/timeline';
import { LinkButton } from '../../ui/LinkButton';
import { SessionFooterLinks } from '../../ui/SessionFooterLinks';
import { ParticipantSessionPage } from '../../ui/ParticipantSessionPage';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { KeptChart } from './KeptChart';

const formatWhen = (iso: string) => new Date(iso).toLocaleString(undefined, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Who moved a step, as the reader sees it: "You", the other person's first name, both, or Dfuse. */
function moverName(by: Mover, session: IssueRecord, role: Role): string {
  if (by === 'both') return 'Both of you';
  if (by === 'server') return 'Dfuse';
  if (by === role) return 'You';
  const other = otherRole(role) === 'initiator' ? session.initiatorFirstName : session.collaboratorFirstName;
  return other?.trim() || 'The other person';
}

/** The entries grouped under their round (steps before the five solutions under none). */
function byRound(entries: TimelineEntry[]): { round: number | undefined; entries: TimelineEntry[] }[] {
  return entries.reduce<{ round: number | undefined; entries: TimelineEntry[] }[]>((groups, entry) => {
    const last = groups[groups.length - 1];
    if (last && last.round === entry.round) last.entries.push(entry);
    else groups.push({ round: entry.round, entries: [entry] });
    return groups;
  }, []);
}

/**
 * /session/{id}/timeline (docs/rules.md, "Commit and review"): the session's journey, each step
 * with when and who moved it, and a chart of the commitments kept at each check-in. Both see the
 * same page; it says that someone did something, never what either of them wrote or answered.
 */
export default function TimelinePage() {
  useDocumentTitle('Your journey');
  return <ParticipantSessionPage>{(session, role) => <Timeline session={session} role={role} />}</ParticipantSessionPage>;
}

function Timeline({ session, role }: { session: IssueRecord; role: Role }) {
  const groups = byRound(sessionTimeline(session));
  const severalRounds = groups.filter((group) => group.round !== undefined).length > 1;
  return (
    <Container className="py-4 px-3">
      <Card className="shadow-sm border-0 mx-auto" style={{ maxWidth: 900 }}>
        <Card.Body className="p-3 p-sm-4">
          <h1 className="h3">Your journey</h1>
          <p>
            Each step of this session so far, when it happened and who moved it. You both see this same page: it shows what each of you did, never what either of you wrote or
            answered.
          </p>
          <h2 className="h5 mt-4">Steps</h2>
          {groups.map((group) => (
            <section key={group.round ?? 'start'} aria-label={group.round && severalRounds ? `Round ${group.round}` : undefined}>
              {group.round && severalRounds ? <h3 className="h6 mt-3">Round {group.round} with the five solutions</h3> : null}
              <ol className="list-unstyled border-start border-2 ps-3 mb-2" data-testid="timeline-steps">
                {group.entries.map((entry) => (
                  <li key={entry.key} className="mb-2">
                    <div className="fw-semibold text-break">{entry.step}</div>
                    <div className="small text-body-secondary">
                      {moverName(entry.by, session, role)}
                      {' · '}
                      {entry.at ? <time dateTime={entry.at}>{formatWhen(entry.at)}</time> : 'time not recorded'}
                    </div>
                  </li>
                ))}
              </ol>
            </section>
          ))}
          <h2 className="h5 mt-4">Check-ins</h2>
          <KeptChart tallies={keptByCheckIn(session)} />
          <SessionFooterLinks className="mt-4 d-print-none">
            <LinkButton to={paths.session.overview(session.id)} variant="outline-secondary">
              Back to the session
            </LinkButton>
            {session.commitmentJson ? (
              <LinkButton to={paths.session.checkIn(session.id)} variant="outline-secondary">
                Check-in
              </LinkButton>
            ) : null}
          </SessionFooterLinks>
        </Card.Body>
      </Card>
    </Container>
  );
}
