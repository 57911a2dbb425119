import { readFileSync } from 'node:fs';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { bootstrapCss } from './scripts/bootstrapCss.ts';
import { cloudOrigins } from './scripts/cloudOrigins.ts';
import { earlyRequests } from './scripts/earlyRequestsPlugin.ts';
import { routePreload } from './scripts/routePreload.ts';
import { importsPackage, staticImportClosure } from './scripts/staticImports.ts';

const inProject = (path: string) => fileURLToPath(new URL(path, import.meta.url));
/** What the first paint of `/` and `/login` runs of our own code (see codeSplitting below). */
const firstPaintModules = staticImportClosure(['src/main.tsx', 'src/features/marketing/HomePage.tsx', 'src/features/accounts/LoginPage.tsx'].map(inProject));
const SHELL_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|validator|react-bootstrap|@restart|dom-helpers|prop-types|classnames|uncontrollable|warning|invariant)[\\/]/;
/**
 * Our calls to the cloud that screens share: those the entry runs too (the sign-in state, the
 * early answers) go in the shell, the others in 'screens', rather than a dozen small chunks each
 * (one request each). Not those that load aws-amplify statically: a signed-in screen paints
 * before aws-amplify has loaded (src/backend/data.ts).
 */
const BACKEND_MODULES = /[\\/]src[\\/]backend[\\/]/;
const sharedBackendModule = (id: string) => BACKEND_MODULES.test(id) && !importsPackage(id.split('?')[0], 'aws-amplify');
/** The layout element of every signed-in screen (src/app/RequireAuth.tsx). */
const SIGNED_IN_LAYOUT = 'RequireAuth';
const SHARED_SCREEN_MODULES = /[\\/]src[\\/](domain|ui(?![\\/]ParticipantSessionPage))[\\/]/;

/** The API and Cognito origins, as src/backend/amplify.ts will call them (VITE_LOCAL_CLOUD_URL moves the local cloud). */
const outputs = () => JSON.parse(readFileSync(new URL('amplify_outputs.json', import.meta.url), 'utf8'));
const localCloudUrl = (mode: string): string | undefined => process.env.VITE_LOCAL_CLOUD_URL ?? loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_').VITE_LOCAL_CLOUD_URL;
const originsCalled = (mode: string) => cloudOrigins(outputs(), localCloudUrl(mode));

export default defineConfig(({ command, mode }) => ({
  // The build ships only the Bootstrap rules the app can use (scripts/bootstrapCss.ts); the dev
  // server keeps the whole stylesheet, so a class just typed works before the next build.
  css: { postcss: { plugins: command === 'build' ? [bootstrapCss(fileURLToPath(new URL('.', import.meta.url)))] : [] } },
  plugins: [
    react(),
    // index.html preloads the opened route's chunks alongside the entry (issue 30); the signed-in
    // screens (inside RequireAuth) preconnect to the API and Cognito, which they call at once.
    routePreload(inProject('src/app/router.tsx'), { origins: originsCalled(mode), layouts: [SIGNED_IN_LAYOUT] }),
    // Before any of that, a signed-in screen's sign-in check and reads are sent with the stored tokens.
    earlyRequests({
      routerFile: inProject('src/app/router.tsx'),
      signedInLayout: SIGNED_IN_LAYOUT,
      bootFile: inProject('src/boot/earlyRequests.ts'),
      prefetchModule: inProject('src/backend/sessionPrefetch.ts'),
      outputs: outputs(),
      localCloudUrl: localCloudUrl(mode),
    }),
  ],
  // react-router's package exports only its development build (dev warnings on); the build takes
  // the production build it ships beside it (same code, ENABLE_DEV_WARNINGS false).
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ],
        }
      : {},
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // The local cloud's database lives here: without this every commit's WAL write woke the
    // file watcher (lstat, directory re-reads) on the event loop that also serves the cloud.
    watch: { ignored: ['**/.local-cloud/**'] },
    // Vite serves any file under the project root; the local cloud's data folder (accounts,
    // mailbox codes, keys) must not be one of them. Vite's own defaults are kept.
    fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.local-cloud/**'] },
  },
  // Scan every screen up front, so lazily loaded routes never trigger a dependency
  // re-optimisation (and a full page reload) in the middle of a session or a test.
  optimizeDeps: { entries: ['index.html', 'src/**/*.tsx'] },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      // No modulepreload polyfill in the entry (0.3 KB gzip for every visitor): a browser without
      // native modulepreload (Safari before 17, Firefox before 115) fetches a route's chunks when
      // the route imports them instead of ahead; slower there, never broken.
      polyfill: false,
      // A lazy route's preload list need not name the chunks the entry itself imports statically
      // (the runtime and the shell): they are loaded before any route can ask. Naming them in
      // every route's list cost the entry bytes on every page.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => !/[\\/](rolldown-runtime|shell)-[\w-]+\.js$/.test(dep)) : deps,
    },
    rolldownOptions: {
      output: {
        // The small modules most screens share (our domain and ui modules, react-bootstrap's
        // pieces) in few chunks: left to itself rolldown split them into many tiny preloaded
        // chunks, and the extra wave of requests cost /login 0.05 of its Lighthouse score
        // (0.96 -> 0.91, FCP +0.4 s on slow 4G). Two chunks: 'shell', loaded by the entry, with the
        // libraries and those of our modules the first paint of / and /login runs; 'screens', with
        // the rest, which only the routes that use them load (and index.html preloads for them).
        // In one chunk, / and /login downloaded and ran all of it (18 KB gzip more, issue 30).
        // Not ui/ParticipantSessionPage: it loads the live session, and in the shell it pulled the
        // data client into every page's entry (/ grew from 139 to 207 KB gzip).
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: (id) => SHELL_LIBRARIES.test(id) || ((SHARED_SCREEN_MODULES.test(id) || sharedBackendModule(id)) && firstPaintModules.has(id.split('?')[0])),
              minShareCount: 2,
              priority: 2,
            },
            {
              name: 'screens',
              test: (id) => SHARED_SCREEN_MODULES.test(id) || sharedBackendModule(id),
              minShareCount: 2,
              priority: 1,
              // By default a group takes its modules' imports along, and 'screens' took the shell's
              // LinkButton and react-bootstrap's Button with them, which the entry then loaded from it.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/support/setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core CI machine, so the
    // files ran one after another while most of them wait on a local cloud, a synth or a child
    // process. Every file has its own cloud (free port, temporary folder) and synth folder.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
