/** local/store/prepared.ts: values survive the literal quoting, eviction re-prepares. */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PreparedStatements } from '../../../local/store/prepared';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await db.exec('CREATE TABLE t (k text PRIMARY KEY, n bigint, j jsonb)');
});
afterAll(() => db.close());

it('round-trips quotes, backslashes, JSON and NULL as parameters', async () => {
  const statements = await PreparedStatements.create(db);
  const tricky = `it's a \\'quote\\' ); DROP TABLE t; --`;
  const json = JSON.stringify({ a: "o'k", b: '\\n' });
  await statements.query('INSERT INTO t (k, n, j) VALUES ($1, $2, $3::text::jsonb)', [tricky, 42, json]);
  await statements.query('INSERT INTO t (k, n, j) VALUES ($1, $2, $3)', ['nulls', null, null]);
  const row = await statements.query<{ k: string; n: number; j: unknown }>('SELECT k, n, j FROM t WHERE k = $1', [tricky]);
  expect(row.rows).toEqual([{ k: tricky, n: 42, j: { a: "o'k", b: '\\n' } }]);
  const updated = await statements.query('UPDATE t SET n = n + 1 WHERE k = $1', ['nulls']);
  expect(updated.affectedRows).toBe(1);
});

it('keeps working when statements are evicted', async () => {
  const statements = await PreparedStatements.create(db, 2);
  for (let round = 0; round < 3; round += 1) {
    for (let i = 0; i < 4; i += 1) {
      const result = await statements.query<{ v: number }>(`SELECT $1::int + ${i} AS v`, [round]);
      expect(result.rows[0].v).toBe(round + i);
    }
  }
  // Concurrent users of the same statements.
  const values = await Promise.all(Array.from({ length: 20 }, (_, i) => statements.query<{ v: number }>(`SELECT $1::int + ${i % 5} AS v`, [i])));
  expect(values.map((r) => r.rows[0].v)).toEqual(Array.from({ length: 20 }, (_, i) => i + (i % 5)));
});

it('commits concurrent writes together and still gives each its own outcome', async () => {
  const statements = await PreparedStatements.create(db);
  await db.exec("CREATE TABLE g (k int PRIMARY KEY, v int CHECK (v < 100)); INSERT INTO g SELECT i, 0 FROM generate_series(1, 10) i");
  const bump = (k: number, v: number) => statements.write<{ written: number }>('UPDATE g SET v = $2 WHERE k = $1 RETURNING 1 AS written', [k, v]);
  const outcomes = await Promise.allSettled([bump(1, 1), bump(2, 2), bump(3, 300), bump(4, 4), bump(42, 5), bump(5, 5)]);
  expect(outcomes.map((o) => (o.status === 'fulfilled' ? o.value.rows.length : 'rejected'))).toEqual([1, 1, 'rejected', 1, 0, 1]);
  const rows = await db.query<{ k: number; v: number }>('SELECT k, v FROM g WHERE k <= 5 ORDER BY k');
  expect(rows.rows.map((r) => r.v)).toEqual([1, 2, 0, 4, 5]);
});
