import type { IssueRecord } from '../../backend/data';
import { overviewHeading } from '../../domain/sessions';

/** The overview's title: the agreed issue, else the neutral working title both people see (the invitation's topic). */
export function OverviewHeading({ session }: { session: IssueRecord }) {
  const heading = overviewHeading(session);
  return (
    <>
      <p className="small text-body-secondary mb-1">{heading.kind === 'agreed' ? 'The issue you agreed on' : 'What this session is about'}</p>
      <h1 className="h3 mb-2 text-break">{heading.kind === 'agreed' ? heading.statement : heading.title}</h1>
    </>
  );
}
