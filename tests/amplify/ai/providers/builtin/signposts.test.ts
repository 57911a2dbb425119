import { describe, expect, it } from 'vitest';
import { analyzeParty } from '../../../../../amplify/ai/providers/builtin/analysis';
import { withCallMemo } from '../../../../../amplify/ai/providers/builtin/callMemo';
import { pointOf, pointsIn, reportsOthers } from '../../../../../amplify/ai/providers/builtin/signposts';
import { builtinInferInterests } from '../../../../../amplify/ai/providers/builtin/solutions';
import { builtinProposeIssues } from '../../../../../amplify/ai/providers/builtin/proposeIssues';

const inCall = <T>(run: () => T) => withCallMemo(run);

describe('the point a signpost opens onto (issue 28: a long answer is read where it says its point is)', () => {
  it('drops the signpost of a request and the "for" it leaves behind', () => {
    expect(inCall(() => pointOf('What I would like is for the neighbour to trim the hedge before June.', 'desiredOutcome'))).toBe('the neighbour to trim the hedge before June.');
  });

  it('reads a request past an aside inside the signpost ("what i\'d like, and i know …, is")', () => {
    expect(inCall(() => pointOf("what i'd like, and i know it sounds odd, is a quiet hour after dinner each night", 'desiredOutcome'))).toBe('a quiet hour after dinner each night');
  });

  it('takes the point after a colon ("pretty simple: …")', () => {
    expect(inCall(() => pointOf('what i want is pretty simple: no phones at the dinner table on weekdays', 'desiredOutcome'))).toBe('no phones at the dinner table on weekdays');
  });

  it('drops the "that" of "the real issue is that …"', () => {
    expect(inCall(() => pointOf('The real issue for me is that my evenings always give way to his shifts.', 'issue'))).toBe('my evenings always give way to his shifts.');
  });

  it('keeps "it matters that …" whole: without it, a wish reads as a fact ("I have my privacy")', () => {
    const reason = 'It matters to me that I have my privacy in my own garden.';
    expect(inCall(() => pointOf(reason, 'whyOutcomeMatters'))).toBe(reason);
    expect(inCall(() => pointOf('It matters because our customers trust us with their savings.', 'whyOutcomeMatters'))).toBe('our customers trust us with their savings.');
  });

  it('keeps the sentence whole when the point would open on "to", or when too little is left', () => {
    const toStop = 'What I want is to stop arguing about the bins.';
    expect(inCall(() => pointOf(toStop, 'desiredOutcome'))).toBe(toStop);
    const short = 'What I want is peace.';
    expect(inCall(() => pointOf(short, 'desiredOutcome'))).toBe(short);
    const plain = 'I want the car on Fridays.';
    expect(inCall(() => pointOf(plain, 'desiredOutcome'))).toBe(plain);
  });

  it('reads "So …" after the background of an account as its conclusion, but not "so" that opens, a purpose or filler', () => {
    const account = "Right, so I've lived here three years. She's now here six nights a week. So I'm paying for a third person who isn't on the lease.";
    expect(inCall(() => pointsIn(account, 'issue', 2))).toEqual(["So I'm paying for a third person who isn't on the lease."]);
    expect(inCall(() => pointsIn('so this has been building for a long time. The remarks are every week.', 'issue', 2))).toEqual([]);
    expect(inCall(() => pointsIn('I work nights. So much has changed since then.', 'issue', 2))).toEqual([]);
    expect(inCall(() => pointsIn('The drums go on every night. So yeah, that is about it.', 'issue', 2))).toEqual([]);
    expect(inCall(() => pointsIn('The fence fell down. So we can both use the garden again.', 'issue', 2))).toEqual([]);
    // Only in the account of the issue: in a request, "So we can …" is its purpose, not the ask.
    expect(inCall(() => pointsIn('I want the fence rebuilt. So I am asking for half the cost of it.', 'desiredOutcome', 2))).toEqual([]);
  });

  it('reads a colon only where it ends the signpost, not in a time', () => {
    const request = 'What I would like is for us to sit down at 10:30 on Saturdays and go through the bills together.';
    expect(inCall(() => pointOf(request, 'desiredOutcome'))).toBe('us to sit down at 10:30 on Saturdays and go through the bills together.');
  });

  it('reads "honestly" opening a reason as its point, and quotes it without the "honestly"', () => {
    expect(pointOf('and honestly i feel like my opinion doesnt count', 'whyOutcomeMatters')).toBe('i feel like my opinion doesnt count');
    expect(pointOf('Honestly, I just want to be asked first', 'whyOutcomeMatters')).toBe('I just want to be asked first');
    // Not "honestly" inside a sentence, nor "honestly though".
    expect(pointOf('I am honestly fine with either', 'whyOutcomeMatters')).toBe('I am honestly fine with either');
    const kofi = { firstName: 'Kofi', issue: ['she booked it without talking to me. its on her arm forever'], desiredOutcome: ['wait six months and talk about where it goes'], whyOutcomeMatters: ['my family is very traditional and we are going to my cousins wedding in Accra in june. and honestly i feel like my opinion doesnt count'] };
    const freya = { firstName: 'Freya', issue: ['I am getting a half sleeve and Kofi acts like it is a crime'], desiredOutcome: ['for him to accept that its my body and my decision'], whyOutcomeMatters: ['its for my grandma, she drew the design'] };
    const statements = builtinProposeIssues({ initiator: freya, collaborator: kofi }).candidates.map((candidate) => candidate.statement).join('\n');
    expect(statements).toMatch(/“i feel like my opinion doesnt count”/);
    expect(statements).not.toMatch(/wedding in Accra/);
  });

  it('does not read "the problem was" as a signpost: it tells what happened', () => {
    expect(inCall(() => pointsIn('The heating broke again. The problem was fixed in March when the landlord came.', 'issue', 2))).toEqual([]);
  });

  it('for a signpost that only points onward, gives the sentence after it', () => {
    const text = "I've thought about this a lot. So here's what I'm asking for. First, that we split the bills evenly. Second, a rota.";
    expect(inCall(() => pointsIn(text, 'desiredOutcome', 2))).toEqual(['First, that we split the bills evenly.']);
    const either = "What I'd like is one of two things, and I'm fine with either. Either she pays towards the heating, or she stays three nights a week.";
    expect(inCall(() => pointsIn(either, 'desiredOutcome', 2))).toEqual(['Either she pays towards the heating, or she stays three nights a week.']);
  });
});

/** A request that comes after 700 characters of background: past the tagging budget. */
const background =
  'I have been going back and forth on this for weeks and I have talked to my sister, my friend from work and even my old landlord about it, and everyone says something different. ' +
  'We moved into the flat two years ago and at first everything was fine, we cooked together and shared the shopping and nobody kept score. ' +
  'Then his brother started coming round on Thursdays and then on Fridays and then most weekends, and I stopped saying anything because I did not want to be the difficult one. ' +
  'I know it is his home as much as mine and I know his brother has had a bad year. ';
const ines = {
  firstName: 'Ines',
  issue: ['His brother stays over most weekends and I never get the flat to myself.'],
  desiredOutcome: [`${background}What I would like is for his brother to stay over one weekend a month, agreed in advance.`],
  whyOutcomeMatters: ['I need one quiet place to rest after my night shifts.'],
};
const paulo = {
  firstName: 'Paulo',
  issue: ['Ines wants to limit when my brother can visit.'],
  desiredOutcome: ['My brother can stay when he needs to, he is going through a divorce.'],
  whyOutcomeMatters: ['Family looks after family.'],
};

describe('a signposted request past the tagging budget', () => {
  it('is tagged, so its words count as that side’s own, and is left out of the text read word by word', () => {
    const request = inCall(() => analyzeParty(ines).desiredOutcome[0]);
    expect(background.length).toBeGreaterThan(500);
    expect(request.pointsTagged).toBe(1);
    const tagged = request.sentences.flat().map((term) => term.text.toLowerCase());
    expect(tagged).toContain('advance');
    expect(request.unparsed).not.toMatch(/agreed in advance/);
  });

  it('is what the statements quote as her request, without its signpost', () => {
    const statements = builtinProposeIssues({ initiator: ines, collaborator: paulo }).candidates.map((candidate) => candidate.statement);
    const quotingInes = statements.filter((statement) => /Ines asks for “|Ines’s request, “/.test(statement));
    expect(quotingInes.length).toBeGreaterThan(0);
    for (const statement of quotingInes) expect(statement).toMatch(/his brother to stay over one weekend a month/);
    expect(statements.join('\n')).not.toMatch(/back and forth|What I would like/);
  });
});

describe('advice a long answer reports on the way to its point', () => {
  it('is someone else’s advice or view: "my sister thinks I should", "my husband says", "I asked my son … and he says"', () => {
    const reported = (plain: string) => reportsOthers(plain, 'whyOutcomeMatters');
    expect(reported("my friends keep saying just take it, and my sister thinks i should turn it down")).toBe(true);
    expect(reported('my husband says i should just send teo an invoice')).toBe(true);
    expect(reported('i asked my son to look up the rules and he says there are guidelines')).toBe(true);
    expect(reported("i talked to our advisor colette who said it's a judgement call")).toBe(true);
    // What a person did or promised is not advice: in a long answer "my sister" may be the other party.
    expect(reported('my sister told me she would pay back the money she borrowed for the deposit')).toBe(false);
    expect(reported('i want my son to see us being kind to each other')).toBe(false);
    expect(reported('she says i am too sensitive')).toBe(false);
    // A sentence that signposts the writer's own point stays theirs.
    expect(reported('it matters because my family thinks we should stay together and so do i')).toBe(false);
  });

  it('does not choose what matters most to the writer', () => {
    const background =
      'I have lived here for thirty years and I have always got on with the people next door, I used to water their plants when they were away. ' +
      'I asked my son to look up the rules and he says there are guidelines about cameras, but I would rather sort it out as neighbours. ';
    const nell = {
      firstName: 'Nell',
      issue: ['Tom put up a security camera that looks straight over my back garden.'],
      desiredOutcome: [`${background}What I would like is for the camera to be turned away from my garden.`],
      whyOutcomeMatters: ['It matters to me that I have my privacy in my own garden.'],
    };
    const tom = {
      firstName: 'Tom',
      issue: ['My van was broken into twice.'],
      desiredOutcome: ['The camera stays where it is.'],
      whyOutcomeMatters: ['Those tools are my living.'],
    };
    const { precedencePrinciple, initiatorInterests } = builtinInferInterests({ agreedIssue: '', conflictType: 'values', initiator: nell, collaborator: tom });
    expect(initiatorInterests.map((interest) => interest.label).join(' | ')).not.toMatch(/\bson\b/);
    expect(precedencePrinciple.human).not.toMatch(/\bson\b/);
  });
});
