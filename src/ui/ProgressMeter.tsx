interface ProgressMeterProps {
  /** 0 to 100. */
  percent: number;
  /** The accessible name of the progress bar, e.g. 'Answered 5 of 12'. */
  label: string;
  className?: string;
}

/**
 * A Bootstrap progress bar whose accessible name sits on the element with role="progressbar"
 * (react-bootstrap's ProgressBar puts extra props on the wrapper instead).
 */
export function ProgressMeter({ percent, label, className }: ProgressMeterProps) {
  const now = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={`progress${className ? ` ${className}` : ''}`} style={{ height: '1.25rem' }}>
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={label}
        aria-valuenow={now}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ width: `${now}%` }}
      >
        {now > 0 ? `${now}%` : null}
      </div>
    </div>
  );
}
