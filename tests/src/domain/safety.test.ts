import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP, HELP_SERVICES, countryOfLocale, helpFor } from '../../../src/domain/helpServices';
import { RECHECK_SKIPPED, SAFETY_QUESTIONS, SAFETY_QUESTION_IDS, recheckOutcome, safetyCleared, safetyOutcome } from '../../../src/domain/safety';
import { SESSION_PAUSED_LINE, pausedUpdateProblem } from '../../../src/domain/safetyPause';

const allNo = Object.fromEntries(SAFETY_QUESTION_IDS.map((id) => [id, false]));

describe('the safety check', () => {
  it('asks about eight behaviourally specific questions, two of them milder', () => {
    expect(SAFETY_QUESTIONS.length).toBeGreaterThanOrEqual(8);
    expect(SAFETY_QUESTIONS.filter((q) => q.milder).map((q) => q.id)).toEqual(['belittled', 'walkOnEggshells']);
    expect(SAFETY_QUESTIONS.map((q) => q.text('Sam')).every((text) => text.includes('Sam'))).toBe(true);
  });

  it('clears all no, cautions milder items only, pauses any other yes, and waits for every answer', () => {
    expect(safetyOutcome(allNo)).toEqual({ kind: 'clear' });
    expect(safetyOutcome({ ...allNo, belittled: true })).toEqual({ kind: 'caution' });
    expect(safetyOutcome({ ...allNo, belittled: true, afraid: true })).toEqual({ kind: 'pause' });
    for (const q of SAFETY_QUESTIONS.filter((question) => !question.milder)) expect(safetyOutcome({ ...allNo, [q.id]: true })).toEqual({ kind: 'pause' });
    expect(safetyOutcome({ ...allNo, courtOrder: null })).toEqual({ kind: 'unanswered', missing: ['courtOrder'] });
  });

  it('lets a person go on after all no, or after a caution they chose to go on from', () => {
    expect(safetyCleared({ outcome: 'clear' })).toBe(true);
    expect(safetyCleared({ outcome: 'caution' })).toBe(false);
    expect(safetyCleared({ outcome: 'caution', goOnAt: '2026-11-27T03:00:00Z' })).toBe(true);
    expect(safetyCleared({ outcome: 'pause', goOnAt: '2026-11-27T03:00:00Z' })).toBe(false);
    expect(safetyCleared(null)).toBe(false);
  });

  it('a paused session takes its closing and nothing else; nothing lifts the pause', () => {
    const paused = { safetyPausedAt: '2026-11-27T03:00:00Z' };
    expect(pausedUpdateProblem({ id: 'x', status: 'closed', closedAt: 'now', lastActivityAt: 'now' }, paused)).toBeNull();
    expect(pausedUpdateProblem({ id: 'x', safetyPausedAt: null }, paused)).toBe(SESSION_PAUSED_LINE);
    expect(pausedUpdateProblem({ id: 'x', collaboratorIssue: ['x'] }, paused)).toBe(SESSION_PAUSED_LINE);
    expect(pausedUpdateProblem({ id: 'x', status: 'accepted' }, paused)).toBe(SESSION_PAUSED_LINE);
    expect(pausedUpdateProblem({ id: 'x', collaboratorIssue: ['x'] }, {})).toBeNull();
  });

  it('gives help by country, and a default that always says to call the local emergency number', () => {
    expect(helpFor('gb')).toBe(HELP_SERVICES.GB);
    expect(helpFor('ZZ')).toBe(DEFAULT_HELP);
    expect(helpFor(null).services[0].what).toMatch(/call it/);
    expect(DEFAULT_HELP.services[0].name).toMatch(/emergency number/);
    for (const list of Object.values(HELP_SERVICES)) expect(list.services[0].what).toMatch(/danger right now/);
    expect(countryOfLocale('en-GB')).toBe('GB');
    expect(countryOfLocale('en')).toBeNull();
  });
});

describe('recheckOutcome: the check offered again at a check-in', () => {
  it('records a skip when the person passes this time and said yes to nothing', () => {
    expect(recheckOutcome({ skipped: true })).toEqual({ kind: RECHECK_SKIPPED });
    expect(recheckOutcome({ skipped: true, ...allNo })).toEqual({ kind: RECHECK_SKIPPED });
  });
  it('a yes given alongside a skip still counts: answered in full it pauses, otherwise the rest is asked for', () => {
    expect(recheckOutcome({ skipped: true, ...allNo, hurt: true })).toEqual({ kind: 'pause' });
    expect(recheckOutcome({ skipped: true, afraid: true }).kind).toBe('unanswered');
  });
  it('decides answers as the first check does', () => {
    expect(recheckOutcome({ ...allNo })).toEqual({ kind: 'clear' });
    expect(recheckOutcome({ ...allNo, belittled: true })).toEqual({ kind: 'caution' });
    expect(recheckOutcome({})).toEqual(safetyOutcome({}));
  });
});
