import type { KeptTally } from '../../domain/timeline';

const PARTS = [
  { key: 'kept', label: 'Kept', colour: '#198754' },
  { key: 'partly', label: 'Partly kept', colour: '#b07d00' },
  { key: 'notKept', label: 'Not kept', colour: '#b02a37' },
] as const;

const ROW = 34;
// Narrow enough (360 units) to show at nearly full size on a 375 px phone.
const LABEL_WIDTH = 110;
const BAR_WIDTH = 240;
const WIDTH = LABEL_WIDTH + BAR_WIDTH + 10;

/**
 * Commitments kept, partly kept and not kept at each recorded check-in, one stacked bar per
 * check-in. The SVG is a picture of the table below it (hidden from screen readers, which read the
 * table); the table also gives the numbers to anyone who cannot tell the colours apart.
 */
export function KeptChart({ tallies }: { tallies: KeptTally[] }) {
  if (!tallies.length) return <p className="text-body-secondary">The chart of commitments kept appears here after your first check-in, once you have both answered it.</p>;
  const height = tallies.length * ROW + 28;
  return (
    <figure className="mb-0" aria-labelledby="kept-chart-caption">
      <figcaption id="kept-chart-caption" className="fw-semibold mb-2">
        Commitments kept at each check-in
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" style={{ maxWidth: WIDTH }} aria-hidden="true" focusable="false" data-testid="kept-chart">
        {tallies.map((tally, row) => {
          const total = tally.kept + tally.partly + tally.notKept || 1;
          let x = LABEL_WIDTH;
          return (
            <g key={tally.label} transform={`translate(0 ${row * ROW})`}>
              <text x={0} y={20} fontSize={13} fill="currentColor">
                {tally.label}
              </text>
              {PARTS.map((part) => {
                const width = (tally[part.key] / total) * BAR_WIDTH;
                const rect = width > 0 ? <rect key={part.key} x={x} y={4} width={width} height={24} fill={part.colour} /> : null;
                const count =
                  width >= 18 ? (
                    <text key={`${part.key}-n`} x={x + width / 2} y={21} fontSize={13} textAnchor="middle" fill="#fff">
                      {tally[part.key]}
                    </text>
                  ) : null;
                x += width;
                return [rect, count];
              })}
            </g>
          );
        })}
        <g transform={`translate(0 ${tallies.length * ROW + 8})`}>
          {PARTS.map((part, index) => (
            <g key={part.key} transform={`translate(${index * 110} 0)`}>
              <rect width={12} height={12} fill={part.colour} />
              <text x={16} y={11} fontSize={12} fill="currentColor">
                {part.label}
              </text>
            </g>
          ))}
        </g>
      </svg>
      <div className="table-responsive">
        <table className="table table-sm mt-2 mb-0">
          <caption className="visually-hidden">Commitments kept, partly kept and not kept at each check-in</caption>
          <thead>
            <tr>
              <th scope="col">Check-in</th>
              {PARTS.map((part) => (
                <th scope="col" key={part.key}>
                  {part.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tallies.map((tally) => (
              <tr key={tally.label}>
                <th scope="row" className="fw-normal">
                  {tally.label}
                </th>
                {PARTS.map((part) => (
                  <td key={part.key}>{tally[part.key]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
