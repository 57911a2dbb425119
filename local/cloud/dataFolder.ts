/**
 * The local cloud's data folder holds accounts, sessions, the mailbox (with sign-up and reset
 * codes) and the keys that sign tokens: it is the developer's alone. The folder is 0700 and
 * every file in it 0600. PGlite creates files with its own modes (0666 from initdb, which the
 * template copy keeps), so the folder is created private before anything is written in it, and
 * its contents are made private again once the cloud has started and when it stops.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FOLDER_MODE = 0o700;
export const FILE_MODE = 0o600;

/** Creates the folder if needed and makes it and everything in it private to this user. */
export function securePrivateFolder(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: FOLDER_MODE });
  const pending = [dir];
  while (pending.length) {
    const current = pending.pop()!;
    chmodSync(current, FOLDER_MODE);
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name);
      if (entry.isDirectory()) pending.push(path);
      else if (entry.isFile()) {
        try {
          if ((lstatSync(path).mode & 0o777) !== FILE_MODE) chmodSync(path, FILE_MODE);
        } catch (error) {
          // Postgres may remove a file (a recycled WAL segment) while the sweep runs.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    }
  }
}

/** A 32-byte key kept in the data folder (0600), made on first use, so what it seals survives restarts. */
export function loadDataKey(dataDir: string, name: string): Buffer {
  const file = join(dataDir, name);
  try {
    const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length === 32) return key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = randomBytes(32);
  writeFileSync(file, key.toString('base64'), { mode: FILE_MODE });
  return key;
}
