/**
 * The local cloud's database: PGlite, a real Postgres compiled to WebAssembly.
 * Chosen over dynalite because it needs no native module (dynalite's LevelDB does),
 * gives real transactions (conditional updates stay atomic under concurrency) and
 * its write-ahead log survives `kill -9`. It opens an existing folder in well under a second.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

export type Database = PGlite;

export async function openDatabase(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir });
  await db.waitReady;
  return db;
}
