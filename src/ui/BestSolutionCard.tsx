import { Card } from 'react-bootstrap';
import type { Solution } from '../domain/solutions';

function List({ title, items }: { title: string; items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <>
      <h3 className="h6 mt-3 mb-1">{title}</h3>
      <ul className="mb-0">
        {items.map((item, index) => (
          <li key={index} className="text-break">
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The best solution in full: title, summary, steps, benefits, risks/trade-offs and success metric. */
export function BestSolutionCard({ solution, heading = 'Best Solution' }: { solution: Solution; heading?: string }) {
  return (
    <Card className="best-solution-card mb-3 border-success">
      <Card.Body>
        <h2 className="h6 text-success text-uppercase mb-1">{heading}</h2>
        <p className="h5 mb-2 text-break">{solution.title}</p>
        {solution.summary ? <p className="mb-0 text-break">{solution.summary}</p> : null}
        <List title="Steps" items={solution.steps} />
        <List title="Benefits" items={solution.benefits} />
        <List title="Risks / trade-offs" items={solution.risksOrTradeoffs} />
        {solution.successMetric ? (
          <>
            <h3 className="h6 mt-3 mb-1">Success metric</h3>
            <p className="mb-0 text-break">{solution.successMetric}</p>
          </>
        ) : null}
      </Card.Body>
    </Card>
  );
}
