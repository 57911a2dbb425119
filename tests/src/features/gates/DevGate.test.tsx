// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { DevGate } from '../../../../src/features/gates/DevGate';
import { ENTER_GATE_PASSWORD, GATE_CLEARED } from '../../../../src/features/gates/DevGateForm';
import { DEV_GATE_BROWSER_KEY, DEV_GATE_DAYS, DEV_GATE_KEY } from '../../../../src/domain/devGate';

const functions = vi.hoisted(() => ({
  checkGatePassword: vi.fn<(password: string, browser: string) => Promise<{ ok: true } | { ok: false; message: string }>>(),
}));
vi.mock('../../../../src/backend/functions', () => functions);

const DAY_MS = 24 * 60 * 60 * 1000;

function renderGate() {
  return render(
    <DevGate>
      <p>Home content</p>
    </DevGate>,
  );
}

const otherTab = (newValue: string | null, key: string | null = DEV_GATE_KEY) =>
  act(() => {
    if (key && newValue !== null) localStorage.setItem(key, newValue);
    else if (key) localStorage.removeItem(key);
    else localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  });

describe('DevGate', () => {
  beforeEach(() => {
    localStorage.clear();
    functions.checkGatePassword.mockReset();
    vi.stubEnv('VITE_DEV_GATE', 'on');
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('is off unless the build turns it on: the children render at once', () => {
    vi.stubEnv('VITE_DEV_GATE', '');
    renderGate();
    expect(screen.getByText('Home content')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Development Access' })).toBeNull();
  });

  it('when on, shows the Development Access form instead of the page', async () => {
    renderGate();
    expect(await screen.findByRole('heading', { level: 1, name: 'Development Access' })).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Gate' })).toBeInTheDocument();
    expect(screen.queryByText('Home content')).toBeNull();
  });

  it('refuses a wrong password with the server message and stores nothing', async () => {
    functions.checkGatePassword.mockResolvedValue({ ok: false, message: 'Incorrect password' });
    renderGate();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(screen.getByRole('button', { name: 'Unlocking…' })).toBeDisabled();
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect password');
    expect(functions.checkGatePassword).toHaveBeenCalledWith('guess', expect.stringMatching(/^[0-9a-f]{32}$/));
    expect(localStorage.getItem(DEV_GATE_KEY)).toBeNull();
    expect(screen.queryByText('Home content')).toBeNull();
  });

  it('sends every try with the same key of this browser, kept across visits, so the server holds up only the browser that guesses', async () => {
    functions.checkGatePassword.mockResolvedValue({ ok: false, message: 'Incorrect password' });
    renderGate();
    for (const guess of ['one', 'two']) {
      fireEvent.change(await screen.findByLabelText('Password'), { target: { value: guess } });
      fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
      await screen.findByRole('alert');
    }
    const [[, first], [, second]] = functions.checkGatePassword.mock.calls;
    expect(first).toBe(second);
    expect(localStorage.getItem(DEV_GATE_BROWSER_KEY)).toBe(first);
    // Another browser makes its own.
    localStorage.removeItem(DEV_GATE_BROWSER_KEY);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await vi.waitFor(() => expect(functions.checkGatePassword).toHaveBeenCalledTimes(3));
    expect(functions.checkGatePassword.mock.calls[2][1]).not.toBe(first);
  });

  it('asks for a password before calling the server', async () => {
    renderGate();
    fireEvent.click(await screen.findByRole('button', { name: 'Unlock' }));
    expect(screen.getByRole('alert')).toHaveTextContent(ENTER_GATE_PASSWORD);
    expect(functions.checkGatePassword).not.toHaveBeenCalled();
  });

  it('unlocks with the right password and stores a 30-day record', async () => {
    functions.checkGatePassword.mockResolvedValue({ ok: true });
    renderGate();
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: ' open sesame ' } });
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Home content')).toBeInTheDocument();
    const record = JSON.parse(localStorage.getItem(DEV_GATE_KEY)!);
    expect(record.ok).toBe(true);
    expect(record.exp).toBeGreaterThanOrEqual(before + DEV_GATE_DAYS * DAY_MS);
    expect(record.exp).toBeLessThanOrEqual(Date.now() + DEV_GATE_DAYS * DAY_MS);
  });

  it.each([
    ['a valid record', () => JSON.stringify({ ok: true, exp: Date.now() + DAY_MS })],
    ['the legacy "true"', () => 'true'],
    ['an expiry written in seconds', () => JSON.stringify({ ok: true, exp: Math.floor(Date.now() / 1000) + 3600 })],
  ])('opens with %s', (_what, value) => {
    localStorage.setItem(DEV_GATE_KEY, value());
    renderGate();
    expect(screen.getByText('Home content')).toBeInTheDocument();
  });

  it.each([
    ['an expired record', JSON.stringify({ ok: true, exp: Date.now() - 1 })],
    ['an expired record in seconds', JSON.stringify({ ok: true, exp: Math.floor(Date.now() / 1000) - 60 })],
    ['a record without ok', JSON.stringify({ exp: Date.now() + DAY_MS })],
    ['junk', 'not json'],
  ])('stays locked with %s and removes it', async (_what, value) => {
    localStorage.setItem(DEV_GATE_KEY, value);
    renderGate();
    expect(await screen.findByRole('heading', { name: 'Development Access' })).toBeInTheDocument();
    expect(localStorage.getItem(DEV_GATE_KEY)).toBeNull();
  });

  it('unlocks when another tab stores a record', async () => {
    renderGate();
    await screen.findByRole('heading', { name: 'Development Access' });
    otherTab(JSON.stringify({ ok: true, exp: Date.now() + DAY_MS }));
    expect(screen.getByText('Home content')).toBeInTheDocument();
  });

  it('locks when another tab clears the record or the whole storage', async () => {
    localStorage.setItem(DEV_GATE_KEY, 'true');
    renderGate();
    expect(screen.getByText('Home content')).toBeInTheDocument();
    otherTab(null);
    expect(await screen.findByRole('heading', { name: 'Development Access' })).toBeInTheDocument();
    otherTab('true');
    expect(screen.getByText('Home content')).toBeInTheDocument();
    otherTab(null, null);
    expect(await screen.findByRole('heading', { name: 'Development Access' })).toBeInTheDocument();
  });

  it('ignores storage events for other keys', () => {
    localStorage.setItem(DEV_GATE_KEY, 'true');
    renderGate();
    otherTab('x', 'something-else');
    expect(screen.getByText('Home content')).toBeInTheDocument();
  });

  it('Clear Gate removes the record and locks the page', async () => {
    localStorage.setItem(DEV_GATE_KEY, JSON.stringify({ ok: true, exp: Date.now() + DAY_MS }));
    renderGate();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Gate' }));
    expect(await screen.findByRole('heading', { name: 'Development Access' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(GATE_CLEARED);
    expect(localStorage.getItem(DEV_GATE_KEY)).toBeNull();
    expect(screen.queryByText('Home content')).toBeNull();
  });

  it('Clear Gate on the form removes a stored value', async () => {
    renderGate();
    await screen.findByRole('heading', { name: 'Development Access' });
    localStorage.setItem(DEV_GATE_KEY, 'something');
    fireEvent.click(screen.getByRole('button', { name: 'Clear Gate' }));
    expect(localStorage.getItem(DEV_GATE_KEY)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(GATE_CLEARED);
  });
});
