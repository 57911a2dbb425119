import { describe, expect, it } from 'vitest';
import { evaluateCrisis } from '../../../scripts/crisisEvaluation';
import { CRISIS_LABELLED } from '../../support/crisisLabelled';
import { CRISIS_RESPONSE, THREAT_NOT_PASSED_ON, crisisKinds, crisisStepFor, crisisWords } from '../../../src/domain/crisis';
import { threatProblem } from '../../../src/domain/crisisGuard';

describe('crisis words', () => {
  it('splits text into lower-case words, keeping apostrophes inside them (curly ones made straight)', () => {
    expect(crisisWords('I’ll NEVER hurt him, okay?')).toEqual(["i'll", 'never', 'hurt', 'him', 'okay']);
  });

  it('finds each kind of danger, and turns a phrase off after a close negation', () => {
    expect(crisisKinds('I want to end my life')).toEqual(['self-harm']);
    expect(crisisKinds('He has often hit me')).toEqual(['harmed']);
    expect(crisisKinds("I'm going to hurt you")).toEqual(['threat']);
    expect(crisisKinds("I'd never hurt him")).toEqual([]);
    expect(crisisKinds('He has never hit me')).toEqual([]);
    expect(crisisKinds('This deadline is killing me')).toEqual([]);
  });

  it('meets its floor on the labelled set of 150+ phrases: precision at least 0.9, recall at least 0.95', () => {
    const figures = evaluateCrisis(CRISIS_LABELLED);
    expect(figures.phrases).toBeGreaterThanOrEqual(150);
    expect(figures.safe).toBeGreaterThanOrEqual(50);
    expect(figures.precision).toBeGreaterThanOrEqual(0.9);
    expect(figures.recall).toBeGreaterThanOrEqual(0.95);
    expect(figures.wrongKind).toBe(0);
  });

  it('refuses to store a threat in any answer or the closing comment, and nothing else', () => {
    expect(threatProblem({ collaboratorIssue: ['The rent', 'I will kill you'] })).toBe(THREAT_NOT_PASSED_ON);
    expect(threatProblem({ closedComment: "You'll regret this" })).toBe(THREAT_NOT_PASSED_ON);
    expect(threatProblem({ initiatorIssue: ['He hit me', 'I want to die'] })).toBeNull();
    expect(threatProblem({ initiatorIssue: ["I'd never hurt him"] })).toBeNull();
  });
});

describe('the crisis step of a form (the invitation answers)', () => {
  const calm = ['We argue about the car', 'Share it fairly', 'I need it for work'];
  const danger = ['Sometimes I want to end my life over this', 'Share it fairly', 'I need it for work'];

  it('goes on with calm answers', () => {
    expect(crisisStepFor(calm, null)).toEqual({ kind: 'go-on' });
  });

  it('answers words of danger once, then the same answers go on; changed answers are answered again', () => {
    const first = crisisStepFor(danger, null);
    expect(first).toMatchObject({ kind: 'respond', message: CRISIS_RESPONSE });
    expect(crisisStepFor(danger, first.kind === 'respond' ? first.key : null)).toEqual({ kind: 'go-on' });
    const changed = [danger[0], 'Something else', danger[2]];
    expect(crisisStepFor(changed, first.kind === 'respond' ? first.key : null).kind).toBe('respond');
  });

  it('refuses a threat to the other person every time', () => {
    const threat = ['I will kill him if he takes the car', 'Share it fairly', 'I need it for work'];
    expect(crisisStepFor(threat, null)).toEqual({ kind: 'refuse', message: THREAT_NOT_PASSED_ON });
    expect(crisisStepFor(threat, threat.join('\n'))).toEqual({ kind: 'refuse', message: THREAT_NOT_PASSED_ON });
  });
});
