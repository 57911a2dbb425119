// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IssueRecord } from '../../../../src/backend/data';
import { OtherRelationship, RelationshipAnswer } from '../../../../src/features/sessions/RelationshipAnswer';

const calls = vi.hoisted(() => ({ updateSession: vi.fn() }));
vi.mock('../../../../src/backend/sessions', () => ({ updateSession: calls.updateSession }));

afterEach(() => {
  cleanup();
  calls.updateSession.mockReset();
});

const session = (fields: Partial<IssueRecord> = {}) => ({ id: 's1', initiatorFirstName: 'Jess', collaboratorFirstName: 'Mark', ...fields }) as IssueRecord;

describe('how the viewer knows the other person (the spec’s initiatorRelationship and collaboratorRelationship)', () => {
  it('saves the choice in the viewer’s own field only, and says it was saved', async () => {
    calls.updateSession.mockResolvedValue({});
    render(<RelationshipAnswer session={session()} role="collaborator" otherFirst="Jess" editable />);
    const select = screen.getByRole('combobox', { name: 'How do you know Jess?' });
    expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Partner or spouse');
    expect(calls.updateSession).toHaveBeenCalledWith({ id: 's1', collaboratorRelationship: 'partner' });
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(select).toHaveValue('partner');
  });

  it('clears it with "Not said", which stores nothing', async () => {
    calls.updateSession.mockResolvedValue({});
    render(<RelationshipAnswer session={session({ initiatorRelationship: 'work' })} role="initiator" otherFirst="Mark" editable />);
    const select = screen.getByRole('combobox', { name: 'How do you know Mark?' });
    expect(select).toHaveValue('work');
    await userEvent.selectOptions(select, 'Not said');
    expect(calls.updateSession).toHaveBeenCalledWith({ id: 's1', initiatorRelationship: null });
  });

  it('keeps the stored answer when the save fails, and says why in the server’s words', async () => {
    calls.updateSession.mockRejectedValue(new Error('This session was deleted.'));
    render(<RelationshipAnswer session={session({ initiatorRelationship: 'family' })} role="initiator" otherFirst="Mark" editable />);
    const select = screen.getByRole('combobox', { name: 'How do you know Mark?' });
    await userEvent.selectOptions(select, 'Neighbour');
    expect(await screen.findByRole('status')).toHaveTextContent('Your answer could not be saved. This session was deleted.');
    expect(select).toHaveValue('family');
  });

  it('follows the live record: a change from another device shows, after a choice made here too', async () => {
    calls.updateSession.mockResolvedValue({});
    const { rerender } = render(<RelationshipAnswer session={session()} role="initiator" otherFirst="Mark" editable />);
    const select = screen.getByRole('combobox', { name: 'How do you know Mark?' });
    await userEvent.selectOptions(select, 'Work (colleague, manager, co-founder)');
    rerender(<RelationshipAnswer session={session({ initiatorRelationship: 'work' })} role="initiator" otherFirst="Mark" editable />);
    rerender(<RelationshipAnswer session={session({ initiatorRelationship: 'friend' })} role="initiator" otherFirst="Mark" editable />);
    expect(select).toHaveValue('friend');
  });

  it('stays usable while it saves (arrow keys change a closed select at once), and saves the latest choice last', async () => {
    let finishFirst: (value: unknown) => void = () => {};
    calls.updateSession.mockImplementationOnce(() => new Promise((resolve) => (finishFirst = resolve))).mockResolvedValue({});
    render(<RelationshipAnswer session={session()} role="initiator" otherFirst="Mark" editable />);
    const select = screen.getByRole('combobox', { name: 'How do you know Mark?' });
    await userEvent.selectOptions(select, 'Partner or spouse');
    expect(select).toBeEnabled();
    await userEvent.selectOptions(select, 'Ex-partner or co-parent');
    await userEvent.selectOptions(select, 'Family');
    expect(calls.updateSession).toHaveBeenCalledTimes(1);
    finishFirst({});
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(calls.updateSession).toHaveBeenCalledTimes(2);
    expect(calls.updateSession).toHaveBeenLastCalledWith({ id: 's1', initiatorRelationship: 'family' });
    expect(select).toHaveValue('family');
  });

  it('reads a value the app never offers as not answered', () => {
    render(<RelationshipAnswer session={session({ initiatorRelationship: 'my boss, sort of' })} role="initiator" otherFirst="Mark" editable />);
    expect(screen.getByRole('combobox', { name: 'How do you know Mark?' })).toHaveValue('');
  });

  it('once the session can no longer change, shows the answer as text, and nothing when there is none', () => {
    const { rerender } = render(<RelationshipAnswer session={session({ initiatorRelationship: 'neighbour' })} role="initiator" otherFirst="Mark" editable={false} />);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('How you know Mark:').parentElement).toHaveTextContent('How you know Mark: Neighbour');
    rerender(<RelationshipAnswer session={session()} role="initiator" otherFirst="Mark" editable={false} />);
    expect(screen.queryByText('How you know Mark:')).toBeNull();
  });

  it('shows the viewer what the other person answered, and nothing when they have not', () => {
    const { rerender } = render(<OtherRelationship session={session({ initiatorRelationship: 'ex-partner' })} role="initiator" otherFirst="Jess" />);
    expect(screen.getByText('How Jess knows you:').parentElement).toHaveTextContent('How Jess knows you: Ex-partner or co-parent');
    rerender(<OtherRelationship session={session()} role="initiator" otherFirst="Jess" />);
    expect(screen.queryByText('How Jess knows you:')).toBeNull();
  });
});
