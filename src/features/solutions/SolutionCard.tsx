import type { ReactNode } from 'react';
import { Badge } from 'react-bootstrap';
import type { Solution } from '../../domain/solutions';

interface SolutionCardProps {
  solution: Solution;
  /** 1 = highest; shown as the card's badge. */
  rank: number;
  /** The drag handle and the move buttons, when the card can be moved. */
  controls?: ReactNode;
  /** Drawn as the copy that follows the pointer while dragging. */
  lifted?: boolean;
  /** Steps, benefits, risks and the success metric shown; otherwise only the title and summary. */
  expanded?: boolean;
  /** Shows the Show/Hide details button; without it the card shows what `expanded` says. */
  onToggle?: () => void;
}

function Section({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <>
      <h4 className="solution-card__label">{title}</h4>
      <ul className="solution-card__list">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </>
  );
}

const hasDetails = (s: Solution) => s.steps.length + s.benefits.length + s.risksOrTradeoffs.length > 0 || !!s.successMetric;

/**
 * One proposed solution: its rank, title and summary, and (expanded) its steps, benefits, risks
 * and how to tell it works. Compact, five cards can be compared side by side on a phone.
 */
export function SolutionCard({ solution, rank, controls, lifted = false, expanded = true, onToggle }: SolutionCardProps) {
  const detailsId = `solution-details-${solution.id}`;
  return (
    <article className={`solution-card card shadow-sm${lifted ? ' solution-card--lifted' : ''}`} aria-label={`#${rank}: ${solution.title}`}>
      <div className="card-body p-2 d-flex flex-column gap-1">
        <div className="d-flex align-items-start gap-2">
          <Badge bg="primary" className="solution-card__rank" aria-hidden="true">
            #{rank}
          </Badge>
          <h3 className="h6 mb-0 flex-grow-1 text-break">{solution.title}</h3>
        </div>
        {controls}
        {solution.summary ? <p className={`small mb-1 text-break${expanded ? '' : ' solution-card__summary--short'}`}>{solution.summary}</p> : null}
        {onToggle && hasDetails(solution) ? (
          <button type="button" className="btn btn-link btn-sm p-0 align-self-start" aria-expanded={expanded} aria-controls={detailsId} onClick={onToggle}>
            {expanded ? 'Hide details' : 'Show details'}
          </button>
        ) : null}
        <div id={onToggle ? detailsId : undefined} hidden={!expanded}>
          <Section title="Steps" items={solution.steps} />
          <Section title="Benefits" items={solution.benefits} />
          <Section title="Risks / trade-offs" items={solution.risksOrTradeoffs} />
          {solution.successMetric ? (
            <>
              <h4 className="solution-card__label">Success metric</h4>
              <p className="small mb-0 text-break">{solution.successMetric}</p>
            </>
          ) : null}
        </div>
      </div>
    </article>
  );
}
