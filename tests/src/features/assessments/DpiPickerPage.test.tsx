// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import DpiPickerPage from '../../../../src/features/assessments/DpiPickerPage';
import { ProfileWriteError } from '../../../../src/backend/profileWriteError';
import { renderAt } from '../../../support/render';
import { backend, profileWith, resetMocks, sessionAs, signedIn, state } from '../../../support/assessmentMocks';

const fakes = vi.hoisted(() => () => import('../../../support/assessmentMocks'));
vi.mock('../../../../src/backend/UserProvider', async () => (await fakes()).fakeUserProvider);
vi.mock('../../../../src/backend/useSessionRole', async () => (await fakes()).fakeSessionRole);
vi.mock('../../../../src/backend/useOwnProfile', async () => (await fakes()).fakeOwnProfile);
vi.mock('../../../../src/backend/assessments', async () => (await fakes()).backend);

const submit = () => screen.getByRole('button', { name: /Submit|Saving…/ });

describe('DpiPickerPage', () => {
  beforeEach(resetMocks);
  afterEach(() => cleanup());

  it('offers the 16 types; Submit waits for a choice, is disabled while saving and locks after saving', async () => {
    let finish: () => void = () => undefined;
    backend.saveDpi.mockReturnValue(new Promise<void>((resolve) => (finish = resolve)));
    renderAt(<DpiPickerPage />, '/communication-style/test');
    expect(screen.getAllByRole('radio')).toHaveLength(16);
    expect(submit()).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'ENTP' }));
    expect(submit()).toBeEnabled();
    fireEvent.click(submit());
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    finish();
    expect(await screen.findByText(/Saved to your profile as ENTP\./)).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'ISFJ' })).toBeDisabled();
    expect(backend.saveDpi).toHaveBeenCalledWith(expect.anything(), 'ENTP', ['ENTP', 'test']);
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });

  it('needs the Cognito sub', async () => {
    state.user = signedIn({ sub: '' });
    renderAt(<DpiPickerPage />, '/communication-style/test');
    fireEvent.click(screen.getByRole('radio', { name: 'ISTP' }));
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('No Cognito sub found. Please re-login.');
    expect(backend.saveDpi).not.toHaveBeenCalled();
  });

  it.each([
    [new ProfileWriteError('createFailed'), 'Create failed.'],
    [new ProfileWriteError('updateReturnedNull'), 'Update returned null.'],
    [new Error('network down'), 'Failed to save your DPI type.'],
  ])('reports a failed save (%s)', async (error, message) => {
    backend.saveDpi.mockRejectedValue(error);
    renderAt(<DpiPickerPage />, '/communication-style/test');
    fireEvent.click(screen.getByRole('radio', { name: 'ISTP' }));
    fireEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(submit()).toBeEnabled();
  });

  it('is locked on a type the profile already holds, and ignores an invalid one', () => {
    state.profile = profileWith({ dpiType: 'isfp' });
    renderAt(<DpiPickerPage />, '/communication-style/test');
    expect(screen.getByRole('radio', { name: 'ISFP' })).toBeChecked();
    expect(submit()).toBeDisabled();
    cleanup();
    state.profile = profileWith({ dpiType: 'XXXX' });
    renderAt(<DpiPickerPage />, '/communication-style/test');
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  });

  it("in a session also writes the viewer's own side", async () => {
    state.session = sessionAs('initiator');
    renderAt(<DpiPickerPage />, '/session/s1/communication-style/test', '/session/:id/communication-style/test');
    fireEvent.click(screen.getByRole('radio', { name: 'ESFJ' }));
    fireEvent.click(submit());
    expect(await screen.findByText(/Saved to your profile as ESFJ\./)).toBeInTheDocument();
    expect(backend.copyDpiToSession).toHaveBeenCalledWith(expect.objectContaining({ id: 's1' }), 'initiator', 'ESFJ');
  });
});
