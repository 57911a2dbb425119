import { Badge } from 'react-bootstrap';
import { STATUS_BADGE, STATUS_LABEL } from '../domain/sessions';
import { isIssueStatus } from '../domain/status';

/** A session's status as a coloured badge (spec part 1, 4); unknown values show as plain text. */
export function StatusBadge({ status }: { status: string | null | undefined }) {
  if (!isIssueStatus(status)) return <Badge bg="light" text="dark">{status ?? 'Unknown'}</Badge>;
  const dark = STATUS_BADGE[status] === 'warning' || STATUS_BADGE[status] === 'info';
  return (
    <Badge bg={STATUS_BADGE[status]} text={dark ? 'dark' : undefined} data-status={status}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
