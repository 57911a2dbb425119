import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFunctionHost, type FunctionDescription } from '../../../local/functions/host';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder of handler modules, each counting its own loads in a global, and a host over them. */
function hostWith(modules: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'dfuse-host-'));
  folders.push(root);
  const functions: FunctionDescription[] = Object.entries(modules).map(([name, code]) => {
    writeFileSync(join(root, `${name}.mjs`), code);
    return { name, handler: `${name}.mjs`, hasUrl: false, timeoutSeconds: 5, environment: {} };
  });
  return createFunctionHost({ root, functions, sharedEnvironment: {} });
}

const loads = () => (globalThis as { __hostTestLoads?: Record<string, number> }).__hostTestLoads ?? {};
const countingHandler = (name: string) => `
globalThis.__hostTestLoads ??= {};
globalThis.__hostTestLoads[${JSON.stringify(name)}] = (globalThis.__hostTestLoads[${JSON.stringify(name)}] ?? 0) + 1;
export const handler = async (event) => ({ from: ${JSON.stringify(name)}, event });
`;

describe('the function host warms its handlers', () => {
  it('loads every handler once on warm(), and a call after it does not load it again', async () => {
    const host = hostWith({ warmOne: countingHandler('warmOne'), warmTwo: countingHandler('warmTwo') });
    await host.warm();
    expect(loads().warmOne).toBe(1);
    expect(loads().warmTwo).toBe(1);
    await expect(host.invoke('warmOne', { n: 1 })).resolves.toEqual({ from: 'warmOne', event: { n: 1 } });
    expect(loads().warmOne).toBe(1);
  });

  it('lets a handler that cannot load fail on its call, with its message, and still warms the others', async () => {
    const host = hostWith({ broken: 'throw new Error("the handler is broken");', fine: countingHandler('fine') });
    await expect(host.warm()).resolves.toBeUndefined();
    expect(loads().fine).toBe(1);
    await expect(host.invoke('broken', {})).rejects.toThrow(/the handler is broken/);
  });
});
