import { describe, expect, it } from 'vitest';
import { readSides } from '../../../../../amplify/ai/providers/builtin/sides';
import { FOLLOW_UPS } from '../../../../support/ai-scenarios/followUps';
import { SCENARIOS } from '../../../../support/ai-scenarios/scenarios';
import { party } from '../../../../support/aiFixtures';

describe('the topic strategies and steps name (“raise … at a planned time”)', () => {
  it('is a thing both name as a noun, not a word one uses as a verb (“calls me useless”) and the other as a noun (“the calls”)', () => {
    const tariq = party('Tariq', ['Paolo screams at me in front of the whole kitchen when the tickets pile up and calls me useless.'], ['if its serious talk to me after service, not in front of everyone'], ['i go home shaking']);
    const paolo = party('Paolo', ['Tariq freezes when it gets busy and the tickets pile up.'], ['he keeps up with the calls and says yes chef'], ['Every kitchen I worked in was like this']);
    const agreed = 'How we settle this: Tariq asks for “if its serious talk to me after service, not in front of everyone”, Paolo for “he keeps up with the calls and says yes chef”';
    expect(readSides(tariq, paolo, agreed, null).topic).not.toMatch(/calls/);
  });

  it('is never a weekday or a weekend: those say when, not what', () => {
    const { answers, id } = SCENARIOS.find((scenario) => scenario.id === 'neighbours-loft-conversion')!;
    expect(readSides(answers.initiator, answers.collaborator, FOLLOW_UPS[id].agreedIssue, null).topic).not.toMatch(/week(?:day|end)/);
  });

  it('is never a place only pointed at (“he basically lives here now”, “hes not here that much”)', () => {
    const tasha = party('Tasha', ['Gemmas boyfriend basically lives here now, 5 nights a week'], ['max 2 nights a week or he pays a share of the bills'], ['the heating bill went up 40 pound']);
    const gemma = party('Gemma', ['hes not here that much'], ['a few nights is fine'], ['i shouldnt have to ask permission in my own home']);
    expect(readSides(tasha, gemma, '', null).topic).not.toMatch(/\bhere\b/);
  });

  it('keeps no capital a word has only where a sentence or a quote starts, when someone also wrote it in lower case (“Climbing is …”)', () => {
    const nora = party('Nora', ['Owen signed up for a 90 a month climbing gym without telling me'], ['Cancel it or we take it out of his own spending money'], ['We are saving for a wedding and every month counts']);
    const owen = party('Owen', ['Its my health'], ['Keep it'], ['Climbing is the only thing that helps my back pain and my head after work']);
    const agreed = 'How we meet Nora’s request, “Cancel it or we take it out of his own spending money”, and Owen’s reason, “Climbing is the only thing that helps my back pain and my head after work”';
    expect(readSides(nora, owen, agreed, null).topic).toBe('the climbing');
  });

  it('keeps the capitals of a name of more than one word, even when its first word is also an ordinary one (“May Fair”, “we may need”)', () => {
    const ana = party('Ana', ['We always go to the May Fair and I pay.'], ['Split the May Fair costs'], ['We may need that money']);
    const ben = party('Ben', ['The May Fair is our thing.'], ['Keep the May Fair'], ['I love the May Fair']);
    expect(readSides(ana, ben, '', null).topic).toBe('May Fair');
  });
});

