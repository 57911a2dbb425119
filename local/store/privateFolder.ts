/**
 * Folders that are the developer's alone: the folder and every folder in it 0700, every file
 * 0600. The local cloud's data folder (accounts, sessions, the mailbox's codes, keys) and the
 * PGlite template every new data folder is copied from are kept so. PGlite creates files with
 * its own modes (0666 from initdb, which a copy keeps), so modes are set again after it writes.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
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
