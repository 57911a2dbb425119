import { Badge } from 'react-bootstrap';
import { sessionStage, type StageFacts } from '../domain/sessionStage';
import { StatusBadge } from './StatusBadge';

/**
 * Where a session stands, as a badge (docs/rules.md, "Sessions"): its stage while the two
 * are inviting, answering and agreeing; past that, its status's own badge. `data-status`
 * keeps the stored status for anyone reading the page.
 */
export function StageBadge({ session }: { session: StageFacts }) {
  const stage = sessionStage(session);
  if (!stage) return <StatusBadge status={session.status} />;
  const dark = stage.tone === 'warning' || stage.tone === 'info';
  return (
    <Badge bg={stage.tone} text={dark ? 'dark' : undefined} data-status={session.status ?? undefined} data-stage={stage.key}>
      {stage.label}
    </Badge>
  );
}
