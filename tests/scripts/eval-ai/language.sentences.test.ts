import { describe, expect, it } from 'vitest';
import { createGrammarChecker, sentencesOf } from '../../../scripts/eval-ai/language';

describe('grammar checking by sentence', () => {
  it('splits a text into sentences and list lines, but keeps a quotation whole', () => {
    expect(sentencesOf('Say: “Could we talk? You pick the time.” Then listen.\nAvoid: “Not now.”')).toEqual([
      'Say: “Could we talk? You pick the time.”',
      'Then listen.',
      'Avoid: “Not now.”',
    ]);
  });

  it('finds the same defects in a long text as in its sentences, and lints names as plain stand-ins', async () => {
    const grammar = await createGrammarChecker();
    const text = 'Mia and Tom agree on a split. Tom write the rota down.\nThey checks it on Sunday.';
    const found = await grammar.check(text, 'Mia Tom', ['Mia', 'Tom']);
    expect(found.map((defect) => defect.kind)).toContain('Agreement');
    // Harper reads "Mia" and "Sam" as acronyms; the parties' names never count as defects of the engine.
    expect(await grammar.check('Sam and Mia agree on a split.', '', ['Sam', 'Mia'])).toEqual([]);
  });

  it('does not count the parties\' own words against the engine, quoted whole or cut with “…” at either end', async () => {
    const grammar = await createGrammarChecker();
    const theirs = "I'm trying to make it work, I'm not saying no to the early finish.";
    const names = ['Nina', 'Paul'];
    expect(await grammar.check('Paul wrote “…I\'m not saying no to the early finish”.', theirs, names)).toEqual([]);
    expect(await grammar.check('Paul wrote “I\'m trying to make it work, I\'m not saying no to…”.', theirs, names)).toEqual([]);
    // A cut quotation that is not what they wrote is the engine's, and is linted in full.
    const changed = await grammar.check('Paul wrote “…we shuold talk about the finish”.', theirs, names);
    expect(changed.map((defect) => defect.kind)).toContain('Spelling');
  });

  it('does not count Harper’s known false positives on correct English, and only those', async () => {
    const grammar = await createGrammarChecker();
    expect(await grammar.check('I know you’re trying, and you’re not saying no to the early finish.', '', [])).toEqual([]);
    // The same lint where it is right still counts.
    expect((await grammar.check('I want no to go there.', '', [])).map((defect) => defect.kind)).toContain('Typo');
    // A decade ("the 70s") is correct English.
    expect(await grammar.check('I know you nursed children with measles in the 70s.', '', [])).toEqual([]);
  });
});
