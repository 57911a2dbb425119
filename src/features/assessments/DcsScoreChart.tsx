import { DCS_BANDS, DCS_MAX_STYLE_SCORE, DCS_MODE_LABELS, type DcsStyleScore } from '../../domain/dcs';

/** Band edges as a percentage of the scale: halfway between the last score of one band and the first of the next. */
const bandZones = [...DCS_BANDS].reverse().map(({ band, min, max }) => {
  const start = min === 0 ? 0 : ((min - 0.5) / DCS_MAX_STYLE_SCORE) * 100;
  const end = max === DCS_MAX_STYLE_SCORE ? 100 : ((max + 0.5) / DCS_MAX_STYLE_SCORE) * 100;
  return { band, start, width: end - start };
});

/**
 * The five style scores as horizontal bars on a 0–20 scale, with the bands shaded behind them
 * (docs/rules.md, "DCS"), each named by its mode ('Avoiding'), as everywhere else on screen. Plain HTML and CSS: each row's name and "score of 20, band" are
 * real text, so a screen reader reads the chart as a list; the bars themselves are decoration.
 */
export function DcsScoreChart({ styles, dominant }: { styles: DcsStyleScore[]; dominant: DcsStyleScore[] }) {
  const dominantStyles = new Set(dominant.map((d) => d.style));
  return (
    <figure className="dcs-chart mb-4" aria-labelledby="dcs-chart-caption">
      <figcaption id="dcs-chart-caption" className="fw-semibold mb-2">
        Your scores by style (out of {DCS_MAX_STYLE_SCORE})
      </figcaption>
      <ul className="list-unstyled mb-1">
        {styles.map((s) => (
          <li key={s.style} className="dcs-chart-row">
            <span className="dcs-chart-label">
              {DCS_MODE_LABELS[s.mode]}
              {dominantStyles.has(s.style) ? <span className="visually-hidden"> (dominant)</span> : null}
            </span>
            <span className="dcs-chart-track" aria-hidden="true">
              {bandZones.map((zone) => (
                <span
                  key={zone.band}
                  className="dcs-chart-zone"
                  style={{ left: `${zone.start}%`, width: `${zone.width}%` }}
                />
              ))}
              <span
                className={`dcs-chart-bar${dominantStyles.has(s.style) ? ' dcs-chart-bar-dominant' : ''}`}
                style={{ width: `${(s.score / DCS_MAX_STYLE_SCORE) * 100}%` }}
                data-testid={`dcs-bar-${s.style}`}
              />
            </span>
            <span className="dcs-chart-value">
              {s.score}
              <span className="visually-hidden"> of {DCS_MAX_STYLE_SCORE}</span>, {s.band}
            </span>
          </li>
        ))}
      </ul>
      <div className="dcs-chart-row" aria-hidden="true">
        <span className="dcs-chart-label" />
        <span className="dcs-chart-axis">
          {bandZones.map((zone) => (
            <span key={zone.band} className="dcs-chart-axis-label" style={{ left: `${zone.start}%`, width: `${zone.width}%` }}>
              {zone.band}
            </span>
          ))}
        </span>
        <span className="dcs-chart-value" />
      </div>
    </figure>
  );
}
