import { describe, expect, it } from 'vitest';
import { conceptById } from '../../../../../amplify/ai/providers/builtin/concepts';
import { conceptReads as reads } from '../../../../support/conceptReads';

describe('concept cues: what an answer is about, not every word it uses (issue 28)', () => {
  it('reads time with a pet the two share, not any pet named', () => {
    expect(reads('schedule.pet', "After Dad died Ruben took Dad's dog without asking anyone.")).toBe(true);
    expect(reads('schedule.pet', 'I want more weekends with the dog.')).toBe(true);
    expect(reads('schedule.pet', 'The dog next door barks from 8 till 6 every weekday.')).toBe(false);
    expect(reads('schedule.pet', 'adopt a rescue dog this spring')).toBe(false);
    expect(reads('schedule.pet', 'we take the dog out at seven')).toBe(false);
  });

  it('reads cleaning at home as a chore, not cleaning the data at work', () => {
    expect(reads('chores.split', 'I cook and then I am the one cleaning the kitchen')).toBe(true);
    expect(reads('chores.split', 'who cleans the bathroom')).toBe(true);
    expect(reads('chores.split', 'I spent three weeks building the analysis, cleaning the data, doing the model')).toBe(false);
    expect(reads('chores.split', 'she cleans up the spreadsheet every Friday')).toBe(false);
    for (const work of ['I clean up the data every week', 'cleaning all the data', 'cleaning the survey data', 'cleaning the database']) expect(reads('chores.split', work), work).toBe(false);
    expect(reads('chores.split', 'nobody helps clean up after the party')).toBe(true);
  });

  it('reads someone going quiet as withdrawing, not as a wish for quiet', () => {
    expect(reads('noise.quiet', 'the kids have started going quiet when they hear his car')).toBe(false);
    expect(reads('talk.pause', 'the kids have started going quiet when they hear his car')).toBe(true);
    expect(reads('noise.quiet', 'quiet hours after 10 on weeknights')).toBe(true);
    expect(reads('noise.quiet', 'I need it quiet while I sleep')).toBe(true);
  });

  it('reads a call for a public correction from blame and record words, not from being told off in front of people', () => {
    expect(reads('work.public-blame', 'She blamed me by name in the all-hands')).toBe(true);
    expect(reads('work.public-blame', 'if its serious talk to me after service, not in front of everyone')).toBe(false);
    expect(reads('work.feedback', 'he screams at me in front of everyone')).toBe(true);
  });

  it('reads office days from office words, not from someone saying they work from home', () => {
    expect(reads('schedule.office', 'I want two office days a week, not three')).toBe(true);
    expect(reads('schedule.office', 'i work from home and the barking is constant')).toBe(false);
  });

  it('reads a yard as a garden only when it is someone’s, not the yard a firm parks its van in', () => {
    expect(reads('space.garden', 'your oak drops leaves all over my yard')).toBe(true);
    expect(reads('space.garden', 'I have a yard and I am home all day')).toBe(true);
    expect(reads('space.garden', 'i have to get dropped at the yard by 6:30')).toBe(false);
    expect(reads('space.garden', 'van stays at the yard overnight')).toBe(false);
  });

  it('reads a holiday to share, not last Christmas named as when something happened', () => {
    expect(reads('schedule.holiday', 'we always spend christmas with your parents')).toBe(true);
    expect(reads('schedule.holiday', 'Last christmas it was 3 hours late and the dinner was ruined')).toBe(false);
  });

  it('reads children shouted at or scared as their safety', () => {
    expect(reads('space.kids-safety', 'he never shouts at my children again')).toBe(true);
    expect(reads('space.kids-safety', 'He yelled at my 7 year old over the fence')).toBe(true);
    expect(reads('space.kids-safety', 'my son is scared to play outside now')).toBe(true);
    expect(reads('space.kids-safety', 'the kids keep it down on the stairs')).toBe(false);
  });

  it('reads a study decision, not "of course", school nights or having got through uni', () => {
    expect(reads('decision.study', 'a cooking course instead of law')).toBe(true);
    expect(reads('decision.study', 'of course I want him to be happy')).toBe(false);
    expect(reads('decision.study', 'she comes home at 1am on school nights')).toBe(false);
    expect(reads('decision.study', 'I keep track of every appointment and school form')).toBe(false);
    expect(reads('decision.study', 'I worked in restaurants to get through uni')).toBe(false);
  });

  it('reads going back to uni, a masters or changing careers as a decision about studies', () => {
    expect(reads('decision.study', 'i want to go back to uni')).toBe(true);
    expect(reads('decision.study', 'a part time masters while she keeps working')).toBe(true);
    expect(reads('decision.study', 'this is my last chance to change careers')).toBe(true);
    expect(reads('decision.study', 'my university friends')).toBe(true);
    expect(reads('decision.study', 'the universe is against me')).toBe(false);
  });

  it('reads ill health behind a silence', () => {
    expect(reads('talk.health', 'I get migraines and I need quiet')).toBe(true);
    expect(reads('talk.health', 'when my head is splitting')).toBe(true);
    expect(reads('talk.health', 'he goes quiet for days')).toBe(false);
  });
});


const study = conceptById.get('decision.study')!;

describe('concepts: a decision about studies', () => {
  it('is a school, a degree or a course to choose, not the place where children are', () => {
    expect(study.cue.test('she wants to drop out of law school')).toBe(true);
    expect(study.cue.test('he should finish school first')).toBe(true);
    expect(study.cue.test('the kids at school will make fun of him')).toBe(false);
    expect(study.cue.test('the school moved pickup to 3')).toBe(false);
  });
});

describe('concepts: pay for extra hours and a holiday to plan', () => {
  const pay = conceptById.get('money.pay')!;
  const holiday = conceptById.get('schedule.holiday')!;

  it('reads unpaid work as pay, and unpaid invoices or rent as money owed', () => {
    expect(pay.cue.test('three months of unpaid overtime')).toBe(true);
    expect(pay.cue.test('i did the weekend unpaid')).toBe(true);
    expect(pay.cue.test('we have 38k in unpaid invoices')).toBe(false);
    expect(pay.cue.test('two months of unpaid rent')).toBe(false);
  });

  it('reads a holiday to plan, not a visit dated by one', () => {
    expect(holiday.cue.test('every single christmas we go to her parents')).toBe(true);
    expect(holiday.cue.test('keep christmas at my parents')).toBe(true);
    expect(holiday.cue.test('rory visited at christmas and that was it')).toBe(false);
  });
});

describe('concepts: how two people talk, read from what they describe (issue 28)', () => {
  it('reads remarks in front of family or friends, not in front of a team (workplace feedback has its own options)', () => {
    expect(reads('talk.in-front', 'She criticises me in front of her sister')).toBe(true);
    expect(reads('talk.in-front', 'he did it in front of the kids again')).toBe(true);
    expect(reads('talk.in-front', 'my manager corrected me in front of the team')).toBe(false);
  });

  it('reads the car from driving words, not from a driveway or "drive" in another sense', () => {
    expect(reads('talk.car', 'whenever i drive and Jonas is in the car he gasps')).toBe(true);
    expect(reads('talk.car', 'says BRAKE when im already braking')).toBe(true);
    expect(reads('talk.car', 'their van blocks our driveway every morning')).toBe(false);
    expect(reads('talk.car', 'the deadlines drive me mad')).toBe(false);
    // A place something was said is not a row about driving (issue 28, long answers).
    expect(reads('talk.car', 'my daughter asked me in the car if i was a failure')).toBe(false);
  });

  it('reads thanks and news from far away', () => {
    expect(reads('talk.thanks', 'He has never once said thank you')).toBe(true);
    expect(reads('talk.thanks', 'I feel taken for granted')).toBe(true);
    expect(reads('talk.distance', 'jo hangs up on me when i ask a simple question')).toBe(true);
    expect(reads('talk.distance', 'i live far away and cant see him myself')).toBe(true);
    expect(reads('talk.distance', 'the phone bill is in my name')).toBe(false);
  });
});

describe('concepts: being dismissed', () => {
  it('reads eye-rolling and walking off, not a walk or a roll call', () => {
    expect(reads('talk.dismissive', 'you roll your eyes and walk off. EVERY TIME.')).toBe(true);
    expect(reads('talk.dismissive', 'to be listened to without the eye rolling')).toBe(true);
    expect(reads('talk.dismissive', 'we walk the dog off the lead')).toBe(false);
    expect(reads('talk.dismissive', 'a roll call at the start of each meeting')).toBe(false);
  });
});

describe('concept cues: a word in the sense the conflict uses it, not every sense it has (issue 28)', () => {
  it('reads calls as contact, not as name-calling', () => {
    expect(reads('schedule.contact', 'he never calls me back')).toBe(true);
    expect(reads('schedule.contact', 'craig calls me a snowflake in the family group chat')).toBe(false);
    expect(reads('schedule.contact', 'chef calls me a muppet in front of everyone')).toBe(false);
    expect(reads('schedule.contact', 'she calls me if she is upset')).toBe(true);
    // A name said to someone is no call (issue 28, long answers: "he laughed and said 'ok mum'… or call me mum").
    expect(reads('schedule.contact', "he doesnt laugh it off or call me mum, just takes it seriously")).toBe(false);
    expect(reads('schedule.contact', 'dont call me dramatic in the group')).toBe(false);
    expect(reads('schedule.contact', 'I just want him to call me.')).toBe(true);
  });

  it('reads a promotion from the way up, not from a job title that says "senior"', () => {
    expect(reads('work.promotion', 'A clear, written path to senior, with dates')).toBe(true);
    expect(reads('work.promotion', 'I was passed over for promotion again')).toBe(true);
    expect(reads('work.promotion', 'I was offered the senior conservator post in Glasgow')).toBe(false);
    expect(reads('work.promotion', 'the juniors need someone senior in the room')).toBe(false);
  });

  it('reads a move for a job, a security camera and a client to refuse, not the same words in other senses', () => {
    expect(reads('decision.relocate', 'he says he will not move')).toBe(true);
    expect(reads('decision.relocate', "I can't just move to Scotland")).toBe(true);
    expect(reads('decision.relocate', "we can't move forward until the loan is paid")).toBe(false);
    expect(reads('decision.relocate', 'my parents live 200 miles away')).toBe(false);
    expect(reads('decision.relocate', "if something happened to mum and I was 400 miles away I'd never forgive myself")).toBe(true);
    expect(reads('space.camera', 'he put up a camera that looks straight over my garden')).toBe(true);
    expect(reads('space.camera', 'the camera on the phone is broken')).toBe(false);
    expect(reads('space.camera', 'there is footage of the party online')).toBe(false);
    expect(reads('work.clients', 'Take the contract, we need the money.')).toBe(true);
    expect(reads('work.clients', 'I will not take their money any more, they control us with it')).toBe(false);
    expect(reads('work.promotion', 'Mum wants to move to senior living')).toBe(false);
    expect(reads('work.promotion', 'the garden path to the gate is blocked')).toBe(false);
  });

  it('reads notes instead of talking as a wish to be told directly', () => {
    expect(reads('talk.direct', 'Imogen leaves passive-aggressive notes instead of talking to me')).toBe(true);
    expect(reads('talk.direct', 'If something bothers her, she tells me to my face.')).toBe(true);
    expect(reads('talk.direct', 'she left a note on the kettle again')).toBe(true);
    expect(reads('talk.direct', 'I took notes in the meeting')).toBe(false);
  });

  it('reads a holiday to plan, not one that only dates something else', () => {
    expect(reads('schedule.holiday', 'we always spend christmas at your mum’s')).toBe(true);
    expect(reads('schedule.holiday', 'he shadows me on quotes till christmas')).toBe(false);
    expect(reads('schedule.holiday', 'the report has to be done by christmas')).toBe(false);
  });

  it('reads sleep a noise takes away, not sleep someone goes without', () => {
    expect(reads('noise.quiet', 'I cannot sleep with the bass through the wall')).toBe(true);
    expect(reads('noise.quiet', 'i cant operate a digger on no sleep')).toBe(false);
  });

  it('reads selling a house, not selling anything', () => {
    expect(reads('decision.house', 'he wants to sell the house right away')).toBe(true);
    expect(reads('decision.house', 'selling up would break mum’s heart')).toBe(true);
    expect(reads('decision.house', 'no selling user data, ever')).toBe(false);
    expect(reads('decision.house', 'keep the house in the family')).toBe(true);
    expect(reads('decision.house', 'he mocks me in the family group chat')).toBe(false);
  });

  it('reads money costs, not the time something costs', () => {
    expect(reads('money.bills', 'the repair costs 400')).toBe(true);
    expect(reads('money.bills', 'every interruption costs me 20 minutes to get back into the code')).toBe(false);
  });

  it('reads respect for a person, not for a garden or for someone’s choices', () => {
    expect(reads('talk.respect', 'I want him to speak to me with respect')).toBe(true);
    expect(reads('talk.respect', 'she was rude to me in front of the kids')).toBe(true);
    expect(reads('talk.respect', 'respect my garden')).toBe(false);
    expect(reads('talk.respect', 'I respect her choices but she has to respect mine')).toBe(true);
    expect(reads('talk.respect', 'they should respect our boundaries')).toBe(false);
  });

  it('reads an event still to plan, not one already past or one in a list of every such thing', () => {
    expect(reads('family.event', 'her wedding is in june and she wants me to give a speech')).toBe(true);
    expect(reads('family.event', 'the funeral is on friday and nothing is booked')).toBe(true);
    expect(reads('family.event', 'Dad met Evelyn online four months after mums funeral')).toBe(false);
    expect(reads('family.event', 'he wants us to fly there for every wedding in his family')).toBe(false);
    expect(reads('family.event', 'I keep track of every appointment, birthday, school form and bill')).toBe(false);
  });

  it('reads helping family with money, not with childcare', () => {
    expect(reads('money.family-help', 'My brother was about to lose his flat and I helped him with the rent')).toBe(true);
    expect(reads('money.family-help', 'I helped my sister with 3000 from our savings')).toBe(true);
    expect(reads('money.family-help', 'I want to help my sister but I also need a life of my own')).toBe(false);
  });

  it('reads a decision about studies, not children starting school', () => {
    expect(reads('decision.study', 'she wants to leave school and train as a chef')).toBe(true);
    expect(reads('decision.study', 'keep the three days until september when they start school')).toBe(false);
    expect(reads('decision.study', 'last month a girl from her school was hit by a car')).toBe(false);
    expect(reads('decision.study', 'he wants to go back to law school')).toBe(true);
  });

  it('reads children’s safety, not a fear of something else', () => {
    expect(reads('space.kids-safety', 'my kids are terrified')).toBe(true);
    expect(reads('space.kids-safety', 'she is terrified of hospitals and of dying')).toBe(false);
  });

  it('reads thanks, not the manners of "please and thank you"', () => {
    expect(reads('talk.thanks', 'a thank you now and then')).toBe(true);
    expect(reads('talk.thanks', 'in service there is no time for please and thank you')).toBe(false);
  });

  it('reads being told the truth, not being told about someone\'s day or told off', () => {
    expect(reads('trust.honesty', 'tell me the truth')).toBe(true);
    expect(reads('trust.honesty', 'tell me when something is wrong')).toBe(true);
    expect(reads('trust.honesty', 'she waits to tell me about her whole day')).toBe(false);
    expect(reads('trust.honesty', 'he can tell me im slow, just without the names')).toBe(false);
  });

  it('reads music practice as noise, not a physio or a GP practice', () => {
    expect(reads('noise.activity', 'band practice in the garage until eleven')).toBe(true);
    expect(reads('noise.activity', 'he practises the drums every night')).toBe(true);
    expect(reads('noise.activity', 'Tom says he cannot move because of his physio practice in Leeds')).toBe(false);
  });

  it('reads a move to another city for a job, not moving in together', () => {
    expect(reads('decision.relocate', 'I want to accept it and for us to move to Edinburgh by March')).toBe(true);
    expect(reads('decision.relocate', 'Aisha wants us to move to Edinburgh for her new job')).toBe(true);
    expect(reads('decision.relocate', 'he wants us to move in together this summer')).toBe(false);
  });

  it('reads a choice of school or studies, not a child who has just started secondary school', () => {
    expect(reads('decision.study', 'she wants to go to art school and I want her to finish her degree')).toBe(true);
    expect(reads('decision.study', "Ella's just started secondary school")).toBe(false);
    expect(reads('decision.study', 'Ella is anxious about the new school and needs routine')).toBe(false);
  });

  it('reads who has the allergy, said in the first person, not the owner offering an air purifier', () => {
    expect(reads('space.allergic-self', "I'm allergic to cats, I get asthma, not just sneezing.")).toBe(true);
    expect(reads('space.allergic-self', 'I ended up in A&E once from a cat')).toBe(true);
    expect(reads('space.allergic-self', "Let Biscuit live here and I'll buy an air purifier for the living room.")).toBe(false);
    expect(reads('space.allergic-self', 'Dev says no because of his allergy')).toBe(false);
  });
});
