/**
 * Evaluates Amplify's filter, condition and subscription-filter inputs on an item with the
 * semantics of the DynamoDB expressions AppSync builds from them
 * (`$util.transform.toDynamoDBFilterExpression` / `toSubscriptionFilter`): a comparison
 * with a missing attribute or a value of another type is false, except `ne` and
 * `notContains`, which are true; `and`/`or`/`not` combine; every operator of one field must hold.
 */
export type Item = Record<string, unknown>;
export type Filter = Record<string, unknown>;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}

/** -1/0/1, or null when DynamoDB could not compare the two (different types). */
function compare(a: unknown, b: unknown): number | null {
  if (typeof a === 'number' && typeof b === 'number') return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return null;
}

function dynamoType(value: unknown): string {
  if (value === null) return '_null';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'bool';
  return 'map';
}

function sizeOf(value: unknown): number | null {
  if (typeof value === 'string') return Buffer.byteLength(value, 'utf8');
  if (Array.isArray(value)) return value.length;
  if (isObject(value)) return Object.keys(value).length;
  return null;
}

function contains(value: unknown, operand: unknown): boolean {
  if (typeof value === 'string') return typeof operand === 'string' && value.includes(operand);
  if (Array.isArray(value)) return value.some((element) => deepEqual(element, operand));
  return false;
}

function holds(value: unknown, present: boolean, op: string, operand: unknown): boolean {
  switch (op) {
    case 'eq':
      return present && deepEqual(value, operand);
    case 'ne':
      return !(present && deepEqual(value, operand));
    case 'lt':
    case 'le':
    case 'gt':
    case 'ge': {
      const c = present ? compare(value, operand) : null;
      if (c === null) return false;
      return op === 'lt' ? c < 0 : op === 'le' ? c <= 0 : op === 'gt' ? c > 0 : c >= 0;
    }
    case 'between': {
      if (!present || !Array.isArray(operand) || operand.length !== 2) return false;
      const low = compare(value, operand[0]);
      const high = compare(value, operand[1]);
      return low !== null && high !== null && low >= 0 && high <= 0;
    }
    case 'beginsWith':
      return present && typeof value === 'string' && typeof operand === 'string' && value.startsWith(operand);
    case 'contains':
      return present && contains(value, operand);
    case 'notContains':
      return !(present && contains(value, operand));
    case 'attributeExists':
      return operand ? present : !present;
    case 'attributeType':
      return present && dynamoType(value) === operand;
    case 'size': {
      const size = present ? sizeOf(value) : null;
      return size !== null && isObject(operand) && fieldHolds(size, true, operand);
    }
    case 'in':
      return present && Array.isArray(operand) && operand.some((x) => deepEqual(value, x));
    case 'notIn':
      return !(present && Array.isArray(operand) && operand.some((x) => deepEqual(value, x)));
    default:
      // An unknown operator cannot be expressed in DynamoDB; AppSync rejects the request before.
      return false;
  }
}

function fieldHolds(value: unknown, present: boolean, conditions: Record<string, unknown>): boolean {
  for (const [op, operand] of Object.entries(conditions)) {
    // Explicit nulls in an input object mean "not set".
    if (operand === undefined || operand === null) continue;
    if (!holds(value, present, op, operand)) return false;
  }
  return true;
}

/** True when `item` satisfies `filter` (an absent or empty filter matches everything). */
export function matchesFilter(item: Item, filter: Filter | null | undefined): boolean {
  if (!filter) return true;
  for (const [key, condition] of Object.entries(filter)) {
    if (condition === undefined || condition === null) continue;
    if (key === 'and') {
      if (!Array.isArray(condition) || !condition.every((f) => matchesFilter(item, f as Filter))) return false;
    } else if (key === 'or') {
      if (!Array.isArray(condition)) return false;
      const branches = condition.filter((f) => f !== null && f !== undefined);
      if (branches.length && !branches.some((f) => matchesFilter(item, f as Filter))) return false;
    } else if (key === 'not') {
      if (matchesFilter(item, condition as Filter)) return false;
    } else if (isObject(condition)) {
      const value = item[key];
      if (!fieldHolds(value, value !== undefined, condition)) return false;
    }
  }
  return true;
}
