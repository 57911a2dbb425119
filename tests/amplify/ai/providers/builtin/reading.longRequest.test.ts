import { describe, expect, it } from 'vitest';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';

/**
 * A long answer: background and hedging first, the ask after it. Each answer opens differently,
 * as people write them, and the background shares words with the other answers ("talked",
 * "everything"), which is what used to make it the quoted "request".
 */
const maria = {
  firstName: 'Maria',
  issue: [
    'So this has been going on since the spring, when things started getting worse, and my brother and I have talked on the phone about it maybe ten times without getting anywhere at all. Mom cannot stay alone at night anymore since she wandered out twice.',
  ],
  desiredOutcome: [
    'Honestly I have gone back and forth on this a lot and I have read everything I could find, talked to her doctor, and visited a few places over the last month. I want Mom in a memory care home near me, with the cost shared between the three of us.',
  ],
  whyOutcomeMatters: [
    'I am the one who lives closest, so everything falls on me, every single week, and nobody else sees how much it takes. I cannot keep driving there every night and still keep my job.',
  ],
};
const tomasz = {
  firstName: 'Tomasz',
  issue: ['Maria wants to put Mom in a home.'],
  desiredOutcome: ['Hire a caregiver at her house for the nights.'],
  whyOutcomeMatters: ['Moving her would confuse her and she loves her garden.'],
};

describe('the request in a long answer, said after a preamble (issue 28: read all of it)', () => {
  const statements = builtinProposeIssues({ initiator: maria, collaborator: tomasz }).candidates.map((candidate) => candidate.statement);

  it('quotes the sentence that asks outright, not the background before it', () => {
    const quotingMaria = statements.filter((statement) => /Maria asks for “|Maria’s request, “/.test(statement));
    expect(quotingMaria.length).toBeGreaterThan(0);
    for (const statement of quotingMaria) expect(statement).toMatch(/memory care home/);
    expect(statements.join('\n')).not.toMatch(/back and forth/);
  });

  it('counts the words of an ask past the first 150 characters as hers: the statement setting the two requests side by side is offered', () => {
    expect(statements).toContain('How we settle Mom’s care: Maria asks for “I want Mom in a memory care home near me”, Tomasz for “Hire a caregiver at her house for the nights”');
  });
});

describe('a condition is not a request ("if we need …")', () => {
  const priya = {
    firstName: 'Priya',
    issue: ['We are short of cash for the next three months, and a payday lender offered us a contract.'],
    desiredOutcome: [
      'I have thought about it for a week and talked to our advisor. I want us to turn QuickLoans down. If we need cash I would rather we both take a pay cut for three months, I will go first.',
    ],
    whyOutcomeMatters: ['I would rather take a pay cut than build things that hurt people like my dad.'],
  };
  const marc = {
    firstName: 'Marc',
    issue: ['We have four months of runway and a contract on the table.'],
    desiredOutcome: ['Take the contract and keep the company alive.'],
    whyOutcomeMatters: ['Without money there is no company.'],
  };

  it('quotes the sentence that asks, not the one that says what would happen "if we need" something', () => {
    const statements = builtinProposeIssues({ initiator: priya, collaborator: marc }).candidates.map((candidate) => candidate.statement);
    const quotingPriya = statements.filter((statement) => /Priya asks for “|Priya’s request, “/.test(statement));
    expect(quotingPriya.length).toBeGreaterThan(0);
    for (const statement of quotingPriya) expect(statement).toMatch(/turn QuickLoans down/);
  });
});
