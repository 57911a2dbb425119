import { describe, expect, it } from 'vitest';
import { contentRoots, createGrammarChecker, mentionsAny, overlap } from '../../../scripts/eval-ai/language';
import { SAME_THING_OVERLAP } from '../../../scripts/eval-ai/thresholds';

describe('eval language measures', () => {
  it('matches concern words on their roots', () => {
    expect(mentionsAny('How we decide whether to raise the seed round', ['raising', 'runway'])).toBe('raising');
    expect(mentionsAny('How we plan around the kids', ['kid'])).toBe('kid');
    expect(mentionsAny('How we plan the weekend', ['seed round'])).toBeUndefined();
  });

  it('counts a reworded statement as the same thing and a different angle as distinct', () => {
    const names = ['Alex', 'Sam'];
    const same = overlap(contentRoots('How we split the chores fairly', names), contentRoots('How we share the chores fairly', names));
    expect(same).toBeGreaterThanOrEqual(SAME_THING_OVERLAP);
    const distinct = overlap(
      contentRoots('How we can meet both Alex’s request to split the housework and Sam’s request for a calmer evening', names),
      contentRoots('How we handle the chores, given that Alex is exhausted after work and Sam needs time to decompress', names),
    );
    expect(distinct).toBeLessThan(SAME_THING_OVERLAP);
  });

  it('leaves party names out of the overlap', () => {
    expect([...contentRoots('How Alex and Sam share chores', ['Alex', 'Sam'])]).not.toContain('alex');
  });

  it('leaves out every word of a hyphenated name ("Seo-yeon")', () => {
    const roots = [...contentRoots('How we meet Seo-yeon’s request and Grant’s reason', ['Seo-yeon', 'Grant'])];
    expect(roots).not.toContain('seo');
    expect(roots).not.toContain('yeon');
    expect(roots).toContain('request');
  });

  it('finds grammar defects with Harper, the parties’ misspellings pasted outside quotation marks included, but not inside them', async () => {
    const grammar = await createGrammarChecker();
    const parties = 'Ana: I cant concentrate, Ben plays guitar. Ben: its my home too, teh flat near Kraków. Thats our deposit.';
    expect(await grammar.check('How we handles the dishes', parties)).not.toHaveLength(0);
    expect((await grammar.check('Ana cannots concentrate on client calls', parties)).map((defect) => defect.text)).toContain('cannots');
    // A lower-cased name is the engine's doing.
    expect((await grammar.check('How we give ben time', parties)).map((defect) => defect.text)).toContain('ben');
    // Pasted without quotation marks, a party's typo is the engine's defect; quoted with their name, it is theirs.
    expect((await grammar.check('How we handle Thats our deposit', parties)).map((defect) => defect.text)).toContain('Thats');
    expect(await grammar.check('How we give Ben and Ana’s flat, “teh flat”, some quiet', parties)).toEqual([]);
    // A quotation inside their words comes back with single marks, and is still theirs.
    const quoting = 'Elif: he says "BRAKE" when im already braking';
    expect(await grammar.check('Elif wrote “he says ‘BRAKE’ when im already braking”.', quoting, ['Elif'])).toEqual([]);
    expect((await grammar.check('Elif wrote “he says ‘STOP’ when im already braking”.', quoting, ['Elif'])).map((defect) => defect.text)).toContain('im');
    // The name of a place they wrote, a spelling another dialect accepts, and a code are not misspellings.
    expect(await grammar.check('How we plan the trip to Kraków for Mom and the ISTJ in the family', parties)).toEqual([]);
    // "far away" after "being" is an adverb, not the adjective "faraway".
    expect(await grammar.check('Being far away does not mean Ben does not care.', parties)).toEqual([]);
    // "head teacher" is British English, open or closed; a real misspelling beside it still counts.
    expect(await grammar.check('Ben feels like he is living with his head teacher.', parties)).toEqual([]);
    expect((await grammar.check('Ben feels like he is living with his head teacher, litterally.', parties)).map((defect) => defect.text)).toContain('litterally');
    // "their nan" is a grandmother in British English, not "NaN"; a real miscapitalization still counts.
    expect(await grammar.check('Ben wants the children to see their nan every Sunday.', parties)).toEqual([]);
  });
});
