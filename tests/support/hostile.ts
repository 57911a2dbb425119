/**
 * Hostile input for property-based tests (fast-check): text from every Unicode class people
 * (and attackers) send, markup and script, oversize strings and lists, wrong types, and values
 * for every field of the API's input types read from the schema itself. Also the oracle the
 * properties judge answers by: what a write must be refused for, what it must be accepted
 * with, and what it must store; and what counts as a clear error.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { Kind, parse, type InputObjectTypeDefinitionNode, type TypeNode } from 'graphql';
import { loadSchemaRules } from '../../local/data/rules';
import { DATA_LIMITS } from '../../src/domain/limits';
import { LIST_LIMITS, STRUCTURED_LIMITS, jsonDepth } from '../../src/domain/listLimits';
import { repoPath } from './repoRoot';

/**
 * The seed of every property: fixed, so a run repeats exactly and a failure (fast-check prints the
 * seed and the shrunk input) can be replayed; HOSTILE_SEED=<n> explores other inputs.
 */
export const SEED = Number(process.env.HOSTILE_SEED ?? 19019);

/** Pieces of text by class; generated strings mix them with random graphemes and code points. */
export const PIECES = {
  rtl: ['مرحبا بالعالم', 'שלום עולם', '\u202Egnp.exe', '\u202B', '\u202C', '\u2066', '\u2067', '\u2068', '\u2069', '\u200F', '\u200E', '\u061C'],
  zeroWidth: ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E', '\u034F'],
  emoji: ['😀', '👩🏽‍💻', '🏳️‍🌈', '🇯🇵', '👨‍👩‍👧‍👦', '🧑🏿‍🦽', '❤️', '1️⃣', '\u{1F9D1}\u200D\u{1F91D}\u200D\u{1F9D1}'],
  combining: ['e\u0301', 'Z\u0351\u0327\u0336\u0310\u0334\u036A', `a${'\u0300'.repeat(40)}`, '\u0E01\u0E49\u0E33', '\u0917\u094D\u200D'],
  controls: ['\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\r\n', '\u001B[31m', '\u007F', '\u0085', '\u2028', '\u2029'],
  nonCharacters: ['\uFFFE', '\uFFFF', '\u{10FFFF}', '\uE000', '\u{F0000}', '\uFFFD'],
  scripts: ['漢字かなカナ', '한국어', 'Ελληνικά', 'Кириллица', 'ⅠⅡⅢ', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢', 'ﷺ', 'Ꭰ', 'ᚠᛇᚻ', '𓀀'],
  markup: [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '"><svg/onload=alert(1)>',
    'javascript:alert(1)',
    '<b>bold</b>',
    '&lt;&amp;&#0;',
    '<!--',
    ']]>',
    '<iframe srcdoc="<script>parent.x=1</script>">',
    '{{constructor.constructor("alert(1)")()}}',
    '${7*7}',
    '<%= 7*7 %>',
  ],
  injection: [
    "'; DROP TABLE data_items; --",
    '" OR "1"="1',
    '\\',
    '\\u0000',
    '%s%n%x',
    '../../../../etc/passwd',
    '__proto__',
    'constructor',
    '{"__proto__":{"polluted":1}}',
    '") { id } mutation { deleteIssue',
    '\r\nBcc: victim@example.com',
    'null',
    'undefined',
    '[object Object]',
    '{"$gt": ""}',
  ],
  whitespace: [' ', '\u00A0', '\u2003', '\u3000', '\t\t', '   '],
} as const;

/** UTF-16 halves without their other half: not Unicode text at all. */
export const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', 'a\uD83Db', '\uDE00x'];

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const hasLoneSurrogate = (text: string) => LONE_SURROGATE.test(text);

const piece: fc.Arbitrary<string> = fc.oneof(
  ...Object.values(PIECES).map((list) => fc.constantFrom(...list)),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
);

/** A short hostile text (valid Unicode: every code point whole). */
export const hostileText = (maxPieces = 10): fc.Arbitrary<string> => fc.array(piece, { maxLength: maxPieces }).map((parts) => parts.join(''));

/** `text` repeated and cut to exactly `length` UTF-16 units, never cutting a code point in half. */
export function fitTo(text: string, length: number): string {
  const seed = text || 'x';
  let out = seed.repeat(Math.ceil(length / seed.length) + 1).slice(0, length);
  if (/[\uD800-\uDBFF]$/.test(out)) out = `${out.slice(0, -1)}x`;
  return out;
}

/** Text of a length around `max` (none, one, just under, at, just over, twice) or anywhere below it. */
export function textAround(max: number, options: { loneSurrogate?: boolean; within?: boolean } = {}): fc.Arbitrary<string> {
  const lengths = fc.oneof(
    fc.constantFrom(0, 1, Math.max(0, max - 1), max, ...(options.within ? [] : [max + 1, max * 2])),
    fc.integer({ min: 0, max }),
  );
  const base = fc.tuple(hostileText(), lengths).map(([text, length]) => fitTo(text, length));
  if (!options.loneSurrogate) return base;
  return fc.oneof(
    { weight: 9, arbitrary: base },
    { weight: 1, arbitrary: fc.tuple(base, fc.constantFrom(...LONE_SURROGATES)).map(([text, bad]) => `${text.slice(0, 20)}${bad}${text.slice(20)}`) },
  );
}

/** JSON values whose strings are hostile text. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText(4),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileText(2), tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A value of some JSON type other than `not` (what a careless or hostile client sends instead). */
export function wrongType(not: 'string' | 'number' | 'boolean' | 'array' | 'object'): fc.Arbitrary<unknown> {
  const all: Record<string, fc.Arbitrary<unknown>> = {
    string: fc.oneof(hostileText(3), fc.constantFrom('true', '1', '', '[]', '{}')),
    number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1.5, -0)),
    boolean: fc.boolean(),
    array: fc.array(fc.oneof(fc.integer(), fc.boolean(), hostileText(2)), { maxLength: 3 }),
    object: fc.dictionary(hostileText(2), fc.oneof(fc.integer(), hostileText(2)), { maxKeys: 3 }),
  };
  return fc.oneof(...Object.entries(all).filter(([kind]) => kind !== not).map(([, arbitrary]) => arbitrary));
}

// ---------------------------------------------------------------------------------------------
// The schema: every field of every input type, with its limits.

const apiSdl = readFileSync(repoPath('local/generated/api-schema.graphql'), 'utf8');
const rules = loadSchemaRules(readFileSync(repoPath('local/generated/model-schema.graphql'), 'utf8'));
const apiDocument = parse(apiSdl);

export const ENUMS: Record<string, string[]> = Object.fromEntries(
  apiDocument.definitions.flatMap((d) => (d.kind === Kind.ENUM_TYPE_DEFINITION ? [[d.name.value, (d.values ?? []).map((v) => v.name.value)]] : [])),
);

const INPUTS = new Map(
  apiDocument.definitions.flatMap((d) => (d.kind === Kind.INPUT_OBJECT_TYPE_DEFINITION ? [[d.name.value, d] as const] : [])),
);

export interface FieldSpec {
  name: string;
  /** The named type: a scalar, an enum or an input object. */
  type: string;
  list: boolean;
  required: boolean;
  /** @validate maxLength of a String. */
  maxLength?: number;
  /** List limits (src/domain/listLimits.ts). */
  maxItems?: number;
  maxItemLength?: number;
  /** An AWSJSON field's largest JSON text. */
  maxJsonChars?: number;
  /** Limits on the string fields of an input-object value, by field. */
  textLimits?: Record<string, number>;
  /** A key of the table or of an index: DynamoDB refuses an empty string there. */
  key?: boolean;
}

function unwrap(type: TypeNode): { type: string; list: boolean; required: boolean } {
  let node = type;
  let required = false;
  let list = false;
  if (node.kind === Kind.NON_NULL_TYPE) {
    required = true;
    node = node.type;
  }
  if (node.kind === Kind.LIST_TYPE) {
    list = true;
    node = node.type.kind === Kind.NON_NULL_TYPE ? node.type.type : node.type;
  }
  if (node.kind !== Kind.NAMED_TYPE) throw new Error('nested lists');
  return { type: node.name.value, list, required };
}

/** The fields of an input type of the API (`CreateIssueInput`...), with the limits of `model`'s fields. */
export function inputFields(inputType: string, model?: 'Issue' | 'Profile'): FieldSpec[] {
  const definition = INPUTS.get(inputType) as InputObjectTypeDefinitionNode | undefined;
  if (!definition) throw new Error(`No input type ${inputType}`);
  const modelRules = model ? rules.models.get(model) : undefined;
  const keys = new Set<string>();
  if (modelRules) {
    keys.add(modelRules.primaryKey.partition);
    modelRules.primaryKey.sort.forEach((f) => keys.add(f));
    modelRules.indexKeyFields.forEach((f) => keys.add(f));
  }
  return (definition.fields ?? []).map((field) => {
    const spec: FieldSpec = { name: field.name.value, ...unwrap(field.type) };
    if (!model) return spec;
    const maxLength = modelRules?.validations.get(spec.name)?.find((v) => v.type.toLowerCase() === 'maxlength');
    if (maxLength) spec.maxLength = Number(maxLength.value);
    const list = LIST_LIMITS[model][spec.name];
    if (list) Object.assign(spec, { maxItems: list.maxItems, maxItemLength: list.maxItemLength });
    const structured = STRUCTURED_LIMITS[model][spec.name];
    if (structured?.kind === 'json') spec.maxJsonChars = structured.maxChars;
    if (structured?.kind === 'objectList') Object.assign(spec, { maxItems: structured.maxItems, textLimits: mapLimits(structured.fields) });
    if (structured?.kind === 'object') spec.textLimits = mapLimits(structured.fields);
    if (keys.has(spec.name)) spec.key = true;
    return spec;
  });
}

const mapLimits = (fields: Record<string, { maxLength: number }>) => Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.maxLength]));

// ---------------------------------------------------------------------------------------------
// Values for a field: mostly of its type (hostile text, lengths around the limits), sometimes not.

const ISO = fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true }).map((d) => d.toISOString());
const BAD_DATETIMES = ['2024-01-01', '2024-01-01T00:00:00', 'yesterday', '', '2024-13-45T99:99:99Z', '２０２４-01-01T00:00:00Z', '2024-01-01T00:00:00Z<script>', '0000-00-00T00:00:00Z'];

function scalarValue(spec: FieldSpec, options: ValueOptions): fc.Arbitrary<unknown> {
  const bad = options.within ? 0 : 1;
  switch (spec.type) {
    case 'String':
    case 'ID': {
      const max = spec.list ? (spec.maxItemLength ?? 200) : (spec.maxLength ?? 200);
      return textAround(max, { ...options, loneSurrogate: options.loneSurrogate && !options.within });
    }
    case 'Int':
      return fc.oneof({ weight: 4, arbitrary: fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }) }, { weight: bad, arbitrary: wrongType('number') });
    case 'Boolean':
      return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: bad, arbitrary: wrongType('boolean') });
    case 'AWSDateTime':
      return fc.oneof({ weight: 4, arbitrary: ISO }, { weight: bad, arbitrary: fc.constantFrom(...BAD_DATETIMES) });
    case 'AWSJSON': {
      const max = spec.maxJsonChars ?? DATA_LIMITS.detailsJson;
      return fc.oneof(
        { weight: 4, arbitrary: hostileJson.map((value) => JSON.stringify(value)) },
        { weight: 1, arbitrary: textAround(max - 2, { within: options.within }).map((text) => JSON.stringify(text)) },
        { weight: bad, arbitrary: fc.constantFrom('{', '{"a":}', 'NaN', "{'a':1}", '[1,]', '', '\u0000') },
        { weight: bad, arbitrary: fc.integer({ min: 30, max: 40 }).map((depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`) },
      );
    }
    default:
      if (ENUMS[spec.type]) {
        return fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...ENUMS[spec.type]) },
          { weight: bad, arbitrary: fc.oneof(hostileText(2), fc.constantFrom(...ENUMS[spec.type].map((v) => v.toUpperCase()))) },
        );
      }
      return objectValue(spec, options);
  }
}

function objectValue(spec: FieldSpec, options: ValueOptions): fc.Arbitrary<unknown> {
  const fields = inputFields(spec.type);
  const record = fc.record(
    Object.fromEntries(
      fields.map((field) => {
        const limit = spec.textLimits?.[field.name] ?? 200;
        const value = field.type === 'String' ? textAround(limit, { ...options, loneSurrogate: options.loneSurrogate && !options.within }) : scalarValue(field, options);
        return [field.name, field.required ? value : fc.option(value, { nil: null })];
      }),
    ),
    { requiredKeys: fields.filter((f) => f.required).map((f) => f.name) },
  );
  if (options.within) return record;
  return fc.oneof(
    { weight: 6, arbitrary: record },
    // A required field missing, or one the type does not have.
    { weight: 1, arbitrary: record.map((r) => ({ ...r, unknownField: 'x' })) },
    { weight: 1, arbitrary: record.map((r) => Object.fromEntries(Object.entries(r).slice(1))) },
  );
}

export interface ValueOptions {
  /** Sometimes put a lone surrogate in a string. */
  loneSurrogate?: boolean;
  /** Values of the field's type within its limits only (hostile text still): what must be accepted. */
  within?: boolean;
}

/** A value for `spec`: mostly of its type, at and around its limits, sometimes of another type or null. */
export function fieldValue(spec: FieldSpec, options: ValueOptions = { loneSurrogate: true }): fc.Arbitrary<unknown> {
  const one = scalarValue(spec, options);
  const typed = spec.list
    ? fc.oneof(
        { weight: 5, arbitrary: fc.array(one, { maxLength: 6 }) },
        // Around the count limit, with short items.
        {
          weight: 2,
          arbitrary: fc
            .tuple(fc.constantFrom(...countsAround(spec.maxItems ?? 50, options.within)), hostileText(2))
            .map(([count, text]) => Array.from({ length: count }, (_, i) => fitTo(`${i}${text}`, Math.min(12, spec.maxItemLength ?? 200)))),
        },
        // A single value: GraphQL coerces it into a list of one.
        { weight: 1, arbitrary: one },
      )
    : one;
  if (options.within) return typed;
  return fc.oneof(
    { weight: 10, arbitrary: typed },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: wrongType(spec.list ? 'array' : jsonKindOf(spec.type)) },
  );
}

const countsAround = (max: number, within = false) => (within ? [0, 1, max - 1, max] : [0, 1, max - 1, max, max + 1, max * 2]);

function jsonKindOf(type: string): 'string' | 'number' | 'boolean' | 'object' {
  if (type === 'Int') return 'number';
  if (type === 'Boolean') return 'boolean';
  if (type === 'String' || type === 'ID' || type === 'AWSDateTime' || type === 'AWSJSON' || ENUMS[type]) return 'string';
  return 'object';
}

// ---------------------------------------------------------------------------------------------
// The oracle.

/** What a write must come to: refused (with why), accepted, or either (no certain expectation). */
export type Verdict = { kind: 'refuse'; why: string } | { kind: 'accept' } | { kind: 'either'; why: string };

const STRICT_DATETIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.\d{1,9})?Z$/;

function validDateTime(text: string): boolean {
  const m = STRICT_DATETIME.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  return date.getUTCFullYear() === +m[1] && date.getUTCMonth() === +m[2] - 1 && date.getUTCDate() === +m[3] && +m[4] < 24 && +m[5] < 60 && +m[6] < 60;
}

/** The verdict on one value of `spec`, and the value it must be stored as when accepted. */
export function judgeValue(spec: FieldSpec, value: unknown, path = spec.name): { verdict: Verdict; stored?: unknown } {
  const refuse = (why: string) => ({ verdict: { kind: 'refuse', why: `${path}: ${why}` } as Verdict });
  const either = (why: string, stored?: unknown) => ({ verdict: { kind: 'either', why: `${path}: ${why}` } as Verdict, stored });
  if (value === null || value === undefined) return spec.required ? refuse('null for a required field') : { verdict: { kind: 'accept' }, stored: null };
  if (spec.list) {
    // GraphQL coerces a lone value into a list of one.
    const items = Array.isArray(value) ? value : [value];
    if (spec.maxItems !== undefined && items.length > spec.maxItems) return refuse(`${items.length} items`);
    const stored: unknown[] = [];
    let pending: Verdict | null = null;
    for (const [index, item] of items.entries()) {
      if (item === null) {
        stored.push(null);
        continue;
      }
      const one = judgeValue({ ...spec, list: false, required: false, maxLength: spec.maxItemLength }, item, `${path}[${index}]`);
      if (one.verdict.kind === 'refuse') return one;
      if (one.verdict.kind === 'either') pending ??= one.verdict;
      stored.push(one.stored);
    }
    return pending ? { verdict: pending, stored } : { verdict: { kind: 'accept' }, stored };
  }
  switch (spec.type) {
    case 'ID':
    case 'String':
      if (spec.type === 'ID' && Number.isInteger(value)) return either('an integer ID (coerced to text)', String(value));
      if (typeof value !== 'string') return refuse('not a string');
      if (hasLoneSurrogate(value)) return refuse('a lone surrogate');
      if (spec.maxLength !== undefined && value.length > spec.maxLength) return refuse(`${value.length} characters`);
      if (spec.key && value === '') return refuse('an empty key');
      return { verdict: { kind: 'accept' }, stored: value };
    case 'Int':
      return Number.isInteger(value) && (value as number) >= -(2 ** 31) && (value as number) < 2 ** 31
        ? { verdict: { kind: 'accept' }, stored: value }
        : refuse('not a 32-bit integer');
    case 'Boolean':
      return typeof value === 'boolean' ? { verdict: { kind: 'accept' }, stored: value } : refuse('not a boolean');
    case 'AWSDateTime':
      if (typeof value !== 'string') return refuse('not a string');
      if (validDateTime(value)) return { verdict: { kind: 'accept' }, stored: value };
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) ? either('an odd date-time', value) : refuse('not a date-time');
    case 'AWSJSON': {
      if (typeof value !== 'string') return either('JSON sent as an object', value);
      if (hasLoneSurrogate(value)) return refuse('a lone surrogate');
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        return refuse('not JSON');
      }
      if (jsonDepth(parsed) > DATA_LIMITS.jsonDepth) return refuse('nested too deeply');
      if (spec.maxJsonChars !== undefined && value.length > spec.maxJsonChars) return refuse(`${value.length} characters of JSON`);
      return { verdict: { kind: 'accept' }, stored: parsed };
    }
    default:
      if (ENUMS[spec.type]) {
        return typeof value === 'string' && ENUMS[spec.type].includes(value) ? { verdict: { kind: 'accept' }, stored: value } : refuse('not one of the enum values');
      }
      return judgeObject(spec, value, path);
  }
}

function judgeObject(spec: FieldSpec, value: unknown, path: string): { verdict: Verdict; stored?: unknown } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { verdict: { kind: 'refuse', why: `${path}: not an object` } };
  const fields = inputFields(spec.type);
  const known = new Set(fields.map((f) => f.name));
  const unknown = Object.keys(value).find((k) => !known.has(k));
  if (unknown) return { verdict: { kind: 'refuse', why: `${path}: unknown field ${unknown}` } };
  const stored: Record<string, unknown> = {};
  let pending: Verdict | null = null;
  for (const field of fields) {
    const given = (value as Record<string, unknown>)[field.name];
    if (given === undefined) {
      if (field.required) return { verdict: { kind: 'refuse', why: `${path}.${field.name}: missing` } };
      continue;
    }
    const limit = spec.textLimits?.[field.name];
    const one = judgeValue({ ...field, maxLength: limit ?? field.maxLength }, given, `${path}.${field.name}`);
    if (one.verdict.kind === 'refuse') return one;
    if (one.verdict.kind === 'either') pending ??= one.verdict;
    stored[field.name] = one.stored;
  }
  return pending ? { verdict: pending, stored } : { verdict: { kind: 'accept' }, stored };
}

/** The verdict on a whole input: the first refusal, else the first doubt, else accepted; with what must be stored. */
export function judgeInput(specs: readonly FieldSpec[], input: Record<string, unknown>): { verdict: Verdict; stored: Record<string, unknown> } {
  const byName = new Map(specs.map((s) => [s.name, s]));
  const stored: Record<string, unknown> = {};
  let pending: Verdict | null = null;
  for (const spec of specs) {
    if (spec.required && !(spec.name in input)) return { verdict: { kind: 'refuse', why: `${spec.name}: missing` }, stored };
  }
  for (const [name, value] of Object.entries(input)) {
    const spec = byName.get(name);
    if (!spec) return { verdict: { kind: 'refuse', why: `${name}: not a field of the input` }, stored };
    const one = judgeValue(spec, value);
    if (one.verdict.kind === 'refuse') return { verdict: one.verdict, stored };
    if (one.verdict.kind === 'either') pending ??= one.verdict;
    stored[name] = one.stored;
  }
  // DynamoDB's 400 KB item, counted generously: well under it is certain, near it is not.
  const bytes = Buffer.byteLength(JSON.stringify(input));
  if (bytes > 600 * 1024) return { verdict: { kind: 'refuse', why: `an item of ${bytes} bytes` }, stored };
  if (bytes > 300 * 1024) pending ??= { kind: 'either', why: `an item of ${bytes} bytes` };
  return { verdict: pending ?? { kind: 'accept' }, stored };
}

/** A stored value as the API reads it back, comparable with what `judgeValue` says must be stored. */
export function asRead(spec: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (spec.type === 'AWSJSON') return typeof value === 'string' ? JSON.parse(value) : value;
  return value;
}

// ---------------------------------------------------------------------------------------------
// Answers.

/** Messages that betray an internal failure rather than say what was wrong. */
const NOT_CLEAR =
  /call stack|internal error|unsupported unicode escape|invalid input syntax|syntax error at|violates|TypeError|RangeError|ReferenceError|Cannot read prop|is not a function|undefined is not|null is not|ECONN|EPIPE|postgres|pglite/i;

/** Why `message` is not a clear message for a person or a client developer, or null when it is. */
export function unclear(message: unknown): string | null {
  if (typeof message !== 'string' || !message.trim()) return `no message (${JSON.stringify(message)})`;
  if (message.length > 4000) return `a message of ${message.length} characters`;
  if (NOT_CLEAR.test(message)) return `an internal message: ${message.slice(0, 300)}`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// How many inputs each property generated, and what they came to.

/**
 * The two ways an input can go: `accepted` (it passed the checks on its form and its sender, and
 * was acted on: stored, answered, acknowledged, or judged by the session's own rule) or `refused`
 * (turned away with an error). A property must see both: one that only ever refuses (a generator
 * producing nothing but garbage, a server refusing everything) or only ever accepts proves little.
 */
export type InputPath = 'accepted' | 'refused';

export class Tally {
  private readonly counts = new Map<string, number>();
  /** What the inputs of each property came to (stored, refused, HTTP 409...), by path. */
  private readonly outcomes = new Map<string, Map<string, number>>();
  private readonly paths = new Map<string, Record<InputPath, number>>();

  count(property: string, n = 1): void {
    this.counts.set(property, (this.counts.get(property) ?? 0) + n);
  }

  outcome(property: string, outcome: string, path: InputPath): void {
    let byOutcome = this.outcomes.get(property);
    if (!byOutcome) this.outcomes.set(property, (byOutcome = new Map()));
    const label = `${path}: ${outcome}`;
    byOutcome.set(label, (byOutcome.get(label) ?? 0) + 1);
    const byPath = this.paths.get(property) ?? { accepted: 0, refused: 0 };
    byPath[path] += 1;
    this.paths.set(property, byPath);
  }

  /** Throws unless `property` saw both accepted and refused inputs. */
  requireBothPaths(property: string): void {
    const { accepted, refused } = this.paths.get(property) ?? { accepted: 0, refused: 0 };
    if (!accepted || !refused) {
      const outcomes = [...(this.outcomes.get(property) ?? [])].map(([outcome, k]) => `${outcome} ${k}`).join(', ');
      throw new Error(`${property}: ${accepted} accepted and ${refused} refused inputs (${outcomes || 'none'}); a property must see both`);
    }
  }

  get total(): number {
    return [...this.counts.values()].reduce((a, b) => a + b, 0);
  }

  report(suite: string): string {
    const lines = [...this.counts].map(([property, n]) => {
      const outcomes = [...(this.outcomes.get(property) ?? [])].map(([outcome, k]) => `${outcome} ${k}`).join(', ');
      return `  ${String(n).padStart(5)}  ${property}${outcomes ? ` (${outcomes})` : ''}`;
    });
    return `${suite}: ${this.total} generated inputs\n${lines.join('\n')}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Filters and conditions.

const CONNECTIVES = new Set(['and', 'or', 'not']);

/** An operand for `op` of a comparison input (ModelStringInput...), often taken from the values being compared. */
function operand(op: FieldSpec, known: unknown[]): fc.Arbitrary<unknown> {
  const texts = known.flatMap((v) => (typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []));
  const text = fc.oneof(
    { weight: 2, arbitrary: hostileText(3) },
    ...(texts.length
      ? [
          { weight: 3, arbitrary: fc.constantFrom(...texts) },
          { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...texts), fc.nat()).map(([t, n]) => t.slice(0, n % (t.length + 1))) },
        ]
      : []),
  );
  const one = (type: string): fc.Arbitrary<unknown> => {
    if (type === 'String' || type === 'ID') return text;
    if (type === 'Int') return fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 });
    if (type === 'Float') return fc.double({ noNaN: true, noDefaultInfinity: true });
    if (type === 'Boolean') return fc.boolean();
    if (ENUMS[type]) return fc.constantFrom(...ENUMS[type]);
    // ModelSizeInput
    return fc.dictionary(fc.constantFrom('eq', 'ne', 'le', 'lt', 'ge', 'gt'), fc.integer({ min: -1, max: 3000 }), { minKeys: 1, maxKeys: 2 });
  };
  const typed = op.list ? fc.array(one(op.type), { minLength: 2, maxLength: 2 }) : one(op.type);
  return fc.oneof({ weight: 12, arbitrary: typed }, { weight: 1, arbitrary: wrongType(op.list ? 'array' : jsonKindOf(op.type)) });
}

/**
 * A filter or condition of `inputType` (ModelIssueFilterInput, ModelIssueConditionInput...): and,
 * or and not over comparisons of its fields, with operands often taken from `samples` (the
 * records it will be evaluated on), so that it holds for some of them.
 */
export function conditionTree(inputType: string, samples: readonly Record<string, unknown>[], options: { exclude?: readonly string[] } = {}): fc.Arbitrary<Record<string, unknown>> {
  const fields = inputFields(inputType).filter((f) => !CONNECTIVES.has(f.name) && !options.exclude?.includes(f.name));
  const comparison = fc.constantFrom(...fields).chain((field) => {
    const ops = inputFields(field.type);
    const known = samples.map((s) => s[field.name]);
    return fc
      .subarray(ops, { minLength: 1, maxLength: 2 })
      .chain((chosen) => fc.record(Object.fromEntries(chosen.map((op) => [op.name, operand(op, known)]))))
      .map((comparisons) => ({ [field.name]: comparisons }));
  });
  const connectives = new Set(inputFields(inputType).map((f) => f.name));
  const { tree } = fc.letrec<{ tree: Record<string, unknown> }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      comparison,
      ...(connectives.has('and') ? [fc.array(tie('tree'), { maxLength: 3 }).map((and) => ({ and }))] : []),
      ...(connectives.has('or') ? [fc.array(tie('tree'), { maxLength: 3 }).map((or) => ({ or }))] : []),
      ...(connectives.has('not') ? [tie('tree').map((not) => ({ not }))] : []),
    ),
  }));
  return tree;
}
