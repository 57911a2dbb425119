/**
 * DynamoDB's item rules that AppSync passes on: an item holds at most 400 KB (attribute names
 * plus values, sized as DynamoDB sizes them) and nests at most 32 levels. The store checks
 * both before every write, so the local cloud refuses what AWS would.
 */
import { AppSyncError } from './errors.ts';
import type { KeyDef, ModelRules } from './rules.ts';

export const MAX_ITEM_BYTES = 400 * 1024;
export const MAX_ITEM_NESTING = 32;

/** A number's size in DynamoDB: about one byte per two significant digits, plus one. */
function numberSize(value: number): number {
  const digits = Math.abs(value).toExponential().replace(/e.*$/, '').replace(/[.-]/g, '').replace(/0+$/, '').length;
  return Math.ceil(Math.max(digits, 1) / 2) + 1;
}

/** DynamoDB's size of one item, and how deeply it nests; without recursion, so any nesting is safe to measure. */
export function measureItem(item: Record<string, unknown>): { bytes: number; nesting: number } {
  let bytes = 0;
  let nesting = 0;
  // [value, depth]: attribute values of the item are at depth 0; a list or map adds a level.
  const pending: [unknown, number][] = [];
  for (const [name, value] of Object.entries(item)) {
    if (value === undefined) continue;
    bytes += Buffer.byteLength(name);
    pending.push([value, 0]);
  }
  while (pending.length) {
    const [value, depth] = pending.pop()!;
    if (typeof value === 'string') bytes += Buffer.byteLength(value);
    else if (typeof value === 'number') bytes += numberSize(value);
    else if (value === null || typeof value === 'boolean') bytes += 1;
    else if (typeof value === 'object') {
      nesting = Math.max(nesting, depth + 1);
      // A list or map costs 3 bytes, and 1 per element; map keys count like attribute names.
      bytes += 3;
      for (const [key, child] of Object.entries(value)) {
        if (child === undefined) continue;
        bytes += 1 + (Array.isArray(value) ? 0 : Buffer.byteLength(key));
        pending.push([child, depth + 1]);
      }
    }
  }
  return { bytes, nesting };
}

/** Throws what AppSync reports for DynamoDB's refusal, saying which limit and by how much. */
export function assertItemFits(model: string, item: Record<string, unknown>): void {
  const { bytes, nesting } = measureItem(item);
  if (nesting > MAX_ITEM_NESTING) {
    throw new AppSyncError(
      `Nesting Levels have exceeded supported limits (this ${model} nests ${nesting} levels; DynamoDB stores at most ${MAX_ITEM_NESTING}).`,
      'DynamoDB:DynamoDbException',
    );
  }
  if (bytes > MAX_ITEM_BYTES) {
    throw new AppSyncError(
      `Item size has exceeded the maximum allowed size (this ${model} would be ${Math.ceil(bytes / 1024)} KB; DynamoDB stores at most 400 KB per item).`,
      'DynamoDB:DynamoDbException',
    );
  }
}

/**
 * DynamoDB refuses an empty string as the value of a key attribute, of the table or of a
 * secondary index (ValidationException), so AppSync refuses such a write; the local store
 * stored it (found by the hostile-input suite: a Profile's `sub`, the key of profilesBySub, set to '').
 */
export function assertKeysFilled(model: ModelRules, item: Record<string, unknown>): void {
  const keys: { name: string | null; key: KeyDef }[] = [{ name: null, key: model.primaryKey }, ...model.indexes.map((index) => ({ name: index.name, key: index }))];
  for (const { name, key } of keys) {
    // A composite sort key is stored as one `a#b` attribute, which is never empty.
    const fields = key.sort.length === 1 ? [key.partition, key.sort[0]] : [key.partition];
    const empty = fields.find((field) => item[field] === '');
    if (empty === undefined) continue;
    throw new AppSyncError(
      `One or more parameter values are not valid. The AttributeValue for a key attribute cannot contain an empty string value. ${
        name ? `IndexName: ${name}, IndexKey: ${empty}` : `Key: ${empty}`
      } (${model.name}.${empty} may not be empty).`,
      'DynamoDB:DynamoDbException',
    );
  }
}
