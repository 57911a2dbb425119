/**
 * The local cloud's data folder (accounts, sessions, the mailbox's codes, signing keys) is the
 * developer's alone: the folder 0700, every file in it 0600, from the first start on, and an
 * older folder that was readable by others is made private at the next start. So is the PGlite
 * template every new data folder is copied from (issue 24: it was world-writable, 0666).
 */
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadDataKey } from '../../../local/cloud/dataFolder';
import { securePrivateFolder } from '../../../local/store/privateFolder';
import { startLocalCloud } from '../../../local/cloud/server';

const scratch = mkdtempSync(join(tmpdir(), 'dfuse-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function entries(dir: string): { path: string; mode: number; folder: boolean }[] {
  const out = [{ path: dir, mode: statSync(dir).mode & 0o777, folder: true }];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...entries(path));
    else out.push({ path, mode: statSync(path).mode & 0o777, folder: false });
  }
  return out;
}

const notPrivate = (dir: string) =>
  entries(dir)
    .filter((e) => e.mode !== (e.folder ? 0o700 : 0o600))
    .map((e) => `${e.path} ${e.mode.toString(8)}`);

describe('the data folder', () => {
  const dataDir = join(scratch, 'data');

  it('is created 0700 with every file 0600, while the cloud runs and after it stops', async () => {
    const cloud = await startLocalCloud({ port: 0, dataDir });
    await cloud.auth.ensureUser({ email: 'owner@example.com', password: 'Owner-pass-1', givenName: 'Olive', familyName: 'Owner' });
    await cloud.mailbox.send({ to: 'owner@example.com', subject: 'Your code', text: 'Your code is 123456' });
    const files = entries(dataDir).filter((e) => !e.folder);
    expect(files.length).toBeGreaterThan(100); // Postgres's own files, the keys, the credentials
    expect(notPrivate(dataDir)).toEqual([]);
    await cloud.close();
    expect(notPrivate(dataDir)).toEqual([]);
  }, 30_000);

  it('makes a folder that others could read private again at the next start', async () => {
    for (const entry of entries(dataDir)) chmodSync(entry.path, entry.folder ? 0o755 : 0o644);
    expect(notPrivate(dataDir).length).toBeGreaterThan(100);
    const cloud = await startLocalCloud({ port: 0, dataDir });
    expect(notPrivate(dataDir)).toEqual([]);
    await cloud.close();
  }, 30_000);
});

describe('the PGlite template new data folders are copied from', () => {
  const template = join(scratch, 'template');
  afterEach(() => vi.unstubAllEnvs());

  it('is made 0700 with every file 0600 when the first cloud on the machine creates it', async () => {
    vi.stubEnv('LOCAL_CLOUD_PGLITE_TEMPLATE', template);
    const cloud = await startLocalCloud({ port: 0, dataDir: join(scratch, 'first') });
    await cloud.close();
    expect(entries(template).filter((e) => !e.folder).length).toBeGreaterThan(100);
    expect(notPrivate(template)).toEqual([]);
    expect(notPrivate(join(scratch, 'first'))).toEqual([]);
  }, 60_000);

  it('is made private again when a cloud next copies it, if others could write to it', async () => {
    vi.stubEnv('LOCAL_CLOUD_PGLITE_TEMPLATE', template);
    for (const entry of entries(template)) chmodSync(entry.path, entry.folder ? 0o777 : 0o666);
    const cloud = await startLocalCloud({ port: 0, dataDir: join(scratch, 'second') });
    await cloud.close();
    expect(notPrivate(template)).toEqual([]);
  }, 60_000);
});

describe('loadDataKey', () => {
  it('makes a 32-byte key once, in a 0600 file, and returns the same key after', () => {
    const dir = join(scratch, 'keys');
    securePrivateFolder(dir);
    const key = loadDataKey(dir, 'test.key');
    expect(key).toHaveLength(32);
    expect(statSync(join(dir, 'test.key')).mode & 0o777).toBe(0o600);
    expect(loadDataKey(dir, 'test.key').equals(key)).toBe(true);
    // A damaged key file is replaced rather than used.
    writeFileSync(join(dir, 'test.key'), 'short');
    const replaced = loadDataKey(dir, 'test.key');
    expect(replaced).toHaveLength(32);
    expect(replaced.equals(key)).toBe(false);
    expect(existsSync(join(dir, 'test.key'))).toBe(true);
  });
});
