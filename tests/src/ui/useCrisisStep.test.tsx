// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CRISIS_RESPONSE, THREAT_NOT_PASSED_ON } from '../../../src/domain/crisis';
import { useCrisisStep } from '../../../src/ui/useCrisisStep';

afterEach(cleanup);

/** A form as the later steps have one: a text, a button, what was sent. */
function NoteForm() {
  const [text, setText] = useState('');
  const [sent, setSent] = useState<string[]>([]);
  const crisis = useCrisisStep();
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (crisis.goOn([text])) setSent((list) => [...list, text]);
      }}
    >
      <textarea aria-label="Note" value={text} onChange={(event) => setText(event.target.value)} />
      {crisis.notice}
      <button type="submit">Send</button>
      <output aria-label="Sent">{sent.join(' | ')}</output>
    </form>
  );
}

const type = (text: string) => fireEvent.change(screen.getByLabelText('Note'), { target: { value: text } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
const sent = () => screen.getByLabelText('Sent').textContent;

describe('the crisis step of a later form', () => {
  it('answers words of danger with the fixed response and the help list first, then sends the same words on the next press', () => {
    render(<NoteForm />);
    type('Some days I want to die');
    send();
    expect(screen.getByRole('alert').textContent).toContain(CRISIS_RESPONSE);
    expect(screen.getByRole('region', { name: 'Where to find help' })).toBeTruthy();
    expect(sent()).toBe('');
    send();
    expect(sent()).toBe('Some days I want to die');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never sends a threat: the writer reads why, and their rewrite goes', () => {
    render(<NoteForm />);
    type('I will hurt you');
    send();
    send();
    expect(screen.getByRole('alert').textContent).toContain(THREAT_NOT_PASSED_ON);
    expect(sent()).toBe('');
    type('It hurts me when plans change');
    send();
    expect(sent()).toBe('It hurts me when plans change');
  });
});
