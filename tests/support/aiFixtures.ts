import type { BothSidesAnswers, PartyAnswers } from '../../amplify/ai';

export const party = (firstName: string, issue: string[], desiredOutcome: string[], whyOutcomeMatters: string[]): PartyAnswers => ({
  firstName,
  issue,
  desiredOutcome,
  whyOutcomeMatters,
});

/** Household chores: a clear task conflict, with some blame from one side. */
export const chores: BothSidesAnswers = {
  initiator: party(
    'Alex',
    ['You always leave the dishes in the sink and never help with the chores.'],
    ['Split the housework evenly.'],
    ["I'm exhausted after work and I feel taken for granted."],
  ),
  collaborator: party(
    'Sam',
    ['I get nagged about cleaning the moment I come home.'],
    ['A calmer evening routine, with chores on a schedule.'],
    ['I need time to decompress after my commute.'],
  ),
};

/** Co-founders on funding: a values conflict (beliefs, independence, security). */
export const funding: BothSidesAnswers = {
  initiator: party(
    'Maria',
    ['My co-founder wants to take VC money; I believe we should stay bootstrapped on principle.'],
    ['Keep control of the company and grow slowly.'],
    ['Independence and integrity matter to me more than fast growth.'],
  ),
  collaborator: party(
    'Jon',
    ['We are running out of runway and I believe our priorities are wrong.'],
    ['Raise a seed round this year.'],
    ['I believe the market window is closing and our team deserves security.'],
  ),
};

/** Colleagues on how they treat each other: a personality conflict. */
export const meetings: BothSidesAnswers = {
  initiator: party(
    'Dana',
    ['He interrupts me in every meeting and is condescending when I talk.'],
    ['I want you to listen and stop talking over me.'],
    ['I feel disrespected and humiliated in front of the team.'],
  ),
  collaborator: party(
    'Lee',
    ['She gets defensive and sarcastic whenever I give feedback.'],
    ['Honest feedback without the attitude.'],
    ['I hate walking on eggshells and feeling ignored.'],
  ),
};

/** Siblings and a parent's care: trust and fairness, i.e. values. */
export const parentCare: BothSidesAnswers = {
  initiator: party(
    'Priya',
    ['My brother lied about visiting Mum and it is unfair that I do everything.'],
    ['Be honest with me and share her care fairly.'],
    ['Family loyalty and trust are everything to me.'],
  ),
  collaborator: party(
    'Ravi',
    ['My sister does not trust me and treats me like I am not family.'],
    ['Be trusted to help in my own way.'],
    ['I believe respect between siblings matters more than keeping score.'],
  ),
};

export const SAMPLES = { chores, funding, meetings, parentCare };
