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
});
