import { Table } from 'react-bootstrap';
import type { Role } from '../../domain/sessionRole';
import { decidingRule, tiesWithFirst, type SolutionScore } from '../../domain/topThree';
import { whyFirst } from './solutionTexts';

interface ChoicePictureProps {
  title: string;
  scores: readonly SolutionScore[];
  role: Role;
  partnerName: string;
  /** Set when both put the same solution first. */
  sameFirst?: boolean;
  caption?: string;
}

/**
 * Both people's ranks side by side for every solution, with the totals that decided the order
 * and a line saying which rule put the first one first. Shown only once both have saved.
 */
export function ChoicePicture({ title, scores, role, partnerName, sameFirst = false, caption }: ChoicePictureProps) {
  if (!scores.length) return null;
  const mine = (s: SolutionScore) => (role === 'initiator' ? s.initiatorScore : s.collaboratorScore);
  const theirs = (s: SolutionScore) => (role === 'initiator' ? s.collaboratorScore : s.initiatorScore);
  const why = whyFirst(sameFirst ? 'same-first' : decidingRule(scores), tiesWithFirst(scores));
  return (
    <section className="mb-3" aria-labelledby="choice-picture-title">
      <h2 id="choice-picture-title" className="h6 mb-2">
        {title}
      </h2>
      <div className="table-responsive">
        <Table size="sm" className="choice-table align-middle mb-1">
          {/* A number is never shown without what it means. */}
          <caption className="small">{caption ?? `Total: your rank plus ${partnerName}’s rank.`}</caption>
          <thead>
            <tr>
              <th scope="col">Solution</th>
              <th scope="col">Your rank</th>
              <th scope="col">{partnerName}’s rank</th>
              <th scope="col">Total</th>
            </tr>
          </thead>
          <tbody>
            {scores.map((score, index) => (
              <tr key={score.sol} className={index === 0 ? 'table-success' : undefined}>
                <td>{score.title}</td>
                <td>#{mine(score)}</td>
                <td>#{theirs(score)}</td>
                <td>{score.sum}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
      <p className="small mb-0">
        <strong>Why “{scores[0].title}” comes first:</strong> {why}{sameFirst ? null : " A lower total is better."}
      </p>
    </section>
  );
}
