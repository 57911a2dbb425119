/**
 * The local cloud's data folder holds accounts, sessions, the mailbox (with sign-up and reset
 * codes) and the keys that sign tokens: it is the developer's alone (local/store/privateFolder.ts).
 * It is created private before anything is written in it, and its contents are made private
 * again once the cloud has started (PGlite writes files with its own modes) and when it stops.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_MODE } from '../store/privateFolder';

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
