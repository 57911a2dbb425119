/**
 * compromise's match sweep (`methods.one.bulkMatch`, which its post-tagger runs on every
 * sentence with some 700 hooked patterns) with the same result, found with less copying: the
 * stock one concatenates every hooked list into a new array per hook word and then filters
 * the whole list three times, which was a fifth of the engine's time. This one walks the same
 * hooks in the same order, keeps the first pattern of each match string, applies the same
 * needs / ifNo / wants / minWords checks, and runs the matches in the same order, so every tag
 * comes out the same (compromise is pinned in package.json, and sweep.equivalence.test.ts
 * compares every tag against the stock sweep).
 */
import nlp from 'compromise';
import { mapPacked } from './text';

interface Pattern {
  match: string;
  needs: string[];
  wants: string[];
  minWant: number;
  minWords: number;
  ifNo?: string[];
  unTag?: unknown;
}
interface Net {
  hooks: Record<string, Pattern[]>;
  always: Pattern[];
}
type Document = unknown[][];
interface Methods {
  one: {
    cacheDoc(document: Document): Set<string>[];
    match(document: Document, pattern: Pattern): { ptrs: number[][] };
    bulkMatch: typeof sweep;
  };
}

/** Each hook word's place in the order the stock sweep walks the hooks (`Object.keys`). */
const hookOrder = new WeakMap<Net['hooks'], Map<string, number>>();

/**
 * The hook words a sentence has, in the stock sweep's order: a sentence has a few dozen words
 * and tags and the net over a thousand hooks, so the sentence's are looked up in the net
 * rather than every hook in the sentence.
 */
function hooksIn(have: Set<string>, hooks: Net['hooks']): string[] {
  let order = hookOrder.get(hooks);
  if (!order) {
    order = new Map(Object.keys(hooks).map((key, index) => [key, index]));
    hookOrder.set(hooks, order);
  }
  const present: [string, number][] = [];
  for (const key of have) {
    const index = order.get(key);
    if (index !== undefined) present.push([key, index]);
  }
  return mapPacked(present.sort((x, y) => x[1] - y[1]), ([key]) => key);
}

/** The patterns worth trying on one sentence, in the order the stock sweep tries them. */
function candidates(have: Set<string>, net: Net, words: number): Pattern[] {
  const seen = new Set<string>();
  const found: Pattern[] = [];
  for (const key of hooksIn(have, net.hooks)) {
    for (const pattern of net.hooks[key]) {
      if (seen.has(pattern.match)) continue;
      seen.add(pattern.match);
      if (!pattern.needs.every((need) => have.has(need))) continue;
      if (pattern.ifNo !== undefined && pattern.ifNo.some((no) => have.has(no))) continue;
      if (pattern.wants.length > 0 && pattern.wants.filter((want) => have.has(want)).length < pattern.minWant) continue;
      if (words >= pattern.minWords) found.push(pattern);
    }
  }
  for (const pattern of net.always) if (words >= pattern.minWords) found.push(pattern);
  return found;
}

/** Drop-in for compromise's `bulkMatch`: the same arguments, the same matches in the same order. */
export function sweep(document: Document, net: Net, methods: Methods, options: { matchOne?: boolean } = {}) {
  const cache = methods.one.cacheDoc(document);
  const results: (Pattern & { pointer: number[] })[] = [];
  for (let n = 0; n < document.length; n += 1) {
    for (const pattern of candidates(cache[n], net, document[n].length)) {
      const { ptrs } = methods.one.match([document[n]], pattern);
      if (ptrs.length === 0) continue;
      for (const pointer of ptrs) {
        pointer[0] = n;
        results.push(Object.assign({}, pattern, { pointer }));
      }
      if (options.matchOne === true) return [results[0]];
    }
  }
  return results;
}

(nlp.methods() as Methods).one.bulkMatch = sweep;
