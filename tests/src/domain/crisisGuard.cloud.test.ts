/**
 * A threat to the other person is not passed on, in any later free text either (src/domain/
 * crisisGuard.ts; docs/rules.md, "Safety"): through the real aws-amplify client against the local
 * cloud, the Issue's update pipeline refuses it with the message the writer reads, and the other
 * side reads nothing of it.
 */
import { describe, expect, it } from 'vitest';
import { THREAT_NOT_PASSED_ON } from '../../../src/domain/crisis';
import { actAs, dataClient, newAccount, respond, startSession } from '../../support/amplifyAgainstCloud';
import { localCloudPerFile } from '../../support/localCloudPerFile';

const cloud = localCloudPerFile('crisis-guard');

const THREAT = "I know where you live. You'll regret this.";

describe('the later free texts', () => {
  it('a threat in a wording, a commitment or a check-in note is refused and never reaches the other side', async () => {
    const initiator = await newAccount(cloud(), 'Ines');
    const collaborator = await newAccount(cloud(), 'Carl');
    const id = await startSession(initiator, collaborator);
    await respond(collaborator, id);

    await actAs(initiator);
    const writes = [
      { initiatorProposedIssue: THREAT },
      { initiatorCommitmentsJson: JSON.stringify({ commitments: [{ when: 'he comes late', will: 'make him pay' }], trialDays: 14 }) },
      { initiatorCheckInJson: JSON.stringify({ checkIn: 1, kept: {}, fairness: 3, talking: 3, note: THREAT }) },
    ];
    for (const write of writes) {
      const { errors } = await dataClient().models.Issue.update({ id, ...write });
      expect(errors?.[0]?.message).toBe(THREAT_NOT_PASSED_ON);
    }
    // The same field without a threat is not refused for its words.
    const calm = await dataClient().models.Issue.update({ id, initiatorProposedIssue: 'How we share the car at weekends' });
    expect(calm.errors?.[0]?.message).not.toBe(THREAT_NOT_PASSED_ON);

    await actAs(collaborator);
    const { data } = await dataClient().models.Issue.get({ id });
    expect(JSON.stringify(data)).not.toMatch(/regret|know where you live|make him pay/);
  });
});
