/**
 * Makes deleted and overwritten rows really gone from the data folder (docs/rules.md, "My data":
 * erasure leaves nothing of the erased text in the local cloud's files). Postgres keeps a
 * deleted row's bytes in its table file until the page is rewritten, and every write in the
 * write-ahead log until the segment is removed. So: VACUUM FULL rewrites each of the cloud's tables and their indexes
 * from its live rows only (the old files are truncated at once); then the WAL moves to a fresh
 * segment and a checkpoint removes the old ones, which the database opens with
 * `wal_recycle=off` (open.ts) so they are unlinked rather than renamed for reuse with their bytes.
 * Fresh segments are zero-filled (`wal_init_zero`, on by default).
 *
 * It rewrites the whole database, so it is for rare events (an account's erasure), not every delete.
 */
import type { Database } from './open';

export async function reclaimDeletedRows(db: Database): Promise<void> {
  // The cloud's own tables hold every text people write; Postgres's catalogs hold none.
  const { rows } = await db.query<{ name: string }>("SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public'");
  for (const { name } of rows) await db.exec(`VACUUM FULL ${name}`);
  await db.query('SELECT pg_switch_wal()');
  await db.exec('CHECKPOINT');
}
