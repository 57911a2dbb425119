// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import DcsPickerPage from '../../../../src/features/assessments/DcsPickerPage';
import { ProfileWriteError, type ProfileWriteFailure } from '../../../../src/backend/profileWriteError';
import { renderAt } from '../../../support/render';
import { backend, profileWith, resetMocks, sessionAs, signedIn, state } from '../../../support/assessmentMocks';

const fakes = vi.hoisted(() => () => import('../../../support/assessmentMocks'));
vi.mock('../../../../src/backend/UserProvider', async () => (await fakes()).fakeUserProvider);
vi.mock('../../../../src/backend/useSessionRole', async () => (await fakes()).fakeSessionRole);
vi.mock('../../../../src/backend/useOwnProfile', async () => (await fakes()).fakeOwnProfile);
vi.mock('../../../../src/backend/assessments', async () => (await fakes()).backend);

const standalone = () => renderAt(<DcsPickerPage />, '/dcs/test');
const inSession = () => renderAt(<DcsPickerPage />, '/session/s1/dcs/test', '/session/:id/dcs/test');
const save = () => screen.getByRole('button', { name: /^Save/ });

describe('DcsPickerPage', () => {
  beforeEach(resetMocks);
  afterEach(() => cleanup());

  it('shows the title, the greeting and the five modes with their descriptions; Save waits for a choice', () => {
    standalone();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Conflict Mode' })).toBeInTheDocument();
    expect(screen.getByText('Hi Robin, pick the style you typically use during conflict.')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual([
      'avoiding',
      'competing',
      'accommodating',
      'collaborating',
      'compromising',
    ]);
    expect(screen.getByRole('radio', { name: 'Avoiding' })).toHaveAccessibleDescription(
      'Delays or defers conflict; low assertiveness and cooperativeness.',
    );
    expect(save()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Competing' }));
    expect(save()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('greets by e-mail, or "there", when there is no first name', () => {
    state.user = signedIn({ firstName: '' });
    standalone();
    expect(screen.getByText('Hi robin@example.com, pick the style you typically use during conflict.')).toBeInTheDocument();
    cleanup();
    state.user = signedIn({ firstName: '', email: '' });
    standalone();
    expect(screen.getByText('Hi there, pick the style you typically use during conflict.')).toBeInTheDocument();
  });

  it('refuses to save without an e-mail on the user', async () => {
    state.user = signedIn({ email: '' });
    standalone();
    fireEvent.click(screen.getByRole('radio', { name: 'Avoiding' }));
    fireEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('No email on user. Please add an email to your profile.');
    expect(backend.saveDcsMode).not.toHaveBeenCalled();
  });

  it.each<[ProfileWriteFailure, string]>([
    ['createFailed', 'Create failed for Profile. Check auth rules & identifier.'],
    ['updateReturnedNull', 'Profile update returned null. Check Profile auth rules.'],
    ['verificationFailed', 'Saved, but verification failed. Try again.'],
  ])('shows the spec message when the save fails with %s', async (kind, message) => {
    backend.saveDcsMode.mockRejectedValue(new ProfileWriteError(kind));
    standalone();
    fireEvent.click(screen.getByRole('radio', { name: 'Compromising' }));
    fireEvent.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(save()).toHaveTextContent(/^Save$/);
    expect(save()).toBeEnabled();
  });

  it('saves, shows Saving… then Save Again once verified, and copies the mode to the viewer side of the session', async () => {
    let finish: () => void = () => undefined;
    backend.saveDcsMode.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    state.session = sessionAs('collaborator');
    inSession();
    fireEvent.click(screen.getByRole('radio', { name: 'Collaborating' }));
    fireEvent.click(save());
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('button', { name: 'Save Again' })).toBeEnabled();
    expect(backend.saveDcsMode).toHaveBeenCalledWith(expect.objectContaining({ email: 'robin@example.com' }), 'collaborating');
    expect(backend.copyDcsToSession).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }), 'collaborator', 'collaborating');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/session/s1/propose-strategies');
  });

  it('saves to the profile only when the viewer is not a participant', async () => {
    state.session = sessionAs(null);
    inSession();
    fireEvent.click(screen.getByRole('radio', { name: 'Avoiding' }));
    fireEvent.click(save());
    expect(await screen.findByRole('button', { name: 'Save Again' })).toBeInTheDocument();
    expect(backend.copyDcsToSession).not.toHaveBeenCalled();
  });

  it('applies a valid stored mode to the session and forwards to propose-strategies', async () => {
    state.profile = profileWith({ dcsMode: ' Accommodating ' });
    state.session = sessionAs('initiator');
    inSession();
    expect(await screen.findByTestId('location')).toHaveTextContent('/session/s1/propose-strategies');
    expect(backend.copyDcsToSession).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }), 'initiator', 'accommodating');
  });

  it('standalone with a valid stored mode, stays, names it and lets the person change it (issue 27)', async () => {
    state.profile = profileWith({ dcsMode: 'competing' });
    standalone();
    expect(await screen.findByText(/Your current conflict mode is/)).toHaveTextContent('Your current conflict mode is Competing. Pick another and save to change it.');
    expect(screen.queryByTestId('location')).toBeNull();
    expect(screen.getByRole('radio', { name: 'Avoiding' })).toBeEnabled();
    expect(backend.copyDcsToSession).not.toHaveBeenCalled();
  });

  it('ignores a stored mode that is not one of the five', () => {
    state.profile = profileWith({ dcsMode: 'assertive' });
    state.session = sessionAs('initiator');
    inSession();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose Your Conflict Mode' })).toBeInTheDocument();
    expect(screen.queryByTestId('location')).toBeNull();
    expect(backend.copyDcsToSession).not.toHaveBeenCalled();
  });
});
