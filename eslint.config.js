// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import appsync from '@aws-appsync/eslint-plugin';

/** Features never import each other: each feature folder is a zone closed to its siblings. */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other: move shared code to src/domain, src/ui or src/backend.',
}));

/** A path written out by hand instead of built by the route table (src/domain/paths.ts). */
const SLASH = '/^\\u002F/';
const handWrittenPaths = [
  `JSXAttribute[name.name=/^(to|href)$/] > Literal[value=${SLASH}]`,
  `JSXAttribute[name.name=/^(to|href)$/] > JSXExpressionContainer > :matches(Literal[value=${SLASH}], TemplateLiteral)`,
  `CallExpression[callee.name='navigate'] > :matches(Literal[value=${SLASH}], TemplateLiteral)`,
  `Property[key.name='to'] > :matches(Literal[value=${SLASH}], TemplateLiteral)`,
].map((selector) => ({ selector, message: 'Build links and redirects with the route table: paths.… from src/domain/paths.ts.' }));

const amplifyImports = {
  patterns: [
    {
      group: ['aws-amplify', 'aws-amplify/*', '@aws-amplify/*'],
      message: 'Only src/backend talks to aws-amplify.',
    },
  ],
};

/**
 * The modules bundled into the AppSync pipeline steps (amplify/data/pipelineSteps.ts) run in the
 * APPSYNC_JS runtime, which takes only a subset of JavaScript: they are linted with its rules.
 * tests/amplify/data/pipelineSteps.lint.test.ts fails when a bundle takes in a module not listed here.
 */
export const APPSYNC_JS_MODULES = [
  'amplify/data/steps/*.ts',
  'src/domain/blindRankings.ts',
  'src/domain/beforeFirstCheck.ts',
  'src/domain/blindReviews.ts',
  'src/domain/crisis.ts',
  'src/domain/crisisGuard.ts',
  'src/domain/deletion.ts',
  'src/domain/checkIns.ts',
  'src/domain/commitments.ts',
  'src/domain/erasure.ts',
  'src/domain/identity.ts',
  'src/domain/invitationTopic.ts',
  'src/domain/answerLock.ts',
  'src/domain/issueUpdateRules.ts',
  'src/domain/leaving.ts',
  'src/domain/limits.ts',
  'src/domain/listLimits.ts',
  'src/domain/outcomeLocks.ts',
  'src/domain/ownProfile.ts',
  'src/domain/plainAddress.ts',
  'src/domain/rankingRules.ts',
  'src/domain/safetyPause.ts',
  'src/domain/sessionRole.ts',
  'src/domain/rounds.ts',
  'src/domain/sideShare.ts',
  'src/domain/solutionIds.ts',
  'src/domain/status.ts',
  'src/domain/writeRights.ts',
];

export default tseslint.config(
  { ignores: ['dist', 'cdk.out', '.amplify', 'node_modules', 'coverage', 'playwright-report', 'test-results', '.local-cloud', '.bench-peer'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    // The boundary rule needs to resolve relative imports of .ts/.tsx files to paths.
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Modules that import each other are one module in two files. (The rule skips `import type`.)
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            // One-way imports: app -> features -> backend/domain/ui.
            { target: './src/features', from: './src/app', message: 'Features do not import the app shell.' },
            { target: ['./src/backend', './src/domain', './src/ui'], from: ['./src/app', './src/features'] },
            { target: './src/domain', from: ['./src/backend', './src/ui'], message: 'Domain rules are pure: no I/O, no UI.' },
            { target: ['./src', './amplify'], from: './local', message: 'The local cloud is never imported by the app or the backend.' },
            // index.html carries src/boot's source inline (scripts/earlyRequestsPlugin.ts): it can import nothing.
            { target: './src/boot', from: ['./src', './node_modules'], message: 'src/boot runs inline in index.html: browser globals only, no imports.' },
            // Tests and benchmarks share their tools through tests/support: no test imports a benchmark
            // (tests/scripts/ tests them, so it may), and no benchmark imports a test.
            {
              target: ['./e2e/**', './tests/!(scripts)/**'],
              from: ['./scripts/bench*.ts', './scripts/flow/**'],
              message: 'Tests do not import benchmark code: move what both use to tests/support.',
            },
            { target: ['./scripts', './e2e'], from: './tests', except: ['./support'], message: 'Only tests/support is shared with benchmarks and e2e.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/backend/**'],
    rules: { 'no-restricted-imports': ['error', amplifyImports] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...handWrittenPaths] },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...amplifyImports.patterns, { group: ['react', 'react-*', 'node:*'], message: 'Domain rules have no side effects.' }] },
      ],
    },
  },
  {
    files: APPSYNC_JS_MODULES,
    plugins: appsync.configs.recommended.plugins,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: appsync.configs.recommended.rules,
  },
  {
    // Tests may use `any` to poke at CloudFormation and wire protocols.
    files: ['tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
