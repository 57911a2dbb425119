import type { IssueRecord } from '../../backend/data';
import type { Role } from '../../domain/sessionRole';
import { overviewHeading } from '../../domain/sessions';

/** The overview's title: the agreed issue, else what each side raised, else 'Untitled session'. */
export function OverviewHeading({ session, role }: { session: IssueRecord; role: Role }) {
  const heading = overviewHeading(session);
  return (
    <>
      <p className="small text-body-secondary mb-1">{heading.kind === 'agreed' ? 'The issue you agreed on' : 'What this session is about'}</p>
      <h1 className="h3 mb-2 text-break">
        {heading.kind === 'agreed' ? heading.statement : null}
        {heading.kind === 'untitled' ? 'Untitled session' : null}
        {heading.kind === 'raised'
          ? heading.entries.map((entry) => (
              <span key={entry.role} className="d-block overview-raised">
                <span className="text-body-secondary">{entry.role === role ? 'You' : entry.firstName}:</span> {entry.text}
              </span>
            ))
          : null}
      </h1>
    </>
  );
}
