/**
 * An in-process local cloud for one test file: on a free port and a throw-away data folder,
 * with the real aws-amplify client pointed at it; closed and removed after the file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { startLocalCloud, type LocalCloud } from '../../local/cloud/server';
import { configureAmplify } from './amplifyAgainstCloud';

/** Gives the running cloud; `dataDir` is its data folder, for tests that read the raw files. */
export interface CloudOfFile {
  (): LocalCloud;
  readonly dataDir: string;
}

/** Registers the file's beforeAll/afterAll; the returned function gives the running cloud. */
export function localCloudPerFile(name: string): CloudOfFile {
  const dataDir = mkdtempSync(join(tmpdir(), `dfuse-${name}-`));
  let cloud: LocalCloud | undefined;
  beforeAll(async () => {
    cloud = await startLocalCloud({ port: 0, dataDir });
    configureAmplify(cloud);
  }, 30_000);
  afterAll(async () => {
    await cloud?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const running = () => {
    if (!cloud) throw new Error('The local cloud is not running yet (use it inside a test or a hook).');
    return cloud;
  };
  return Object.assign(running, { dataDir });
}
