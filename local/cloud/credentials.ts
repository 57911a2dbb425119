import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The IAM credentials local functions sign their data calls with, as a Lambda role would. */
export interface FunctionCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Generated once per data folder, so they survive restarts and never sit in the repository. */
export function loadFunctionCredentials(dataDir: string, region: string): FunctionCredentials {
  const file = join(dataDir, 'function-credentials.json');
  if (existsSync(file)) return { ...JSON.parse(readFileSync(file, 'utf8')), region };
  mkdirSync(dataDir, { recursive: true });
  const credentials = {
    accessKeyId: `ASIALOCAL${randomBytes(6).toString('hex').toUpperCase()}`,
    secretAccessKey: randomBytes(30).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return { ...credentials, region };
}
