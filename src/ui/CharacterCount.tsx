import { lengthState } from '../domain/limits';

const number = new Intl.NumberFormat('en-US');

interface CharacterCountProps {
  /** The id the field names in aria-describedby. */
  id: string;
  value: string;
  limit: number;
  /** What to do about a text over the limit, after the sentence that says so. */
  overHint: string;
}

/**
 * A field's length against its limit, shown as the person types once the text nears the limit,
 * and a plain sentence when it is over (announced once, not at every keystroke), so nothing
 * typed is sent only to be refused.
 */
export function CharacterCount({ id, value, limit, overHint }: CharacterCountProps) {
  const state = lengthState(value, limit);
  return (
    <div id={id} className="small mt-1">
      {state.show ? (
        <span className={state.over ? 'text-danger-emphasis fw-semibold' : 'text-body-secondary'} data-testid="character-count">
          {number.format(state.count)} of {number.format(limit)} characters{state.over ? ` (${number.format(state.over)} too many)` : ''}
        </span>
      ) : null}
      <span className="d-block text-danger-emphasis" aria-live="polite">
        {state.over ? `That is over the ${number.format(limit)}-character limit. ${overHint}` : ''}
      </span>
    </div>
  );
}
