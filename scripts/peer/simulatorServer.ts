/**
 * The peer server of `npm run bench:peer`, in its own process as `amplify mock api` runs it:
 * `@aws-amplify/amplify-appsync-simulator` from the benchmark's scratch install, serving the
 * configuration (scripts/peer/simulatorConfig.ts) in the JSON file given.
 * Usage: node --import tsx scripts/peer/simulatorServer.ts <scratch folder> <config.json> <port> <ws port>
 * Writes "ready" on stdout once it listens.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const [scratch, configFile, port, wsPort] = process.argv.slice(2);
const requireFromScratch = createRequire(join(scratch, 'package.json'));
const { AmplifyAppSyncSimulator } = requireFromScratch('@aws-amplify/amplify-appsync-simulator') as {
  AmplifyAppSyncSimulator: new (server: { port: number; wsPort: number }) => { init(config: unknown): void; start(): Promise<void> };
};
const simulator = new AmplifyAppSyncSimulator({ port: Number(port), wsPort: Number(wsPort) });
simulator.init(JSON.parse(readFileSync(configFile, 'utf8')));
await simulator.start();
console.log('ready');
