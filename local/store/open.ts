/**
 * The local cloud's database: PGlite, a real Postgres compiled to WebAssembly.
 * Chosen over dynalite because it needs no native module (dynalite's LevelDB does),
 * gives real transactions (conditional updates stay atomic under concurrency) and
 * its write-ahead log survives `kill -9`. It opens an existing folder in well under a second.
 *
 * Start-up and memory:
 * - An empty folder is not initialised with initdb each time (2.5-5 s of CPU and a second
 *   WASM instance): the first initdb on a machine is kept, cleanly shut down, as a template
 *   (`.local-cloud/pglite-template-<version>`, or LOCAL_CLOUD_PGLITE_TEMPLATE) and copied
 *   into new folders, as `initdb` output is position-independent. The template is private
 *   like the data folders made from it (0700, files 0600): initdb wrote its files 0666, and
 *   anyone who could change the template would have changed every new database.
 * - shared_buffers is 16 MB instead of initdb's 128 MB: Postgres touches the whole buffer
 *   pool inside the WASM heap at start, which cost ~130 MB resident, and the local data
 *   fits many times over (the OS page cache still holds the files). No durability setting
 *   changes: PGlite's own defaults (WAL on, `-F` i.e. fsync off) stay as they were.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { FOLDER_MODE, securePrivateFolder } from './privateFolder';

export type Database = PGlite;

// wal_recycle=off: a WAL segment no longer needed is removed, not kept under a new name with the
// old writes still in it, so an erasure's reclaim (reclaim.ts) leaves nothing behind in pg_wal.
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB', '-c', 'wal_recycle=off'];

function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@electric-sql/pglite');
  let dir = dirname(entry);
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir);
  return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

function defaultTemplateDir(): string {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  return process.env.LOCAL_CLOUD_PGLITE_TEMPLATE ?? join(root, '.local-cloud', `pglite-template-${pgliteVersion()}`);
}

const isEmpty = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/**
 * Makes the template once (initdb, then a clean shutdown), private to this user; concurrent
 * starts keep whichever finished first. A template made before it was kept private is made so.
 */
async function ensureTemplate(templateDir: string): Promise<void> {
  if (existsSync(join(templateDir, 'PG_VERSION'))) return securePrivateFolder(templateDir);
  const staging = `${templateDir}.${process.pid}.tmp`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(dirname(staging), { recursive: true });
  // Private before initdb writes into it, and every file made private before it is published.
  mkdirSync(staging, { mode: FOLDER_MODE });
  const db = await PGlite.create({ dataDir: staging, startParams: START_PARAMS });
  await db.close();
  securePrivateFolder(staging);
  try {
    renameSync(staging, templateDir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(join(templateDir, 'PG_VERSION'))) throw error;
  }
}

export async function openDatabase(dir: string, options: { templateDir?: string | null } = {}): Promise<Database> {
  const templateDir = options.templateDir === undefined ? defaultTemplateDir() : options.templateDir;
  if (templateDir && isEmpty(dir)) {
    await ensureTemplate(templateDir);
    // Copied aside and renamed, so that an interrupted copy never looks like a database.
    const staging = `${dir}.${process.pid}.tmp`;
    rmSync(staging, { recursive: true, force: true });
    cpSync(templateDir, staging, { recursive: true });
    rmSync(dir, { recursive: true, force: true });
    renameSync(staging, dir);
  }
  mkdirSync(dir, { recursive: true });
  const db = await PGlite.create({ dataDir: dir, startParams: START_PARAMS });
  await db.waitReady;
  return db;
}
