import { describe, expect, it } from 'vitest';
import { conceptReads as reads } from '../../../../support/conceptReads';

describe('concept cues: the sense a solution was written for, not a passing word (issue 28, fit)', () => {
  it('reads a pay rise, not raising money or a concern', () => {
    expect(reads('money.pay', 'we should not raise at all this year')).toBe(false);
    expect(reads('money.pay', 'I want to raise it with the team')).toBe(false);
    expect(reads('money.pay', 'I was promised a raise in March')).toBe(true);
  });

  it('reads a fence or shed on the boundary, not what happens over a fence or what is kept in a shed', () => {
    expect(reads('space.boundary', 'he yelled at my son over the fence')).toBe(false);
    expect(reads('space.boundary', 'the bikes are kept in the shed')).toBe(false);
    expect(reads('space.boundary', 'the fence between our gardens is falling down')).toBe(true);
  });

  it('reads picking up children, not picking up a phone', () => {
    expect(reads('schedule.school-run', 'he never picks up when I call, pick up my phone for once')).toBe(false);
    expect(reads('schedule.school-run', 'the nursery pick-up is at 5:30')).toBe(true);
  });

  it('reads parking, not a note telling someone to learn to park', () => {
    expect(reads('space.parking', 'she leaves notes on my car, "learn to park, idiot"')).toBe(false);
    expect(reads('space.parking', 'his visitors park across my driveway')).toBe(true);
    // A car cleared out or a drive (a journey) blocked by traffic is no parking.
    expect(reads('space.parking', 'we clear the car out before the trip')).toBe(false);
    expect(reads('space.parking', 'the long drive is blocked by traffic every friday')).toBe(false);
    expect(reads('space.parking', 'his van blocks my driveway')).toBe(true);
  });

  it('reads a work hand-over, not a child hand-over, a software release or a code freeze as a pause', () => {
    expect(reads('work.handover', 'the handover of the kids on Sunday is always late')).toBe(false);
    expect(reads('work.handover', 'the release went out late again')).toBe(false);
    expect(reads('work.handover', 'the spec freeze keeps moving')).toBe(true);
    expect(reads('talk.pause', 'the code freeze is on Friday')).toBe(false);
    expect(reads('talk.pause', 'I freeze when he shouts')).toBe(true);
  });

  it('reads a credit card as a debt, not as credit for work', () => {
    expect(reads('work.credit', 'we only just cleared the credit card')).toBe(false);
    expect(reads('money.debt', 'we only just cleared the credit card')).toBe(true);
    expect(reads('work.credit', 'he took the credit for my slides')).toBe(true);
    expect(reads('money.debt', 'Fix it and pay cash. No new debt.')).toBe(true);
  });

  it('reads faith, not good faith', () => {
    expect(reads('family.faith', 'I shared the figures in good faith')).toBe(false);
    expect(reads('family.faith', 'my faith matters to me')).toBe(true);
  });

  it('reads privacy from checking, not from feeling like a criminal', () => {
    expect(reads('trust.privacy', 'I feel like a criminal in my own building')).toBe(false);
    expect(reads('trust.privacy', 'he checks my phone every night')).toBe(true);
  });

  it('reads a cover rota, not covering a taxi', () => {
    expect(reads('work.cover', 'I can cover the taxi this week')).toBe(false);
    expect(reads('work.cover', 'someone has to cover the weekend shifts')).toBe(true);
  });

  it('reads opening hours, not the busiest day', () => {
    expect(reads('work.opening', 'Saturday is the busiest day at the market')).toBe(false);
    expect(reads('work.opening', 'we open on Saturdays from 9 to 2')).toBe(true);
  });

  it('reads money of one’s own, not a child’s pocket money', () => {
    expect(reads('money.own', 'she gives the kids pocket money behind my back')).toBe(false);
    expect(reads('money.own', 'I want some money of my own')).toBe(true);
  });

  it('reads a deposit saved for, not one a parent helped with', () => {
    expect(reads('money.goal', 'your parents helped with your deposit years ago')).toBe(false);
    expect(reads('money.goal', 'we are saving for a deposit')).toBe(true);
  });

  it('reads money owed between the two, not a bank or student loan', () => {
    expect(reads('money.repay', 'I still have my student loan to pay off')).toBe(false);
    expect(reads('money.repay', 'we took a loan from the bank for the van')).toBe(false);
    expect(reads('money.repay', 'he borrowed 3,000 and never paid it back')).toBe(true);
  });

  it('reads a bill by use, not working from home alone', () => {
    expect(reads('money.by-use', 'I work from home and the barking is constant')).toBe(false);
    expect(reads('money.by-use', 'she works from home so the heating is on all day')).toBe(true);
  });


  it('reads saying it face to face as wanting it said directly', () => {
    expect(reads('talk.direct', 'She talks to me face to face if something is wrong, no more notes')).toBe(true);
  });

  it('reads staying in one’s own home, not leaving someone’s house after a visit', () => {
    expect(reads('care.at-home', 'I still feel like a disappointment when I leave his house')).toBe(false);
    expect(reads('care.at-home', 'she does not want to leave her house')).toBe(true);
    expect(reads('care.at-home', 'Mom wants to stay in her own home')).toBe(true);
  });

  it('reads a grown child moving out, not the two of them moving home together', () => {
    expect(reads('decision.move-out', 'wait two years until we move out of the one bedroom flat')).toBe(false);
    expect(reads('decision.move-out', 'he is 27 and still living at home, he should move out')).toBe(true);
  });

  it('reads noise, not a temper: a person who gets loud is no noise to set quiet hours for', () => {
    expect(reads('noise.quiet', 'I am passionate, I get loud, I am not a monster')).toBe(false);
    expect(reads('noise.quiet', 'the music is so loud I cannot think')).toBe(true);
  });
});

