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

/** One proposed solution: its rank, title, summary, steps, benefits, risks and how to tell it works. */
export function SolutionCard({ solution, rank, controls, lifted = false }: SolutionCardProps) {
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
        {solution.summary ? <p className="small mb-1 text-break">{solution.summary}</p> : null}
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
    </article>
  );
}
