/**
 * Persistence in PGlite (Postgres). `data_items` holds each item as JSONB keyed by
 * (model, primary key); `data_index_entries` holds the key columns of every secondary
 * index (partition, sort as text or number), one row per item present in the index, so
 * index queries are sparse like DynamoDB GSIs and updates that leave keys alone touch one
 * row only. Entries are rebuilt at open when an index is new or changed in the schema.
 *
 * Writes go through `mutate`: a per-key lock serializes writers in this process, the
 * decision (auth, conditions, merge) is computed on the current item inside that lock,
 * and one statement writes the item and its index entries, guarded by a row version, so
 * two concurrent updates never lose a field and conditions are checked atomically with
 * the write. Recently used items are cached (write-through).
 *
 * Text may hold U+0000, as DynamoDB's may, though Postgres text and jsonb cannot: an item with
 * one is stored as a jsonb string of its JSON text (where U+0000 is the escape `\u0000`), and
 * a key text with one as `\u0001` + its JSON text (see `keyText`).
 */
import type { PGlite } from '@electric-sql/pglite';
import { PreparedStatements } from '../store/prepared.ts';
import type { Item } from './filters.ts';
import { assertItemFits, assertKeysFilled } from './itemSize.ts';
import type { KeyDef, ModelRules } from './rules.ts';

export type SortCondition =
  | { op: 'eq' | 'lt' | 'le' | 'gt' | 'ge' | 'beginsWith'; value: string | number }
  | { op: 'between'; value: [string | number, string | number] };

export interface Cursor {
  sort?: string | number;
  pk: string;
}

export interface QuerySpec {
  /** The key to query (primary key or an index); null scans the model. */
  key: KeyDef | null;
  partition?: unknown;
  sortCondition?: SortCondition | null;
  descending: boolean;
  limit: number;
  after?: Cursor | null;
  /** Whether the caller may see an item (default: all); see `query`. */
  visible?: (item: Item) => boolean;
}

/** DynamoDB reads at most 1 MB for one Query or Scan page. */
export const PAGE_BYTES = 1024 * 1024;
/** Rows fetched per round trip while a page fills; other requests are served between round trips. */
const QUERY_BATCH = 50;

interface Row {
  item: Item;
  /** Stored size, what the 1 MB page counts. */
  size: number;
  cursor: Cursor;
}

export interface Page {
  items: Item[];
  /** Where the next page starts, when more items may follow. */
  next: Cursor | null;
}

export type Write = { kind: 'put'; item: Item } | { kind: 'delete' } | { kind: 'none' };

interface Stored {
  item: Item;
  version: number;
}


/** Serializes async work per key. */
class KeyedLock {
  private tails = new Map<string, Promise<void>>();

  async run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const tail = previous.then(() => done);
    this.tails.set(key, tail);
    await previous;
    try {
      return await work();
    } finally {
      release();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}

/** A small LRU: Map keeps insertion order, re-inserting on access moves an entry to the end. */
class Lru<V> {
  private entries = new Map<string, V>();
  constructor(private readonly capacity: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}

const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;
/** A key value as `keyText` renders it, for the rebuild of an index in SQL (items without U+0000). */
const attr = (field: string) => {
  const text = `(item->>${quoteLiteral(field)})`;
  return `(CASE WHEN starts_with(${text}, chr(1)) THEN chr(1) || to_json(${text})::text ELSE ${text} END)`;
};

/** Marks a key text written as its JSON text. */
const ENCODED_KEY = '\u0001';

/**
 * A key value as an index column holds it: a string as itself, unless it holds U+0000 (which a
 * Postgres text cannot) or starts with the marker, in which case the marker and its JSON text.
 * One string has one form, so equal keys still compare equal; only such strings sort apart.
 */
function keyText(value: unknown): string {
  if (typeof value !== 'string') return JSON.stringify(value);
  return value.includes('\u0000') || value.startsWith(ENCODED_KEY) ? ENCODED_KEY + JSON.stringify(value) : value;
}

/** The item's JSON for a jsonb column: as is, or as one JSON string when it holds U+0000 (jsonb refuses `\u0000`). */
function itemJson(item: Item): string {
  const text = JSON.stringify(item);
  // `\u0000` is how JSON.stringify writes U+0000 (and a text that spells it out makes a harmless false positive).
  return text.includes('\\u0000') ? JSON.stringify(text) : text;
}

/** An item as read from its jsonb column (see `itemJson`). */
const fromColumn = (stored: Item | string): Item => (typeof stored === 'string' ? (JSON.parse(stored) as Item) : stored);

interface IndexSpec {
  name: string;
  key: KeyDef;
}

/** An item's position in one index. */
interface Entry {
  partition: string;
  sortText: string | null;
  sortNum: number | null;
}

const present = (value: unknown) => value !== undefined && value !== null;

/** Where `item` sits in the index, or null when a key field is missing (sparse index). */
function entryOf(key: KeyDef, item: Item): Entry | null {
  if (!present(item[key.partition]) || key.sort.some((f) => !present(item[f]))) return null;
  const partition = keyText(item[key.partition]);
  if (key.sort.length === 0) return { partition, sortText: null, sortNum: null };
  if (key.numericSort) return { partition, sortText: null, sortNum: Number(item[key.sort[0]]) };
  // Composite sort keys are `a#b` strings, as the transformer stores them.
  return { partition, sortText: key.sort.map((f) => keyText(item[f])).join('#'), sortNum: null };
}

const sameEntry = (a: Entry | null, b: Entry | null) =>
  a === b || (!!a && !!b && a.partition === b.partition && a.sortText === b.sortText && a.sortNum === b.sortNum);

export class DataStore {
  private readonly lock = new KeyedLock();
  private readonly cache: Lru<Stored | null>;
  private readonly indexNames = new Map<KeyDef, string>();
  private readonly specs = new Map<string, IndexSpec[]>();

  private constructor(
    private readonly db: PGlite,
    /** The per-request statements (reads, writes, pages), prepared once per session. */
    private readonly statements: PreparedStatements,
    cacheSize: number,
  ) {
    this.cache = new Lru(cacheSize);
  }

  /** The indexes kept in `data_index_entries`: every @index, plus the primary key when it has sort fields. */
  private static indexSpecs(model: ModelRules): IndexSpec[] {
    const specs = model.indexes.map((index) => ({ name: index.name, key: index as KeyDef }));
    if (model.primaryKey.sort.length) specs.push({ name: '$primary', key: model.primaryKey });
    return specs;
  }

  static async open(db: PGlite, models: Iterable<ModelRules>, cacheSize = 2000): Promise<DataStore> {
    const store = new DataStore(db, await PreparedStatements.create(db), cacheSize);
    await db.exec(`
      CREATE TABLE IF NOT EXISTS data_items (
        model text NOT NULL,
        pk text COLLATE "C" NOT NULL,
        item jsonb NOT NULL,
        version bigint NOT NULL DEFAULT 1,
        PRIMARY KEY (model, pk)
      );
      -- Items are rewritten on every update: skip TOAST compression, it costs more CPU than it saves.
      ALTER TABLE data_items ALTER COLUMN item SET STORAGE EXTERNAL;
      CREATE TABLE IF NOT EXISTS data_index_entries (
        model text NOT NULL,
        index_name text NOT NULL,
        pk text COLLATE "C" NOT NULL,
        partition text NOT NULL,
        sort_text text COLLATE "C",
        sort_num numeric,
        PRIMARY KEY (model, index_name, pk)
      );
      CREATE INDEX IF NOT EXISTS data_index_entries_by_text
        ON data_index_entries (model, index_name, partition, sort_text, pk) WHERE sort_num IS NULL;
      CREATE INDEX IF NOT EXISTS data_index_entries_by_number
        ON data_index_entries (model, index_name, partition, sort_num, pk) WHERE sort_num IS NOT NULL;
      CREATE TABLE IF NOT EXISTS data_index_definitions (
        model text NOT NULL,
        index_name text NOT NULL,
        signature text NOT NULL,
        PRIMARY KEY (model, index_name)
      );
    `);
    for (const model of models) {
      const specs = DataStore.indexSpecs(model);
      store.specs.set(model.name, specs);
      for (const spec of specs) store.indexNames.set(spec.key, spec.name);
      await store.syncIndexes(model.name, specs);
    }
    return store;
  }

  /** Rebuilds the entries of indexes that are new or whose keys changed since the last start. */
  private async syncIndexes(model: string, specs: IndexSpec[]): Promise<void> {
    const known = await this.db.query<{ index_name: string; signature: string }>(
      'SELECT index_name, signature FROM data_index_definitions WHERE model = $1',
      [model],
    );
    const signatures = new Map(known.rows.map((r) => [r.index_name, r.signature]));
    const wanted = new Set(specs.map((s) => s.name));
    await this.db.transaction(async (tx) => {
      for (const name of signatures.keys()) {
        if (wanted.has(name)) continue;
        await tx.query('DELETE FROM data_index_entries WHERE model = $1 AND index_name = $2', [model, name]);
        await tx.query('DELETE FROM data_index_definitions WHERE model = $1 AND index_name = $2', [model, name]);
      }
      for (const { name, key } of specs) {
        // The last element is the version of the entries' form (2: key texts as `keyText` writes them).
        const signature = JSON.stringify([key.partition, key.sort, key.numericSort, 2]);
        if (signatures.get(name) === signature) continue;
        const sortExpr = key.sort.map(attr).join(` || '#' || `);
        const sortText = key.sort.length && !key.numericSort ? sortExpr : 'NULL';
        const sortNum = key.numericSort ? `${sortExpr}::numeric` : 'NULL';
        const keyFields = [key.partition, ...key.sort].map((f) => `${attr(f)} IS NOT NULL`).join(' AND ');
        await tx.query('DELETE FROM data_index_entries WHERE model = $1 AND index_name = $2', [model, name]);
        await tx.query(
          `INSERT INTO data_index_entries (model, index_name, pk, partition, sort_text, sort_num)
           SELECT model, $2, pk, ${attr(key.partition)}, ${sortText}, ${sortNum}
           FROM data_items WHERE model = $1 AND ${keyFields}`,
          [model, name],
        );
        // Items holding U+0000 are stored as JSON text (see `itemJson`): their entries are made here.
        const encoded = await tx.query<{ pk: string; item: string }>(
          "SELECT pk, item FROM data_items WHERE model = $1 AND jsonb_typeof(item) = 'string'",
          [model],
        );
        for (const row of encoded.rows) {
          const entry = entryOf(key, fromColumn(row.item));
          if (!entry) continue;
          await tx.query(
            'INSERT INTO data_index_entries (model, index_name, pk, partition, sort_text, sort_num) VALUES ($1, $2, $3, $4, $5, $6)',
            [model, name, row.pk, entry.partition, entry.sortText, entry.sortNum],
          );
        }
        await tx.query(
          `INSERT INTO data_index_definitions (model, index_name, signature) VALUES ($1, $2, $3)
           ON CONFLICT (model, index_name) DO UPDATE SET signature = EXCLUDED.signature`,
          [model, name, signature],
        );
      }
    });
  }

  /** The stored primary key: the JSON array of the key values. */
  static encodeKey(model: ModelRules, values: Item): string {
    return JSON.stringify([model.primaryKey.partition, ...model.primaryKey.sort].map((f) => values[f] ?? null));
  }

  private async load(model: string, pk: string): Promise<Stored | null> {
    const cacheKey = `${model}\u0000${pk}`;
    const cached = this.cache.get(cacheKey);
    if (cached !== undefined) return cached;
    const result = await this.statements.query<{ item: Item; version: string | number }>(
      'SELECT item, version FROM data_items WHERE model = $1 AND pk = $2',
      [model, pk],
    );
    const row = result.rows[0];
    const stored = row ? { item: fromColumn(row.item), version: Number(row.version) } : null;
    this.cache.set(cacheKey, stored);
    return stored;
  }

  async get(model: ModelRules, key: Item): Promise<Item | null> {
    return (await this.load(model.name, DataStore.encodeKey(model, key)))?.item ?? null;
  }

  /**
   * Writes the item and its changed index entries in one statement (data-modifying CTEs
   * share its atomicity), guarded by the row version; returns false when the row changed
   * since it was read.
   */
  private async write(
    model: string,
    pk: string,
    current: Stored | null,
    write: Write,
    upserts: { index_name: string; partition: string; sort_text: string | null; sort_num: number | null }[],
    removals: string[],
  ): Promise<boolean> {
    if (write.kind === 'none') return true;
    const params: unknown[] = [model, pk];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const version = current ? param(current.version) : null;
    let main: string;
    if (write.kind === 'delete') {
      main = `DELETE FROM data_items WHERE model = $1 AND pk = $2 AND version = ${version} RETURNING 1 AS written`;
    } else if (current) {
      main = `UPDATE data_items SET item = ${param(itemJson(write.item))}::text::jsonb, version = version + 1
              WHERE model = $1 AND pk = $2 AND version = ${version} RETURNING 1 AS written`;
    } else {
      main = `INSERT INTO data_items (model, pk, item) VALUES ($1, $2, ${param(itemJson(write.item))}::text::jsonb)
              ON CONFLICT (model, pk) DO NOTHING RETURNING 1 AS written`;
    }
    // The index changes apply only if the item write will (same snapshot, same guard).
    const guard = current
      ? `EXISTS (SELECT 1 FROM data_items WHERE model = $1 AND pk = $2 AND version = ${version})`
      : 'NOT EXISTS (SELECT 1 FROM data_items WHERE model = $1 AND pk = $2)';
    const ctes: string[] = [];
    if (upserts.length) {
      ctes.push(`u AS (
        INSERT INTO data_index_entries (model, index_name, pk, partition, sort_text, sort_num)
        SELECT $1, x.index_name, $2, x.partition, x.sort_text, x.sort_num
        FROM json_to_recordset(${param(JSON.stringify(upserts))}::text::json)
          AS x(index_name text, partition text, sort_text text, sort_num numeric)
        WHERE ${guard}
        ON CONFLICT (model, index_name, pk) DO UPDATE
          SET partition = EXCLUDED.partition, sort_text = EXCLUDED.sort_text, sort_num = EXCLUDED.sort_num)`);
    }
    if (removals.length) {
      ctes.push(`d AS (
        DELETE FROM data_index_entries
        WHERE model = $1 AND pk = $2 AND ${guard}
          AND index_name IN (SELECT json_array_elements_text(${param(JSON.stringify(removals))}::text::json)))`);
    }
    const sql = ctes.length ? `WITH ${ctes.join(', ')} ${main}` : main;
    // Group commit: concurrent writes to different items share one transaction. The
    // outcome is read from RETURNING rows: PGlite sums affectedRows over a multi-statement exec.
    const result = await this.statements.write(sql, params);
    return result.rows.length === 1;
  }

  /**
   * Reads the current item, lets `decide` (synchronous: it may run again after a conflict)
   * choose the write, and applies it atomically. Errors thrown by `decide` abort the write.
   */
  async mutate<T>(model: ModelRules, key: Item, decide: (current: Item | null) => { write: Write; result: T }): Promise<T> {
    const pk = DataStore.encodeKey(model, key);
    const cacheKey = `${model.name}\u0000${pk}`;
    const specs = this.specs.get(model.name) ?? [];
    return this.lock.run(cacheKey, async () => {
      for (;;) {
        const current = await this.load(model.name, pk);
        const { write, result } = decide(current?.item ?? null);
        if (write.kind === 'none' || (write.kind === 'delete' && !current)) return result;
        if (write.kind === 'put') {
          assertItemFits(model.name, write.item);
          assertKeysFilled(model, write.item);
        }
        const nextItem = write.kind === 'put' ? write.item : null;
        const upserts: Parameters<DataStore['write']>[4] = [];
        const removals: string[] = [];
        for (const spec of specs) {
          const before = current ? entryOf(spec.key, current.item) : null;
          const after = nextItem ? entryOf(spec.key, nextItem) : null;
          if (sameEntry(before, after)) continue;
          if (after) {
            upserts.push({ index_name: spec.name, partition: after.partition, sort_text: after.sortText, sort_num: after.sortNum });
          } else {
            removals.push(spec.name);
          }
        }
        if (await this.write(model.name, pk, current, write, upserts, removals)) {
          this.cache.set(cacheKey, nextItem ? { item: nextItem, version: current ? current.version + 1 : 1 } : null);
          return result;
        }
        // The row changed since we read it (another process or a stale cache): re-read and decide again.
        this.cache.delete(cacheKey);
      }
    });
  }

  /**
   * One page of a scan or key query, read in key order the way DynamoDB reads one: until
   * `limit` items are found or 1 MB has been read (the row that crosses 1 MB included), in
   * batches, so a page never loads more than that. Items `visible` rejects are read (they count
   * toward the 1 MB) but neither returned nor counted toward `limit`; and a full page carries a
   * token only once another visible item is found after it, so a page says nothing about items
   * its reader may not see (unless 1 MB of them lie in the way).
   */
  async query(model: ModelRules, spec: QuerySpec): Promise<Page> {
    const visible = spec.visible ?? (() => true);
    const items: Item[] = [];
    let after = spec.after ?? null;
    let read = 0;
    for (;;) {
      const full = items.length === spec.limit;
      const wanted = full ? QUERY_BATCH : Math.min(spec.limit - items.length, QUERY_BATCH) + 1;
      const rows = await this.batch(model, spec, after, wanted, PAGE_BYTES - read);
      for (const row of rows) {
        read += row.size;
        if (visible(row.item)) {
          // Another item for this reader: the next page starts just before it.
          if (items.length === spec.limit) return { items, next: after };
          items.push(row.item);
        }
        after = row.cursor;
        if (read >= PAGE_BYTES) return { items, next: after };
      }
      // Fewer rows than asked for, within the byte budget: the query is exhausted.
      if (rows.length < wanted) return { items, next: null };
      // PGlite answers on this thread: let other requests in before the next round trip.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Up to `count` rows after `after`, stopping after the row that brings the bytes read to `budget`. */
  private async batch(model: ModelRules, spec: QuerySpec, after: Cursor | null, count: number, budget: number): Promise<Row[]> {
    const params: unknown[] = [model.name];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const direction = spec.descending ? 'DESC' : 'ASC';
    const cmp = spec.descending ? '<' : '>';
    const { key } = spec;
    const indexName = key ? this.indexNames.get(key) : undefined;
    // The examined rows' positions and stored sizes (pg_column_size reads no TOASTed value),
    // then the items of those within the budget only.
    const select = (examined: string, order: string, columns: string) => `
      WITH examined AS MATERIALIZED (${examined})
      SELECT ${columns}, x.size, d.item FROM examined x JOIN data_items d ON d.model = $1 AND d.pk = x.pk
      WHERE x.running - x.size < ${param(budget)} ORDER BY ${order}`;

    if (!key || !indexName) {
      // A scan, or a primary key without sort fields (at most one item).
      const where = ['model = $1'];
      if (key) where.push(`pk = ${param(DataStore.encodeKey(model, { [key.partition]: spec.partition }))}`);
      if (after) where.push(`pk ${cmp} ${param(after.pk)}`);
      const order = `pk ${direction}`;
      const result = await this.statements.query<{ pk: string; item: Item; size: number }>(
        select(
          `SELECT pk, pg_column_size(item) AS size, sum(pg_column_size(item)) OVER (ORDER BY ${order} ROWS UNBOUNDED PRECEDING) AS running
           FROM data_items WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${param(count)}`,
          `x.pk ${direction}`,
          'x.pk',
        ),
        params,
      );
      return result.rows.map((r) => ({ item: fromColumn(r.item), size: Number(r.size), cursor: { pk: r.pk } }));
    }

    const sortColumn = key.numericSort ? 'e.sort_num' : 'e.sort_text';
    const where = [
      'e.model = $1',
      `e.index_name = ${param(indexName)}`,
      `e.partition = ${param(keyText(spec.partition))}`,
      key.numericSort ? 'e.sort_num IS NOT NULL' : 'e.sort_num IS NULL',
    ];
    const condition = key.sort.length ? spec.sortCondition : null;
    if (condition) {
      // Sort texts are key texts; a prefix is matched as typed (no sort key of the schema holds U+0000).
      const sortValue = (value: string | number) => (typeof value === 'string' ? keyText(value) : value);
      if (condition.op === 'between') {
        where.push(`${sortColumn} BETWEEN ${param(sortValue(condition.value[0]))} AND ${param(sortValue(condition.value[1]))}`);
      } else if (condition.op === 'beginsWith') {
        where.push(`starts_with(${sortColumn}::text, ${param(String(condition.value))})`);
      } else {
        const op = { eq: '=', lt: '<', le: '<=', gt: '>', ge: '>=' }[condition.op];
        where.push(`${sortColumn} ${op} ${param(sortValue(condition.value))}`);
      }
    }
    if (after) {
      const pkParam = param(after.pk);
      if (key.sort.length && after.sort !== undefined) {
        const sortParam = param(after.sort);
        where.push(`(${sortColumn} ${cmp} ${sortParam} OR (${sortColumn} = ${sortParam} AND e.pk ${cmp} ${pkParam}))`);
      } else {
        where.push(`e.pk ${cmp} ${pkParam}`);
      }
    }
    const order = key.sort.length ? `${sortColumn} ${direction}, e.pk ${direction}` : `e.pk ${direction}`;
    const outerSort = key.numericSort ? 'x.sort_num' : 'x.sort_text';
    const result = await this.statements.query<{ pk: string; item: Item; size: number; sort_text: string | null; sort_num: string | null }>(
      select(
        `SELECT e.pk, e.sort_text, e.sort_num, pg_column_size(d.item) AS size,
                sum(pg_column_size(d.item)) OVER (ORDER BY ${order} ROWS UNBOUNDED PRECEDING) AS running
         FROM data_index_entries e JOIN data_items d ON d.model = e.model AND d.pk = e.pk
         WHERE ${where.join(' AND ')} ORDER BY ${order} LIMIT ${param(count)}`,
        key.sort.length ? `${outerSort} ${direction}, x.pk ${direction}` : `x.pk ${direction}`,
        'x.pk, x.sort_text, x.sort_num',
      ),
      params,
    );
    return result.rows.map((r) => ({
      item: fromColumn(r.item),
      size: Number(r.size),
      cursor: key.sort.length === 0 ? { pk: r.pk } : { pk: r.pk, sort: key.numericSort ? Number(r.sort_num) : (r.sort_text ?? '') },
    }));
  }

}
