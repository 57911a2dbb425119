/**
 * What the last screen read, kept for the next (issue 30): the session by id, reads started ahead
 * kept until a screen takes them and started once, and nothing of the last user left after a sign-out.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { IssueRecord } from '../../../src/backend/data';
import {
  KEPT_READ_MAX_AGE_MS,
  forgetAll,
  forgetReads,
  isReadOfSession,
  isSafetyCheckReadOf,
  rememberSession,
  rememberedSession,
  safetyCheckReadKey,
  sessionReadKey,
  shareRead,
  takeRead,
} from '../../../src/backend/sessionCache';

const session = (id: string, status = 'accepted') => ({ id, status }) as IssueRecord;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sessionCache', () => {
  beforeEach(() => forgetAll());

  it('keeps each session by id, the latest state over the earlier', () => {
    expect(rememberedSession('a')).toBeUndefined();
    rememberSession('a', session('a'));
    rememberSession('a', session('a', 'agreed'));
    rememberSession('b', null);
    expect(rememberedSession('a')?.status).toBe('agreed');
    expect(rememberedSession('b')).toBeNull();
  });

  it('hands a read started ahead to the first screen that asks, once', async () => {
    let answer!: (value: IssueRecord) => void;
    shareRead(sessionReadKey('a'), () => new Promise<IssueRecord>((resolve) => (answer = resolve)), (value) => rememberSession('a', value));
    const taken = takeRead<IssueRecord>(sessionReadKey('a'));
    expect(taken).toBeDefined();
    expect(takeRead(sessionReadKey('a'))).toBeUndefined();
    answer(session('a'));
    expect((await taken)?.id).toBe('a');
    await settle();
    expect(rememberedSession('a')?.id).toBe('a');
  });

  it('keeps a read that has already answered until a screen takes it (the screen mounts after the sign-in check)', async () => {
    shareRead(sessionReadKey('a'), () => Promise.resolve(session('a')));
    await settle();
    expect((await takeRead<IssueRecord>(sessionReadKey('a')))?.id).toBe('a');
    expect(takeRead(sessionReadKey('a'))).toBeUndefined();
  });

  it('does not hand out a read kept longer than KEPT_READ_MAX_AGE_MS: it says what was true when the route opened', () => {
    shareRead(sessionReadKey('a'), () => Promise.resolve(session('a')));
    expect(takeRead(sessionReadKey('a'), Date.now() + KEPT_READ_MAX_AGE_MS + 1)).toBeUndefined();
    shareRead(sessionReadKey('a'), () => Promise.resolve(session('a')));
    expect(takeRead(sessionReadKey('a'), Date.now() + KEPT_READ_MAX_AGE_MS - 1_000)).toBeDefined();
  });

  it("drops only a session's safety-check reads when the check is answered (a loader run again read it before)", () => {
    shareRead(sessionReadKey('a'), () => Promise.resolve(session('a')));
    shareRead(safetyCheckReadKey('a', 'me@example.com'), () => Promise.resolve(null));
    shareRead(safetyCheckReadKey('b', 'me@example.com'), () => Promise.resolve(null));
    forgetReads((key) => !isSafetyCheckReadOf(key, 'a'));
    expect(takeRead(safetyCheckReadKey('a', 'me@example.com'))).toBeUndefined();
    expect(takeRead(sessionReadKey('a'))).toBeDefined();
    expect(takeRead(safetyCheckReadKey('b', 'me@example.com'))).toBeDefined();
  });

  it('starts one read when a loader asks twice', () => {
    const read = vi.fn(() => Promise.resolve(session('a')));
    shareRead(sessionReadKey('a'), read);
    shareRead(sessionReadKey('a'), read);
    expect(read).toHaveBeenCalledOnce();
  });

  it('drops the reads no screen took when the route moves on, but those it keeps', () => {
    shareRead(sessionReadKey('a'), () => Promise.resolve(session('a')));
    shareRead(sessionReadKey('b'), () => Promise.resolve(session('b')));
    forgetReads((key) => isReadOfSession(key, 'b'));
    expect(takeRead(sessionReadKey('a'))).toBeUndefined();
    expect(takeRead(sessionReadKey('b'))).toBeDefined();
  });

  it('forgets everything on sign-out, and a read sent before it does not put its answer back', async () => {
    let answer!: (value: IssueRecord) => void;
    rememberSession('b', session('b'));
    shareRead(sessionReadKey('a'), () => new Promise<IssueRecord>((resolve) => (answer = resolve)), (value) => rememberSession('a', value));
    forgetAll();
    expect(rememberedSession('b')).toBeUndefined();
    expect(takeRead(sessionReadKey('a'))).toBeUndefined();
    answer(session('a'));
    await settle();
    expect(rememberedSession('a')).toBeUndefined();
  });

  it('survives a read that fails, handing the failure to whoever takes it', async () => {
    shareRead(sessionReadKey('a'), () => Promise.reject(new Error('offline')));
    await expect(takeRead(sessionReadKey('a'))).rejects.toThrow('offline');
  });
});
