import { Badge } from 'react-bootstrap';
import { isIssueStatus, type IssueStatus } from '../domain/status';

/** react-bootstrap Badge `bg` for each status (docs/rules.md, "Status transitions"). */
export const STATUS_BADGE: Record<IssueStatus, string> = {
  created: 'secondary',
  accepted: 'primary',
  resolving_issue: 'info',
  agreed_on_issue: 'success',
  resolved: 'success',
  implemented: 'success',
  prepare: 'warning',
  propose: 'warning',
  strategies: 'warning',
  committed: 'primary',
  concluded: 'success',
  closed: 'dark',
};

/** Human wording for a status badge. */
export const STATUS_LABEL: Record<IssueStatus, string> = {
  created: 'Invited',
  accepted: 'Accepted',
  resolving_issue: 'Agreeing on the issue',
  agreed_on_issue: 'Issue agreed',
  resolved: 'Solution chosen',
  prepare: 'Preparing',
  propose: 'Strategies proposed',
  strategies: 'Strategies',
  implemented: 'Implementing',
  committed: 'Trying the plan',
  concluded: 'Resolved',
  closed: 'Closed',
};

/** A session's status as a coloured badge; unknown values show as plain text. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!isIssueStatus(status)) return <Badge bg="light" text="dark">{status ?? 'Unknown'}</Badge>;
  const dark = STATUS_BADGE[status] === 'warning' || STATUS_BADGE[status] === 'info';
  return (
    <Badge bg={STATUS_BADGE[status]} text={dark ? 'dark' : undefined} data-status={status}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
