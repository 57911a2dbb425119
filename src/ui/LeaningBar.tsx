import { leaning } from '../domain/leaning';
import './leaningBar.css';

interface LeaningBarProps {
  /** e.g. 'E vs I'. */
  label: string;
  /** The side a positive total leans to, e.g. 'E'. */
  left: string;
  right: string;
  total: number;
  /** Optional long names for the two sides, read by screen readers. */
  leftName?: string;
  rightName?: string;
}

/**
 * A leaning bar (docs/rules.md, "Leaning bar"): a total between two sides, clamped to -10..10, drawn as a
 * bar from the centre towards the side it leans to, with a 'leaning' badge. The words are real
 * text; the bar is decoration.
 */
export function LeaningBar({ label, left, right, total, leftName, rightName }: LeaningBarProps) {
  const { total: clamped, position, side } = leaning(total);
  const badge = side === 'balanced' ? 'Balanced' : `Leaning ${side === 'left' ? left : right}`;
  const spoken = side === 'balanced' ? 'balanced' : `leaning ${side === 'left' ? leftName ?? left : rightName ?? right}`;
  const from = Math.min(position, 50);
  const width = Math.abs(position - 50);
  return (
    <div className="leaning-bar">
      <div className="d-flex justify-content-between align-items-baseline gap-2 mb-1">
        <span className="fw-semibold">{label}</span>
        <span className="badge text-bg-light border">
          {badge}
          <span className="visually-hidden">
            {' '}
            ({spoken}, score {clamped > 0 ? '+' : ''}
            {clamped} on a scale from +10 {leftName ?? left} to −10 {rightName ?? right})
          </span>
        </span>
      </div>
      <div className="leaning-bar-scale" aria-hidden="true">
        <span className="leaning-bar-end">{left}</span>
        <span className="leaning-bar-track">
          <span className="leaning-bar-centre" />
          <span className="leaning-bar-fill" style={{ left: `${from}%`, width: `${width}%` }} />
        </span>
        <span className="leaning-bar-end">{right}</span>
      </div>
    </div>
  );
}
