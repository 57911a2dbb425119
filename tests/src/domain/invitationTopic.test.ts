import { describe, expect, it } from 'vitest';
import { TOPIC_FIXED_ONCE_SENT, TOPIC_REQUIRED, topicProblem, topicUpdateProblem } from '../../../src/domain/invitationTopic';
import { issueUpdateProblem } from '../../../src/domain/issueUpdateRules';
import { LIMITS, LIMIT_MESSAGES } from '../../../src/domain/limits';

describe('the invitation topic as typed', () => {
  it('must say something, in one line of at most the limit (counted trimmed, as it is saved)', () => {
    expect(topicProblem('   ')).toBe(TOPIC_REQUIRED);
    expect(topicProblem(`  ${'x'.repeat(LIMITS.topic)}  `)).toBeNull();
    expect(topicProblem('x'.repeat(LIMITS.topic + 1))).toBe(LIMIT_MESSAGES.topic);
  });
});

describe('the invitation topic once the invitation went out', () => {
  it('may change until the invitation is sent, then only be written as it is', () => {
    const change = { invitationTopic: 'Something else' };
    expect(topicUpdateProblem(change, { invitationTopic: 'Caring for our mother', inviteEmailStatus: 'pending' })).toBeNull();
    expect(topicUpdateProblem(change, { invitationTopic: 'Caring for our mother', inviteEmailStatus: 'sent' })).toBe(TOPIC_FIXED_ONCE_SENT);
    expect(topicUpdateProblem({ invitationTopic: 'Caring for our mother' }, { invitationTopic: 'Caring for our mother', inviteEmailStatus: 'sent' })).toBeNull();
    expect(topicUpdateProblem({ lastActivityAt: 'now' }, { invitationTopic: 'Caring for our mother', inviteEmailStatus: 'sent' })).toBeNull();
  });

  it('is part of the update guard', () => {
    expect(issueUpdateProblem({ id: 's1', invitationTopic: 'Another' }, { invitationTopic: 'First', inviteEmailStatus: 'sent', status: 'created' } as never)).toBe(TOPIC_FIXED_ONCE_SENT);
  });
});
