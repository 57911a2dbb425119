/**
 * The backend's own steps in the model pipelines, each an APPSYNC_JS function bundled with
 * esbuild from an entry in amplify/data/steps/ that imports the domain rules. One source runs
 * in the browser (the domain modules), in AWS (this bundle) and in the local cloud (which runs
 * the synthesized bundle, local/generated/appsync-functions.json, through local/data/appsyncJs.ts):
 *
 * - `<field>ListLimits` in the create and update pipelines of Issue and Profile: list counts,
 *   item lengths and structured-field sizes, which `@validate` does not cover (src/domain/listLimits.ts);
 * - `createIssueCreationGuard`: a new session starts with the spec's starting values (src/domain/writeRights.ts);
 * - `createIssueCrisisWords`, `updateIssueCrisisWords`: a participant's own words that threaten the
 *   other person are not stored where the other reads them (src/domain/crisisGuard.ts);
 * - `updateIssueGuard`: status moves forward only, rankings are well formed and each side keeps to
 *   its share of the item (src/domain/issueUpdateRules.ts);
 * - `getProfileOwnOnly` in the getProfile query: a signed-in caller reads only their own profile,
 *   refused alike whether another one exists or not (src/domain/ownProfile.ts);
 * - `<field>BlindRankings` in every Issue read and write: the rankings a reader may not see yet are
 *   sealed in the result (src/domain/blindRankings.ts).
 *
 * The checks go just before the DynamoDB request (the write, or the read of getProfile; after the
 * transformer's auth and @validate steps), in this order; the result step goes last, after the
 * data is loaded. The domain modules they import are written in the APPSYNC_JS subset, which
 * `eslint` checks with @aws-appsync/eslint-plugin (eslint.config.js).
 */
import { fileURLToPath } from 'node:url';
import { Stack } from 'aws-cdk-lib';
import { CfnDataSource, CfnFunctionConfiguration, type CfnResolver } from 'aws-cdk-lib/aws-appsync';
import { buildSync } from 'esbuild';
import { LIST_LIMITS } from '../../src/domain/listLimits';

const root = fileURLToPath(new URL('../..', import.meta.url));

export const STEP_ENTRIES = {
  inputLimits: 'amplify/data/steps/inputLimits.ts',
  createIssueGuard: 'amplify/data/steps/createIssueGuard.ts',
  updateIssueGuard: 'amplify/data/steps/updateIssueGuard.ts',
  ownProfileOnly: 'amplify/data/steps/ownProfileOnly.ts',
  blindRankings: 'amplify/data/steps/blindRankings.ts',
  crisisWords: 'amplify/data/steps/crisisWords.ts',
} as const;

/**
 * One entry and everything it imports as one ES module, as the APPSYNC_JS runtime takes it:
 * `@aws-appsync/utils` is the runtime's own and stays an import; no source map.
 */
export function bundleStep(entry: string): string {
  return `// Bundled from ${entry} by amplify/data/pipelineSteps.ts: edit the entry and the domain modules it imports.\n${build(entry).outputFiles[0].text}`;
}

/** The source files a step's bundle is made of (paths from the repository root). */
export function bundledModules(entry: string): string[] {
  return Object.keys(build(entry).metafile.inputs).sort();
}

function build(entry: string) {
  return buildSync({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    target: 'esnext',
    external: ['@aws-appsync/utils'],
    sourcemap: false,
    legalComments: 'none',
    logLevel: 'silent',
  });
}

interface PipelineStep {
  /** The resolver's type: a model mutation, or a query (getProfile, the Issue reads). */
  typeName: 'Mutation' | 'Query';
  fieldName: string;
  name: string;
  entry: keyof typeof STEP_ENTRIES;
  /** The DynamoDB data source the step reads with, or none. */
  table: string | null;
  /** Where it goes: just before the DynamoDB request (a write, or getProfile's read), or last (after the data is loaded, to shape the result). */
  at: 'beforeWrite' | 'last';
}

/** Every resolver that returns Issues: the reads, and the writes whose results go to subscribers. */
const ISSUE_RESULT_FIELDS = [
  ['Query', 'getIssue'],
  ['Query', 'listIssues'],
  ['Query', 'issuesByInitiatorEmail'],
  ['Query', 'issuesByCollaboratorEmail'],
  ['Mutation', 'createIssue'],
  ['Mutation', 'updateIssue'],
  ['Mutation', 'deleteIssue'],
] as const;

export const PIPELINE_STEPS: readonly PipelineStep[] = [
  ...Object.keys(LIST_LIMITS).flatMap((model) =>
    [`create${model}`, `update${model}`].map((fieldName) => ({
      typeName: 'Mutation' as const,
      fieldName,
      name: `${fieldName}ListLimits`,
      entry: 'inputLimits' as const,
      table: null,
      at: 'beforeWrite' as const,
    })),
  ),
  { typeName: 'Mutation', fieldName: 'createIssue', name: 'createIssueCrisisWords', entry: 'crisisWords', table: null, at: 'beforeWrite' },
  { typeName: 'Mutation', fieldName: 'createIssue', name: 'createIssueCreationGuard', entry: 'createIssueGuard', table: null, at: 'beforeWrite' },
  { typeName: 'Mutation', fieldName: 'updateIssue', name: 'updateIssueCrisisWords', entry: 'crisisWords', table: null, at: 'beforeWrite' },
  { typeName: 'Mutation', fieldName: 'updateIssue', name: 'updateIssueGuard', entry: 'updateIssueGuard', table: 'IssueTable', at: 'beforeWrite' },
  { typeName: 'Query', fieldName: 'getProfile', name: 'getProfileOwnOnly', entry: 'ownProfileOnly', table: null, at: 'beforeWrite' },
  ...ISSUE_RESULT_FIELDS.map(([typeName, fieldName]) => ({
    typeName,
    fieldName,
    name: `${fieldName}BlindRankings`,
    entry: 'blindRankings' as const,
    table: null,
    at: 'last' as const,
  })),
];

/** The L1 resources of the data construct the steps are wired into. */
interface DataResources {
  cfnResolvers: Record<string, CfnResolver>;
  cfnDataSources: Record<string, CfnDataSource>;
}

/** Puts every step of PIPELINE_STEPS into its resolver's pipeline, just before the write. Returns their names. */
export function addPipelineSteps({ cfnResolvers, cfnDataSources }: DataResources): string[] {
  const code = new Map<string, string>();
  const noneSources = new Map<Stack, CfnDataSource>();
  for (const step of PIPELINE_STEPS) {
    const resolver = Object.values(cfnResolvers).find((r) => r.typeName === step.typeName && r.fieldName === step.fieldName);
    const pipeline = resolver?.pipelineConfig as CfnResolver.PipelineConfigProperty | undefined;
    if (!resolver || !pipeline?.functions?.length) throw new Error(`No pipeline resolver for ${step.typeName}.${step.fieldName}`);
    const stack = Stack.of(resolver);
    let dataSource = step.table ? Object.values(cfnDataSources).find((s) => s.type === 'AMAZON_DYNAMODB' && s.name === step.table) : noneSources.get(stack);
    if (step.table && !dataSource) throw new Error(`No ${step.table} data source`);
    if (!dataSource) {
      dataSource = new CfnDataSource(stack, 'PipelineStepsNoneDataSource', { apiId: resolver.apiId, name: 'PipelineStepsNone', type: 'NONE' });
      noneSources.set(stack, dataSource);
    }
    if (!code.has(step.entry)) code.set(step.entry, bundleStep(STEP_ENTRIES[step.entry]));
    const fn = new CfnFunctionConfiguration(stack, step.name, {
      apiId: resolver.apiId,
      name: step.name,
      dataSourceName: dataSource.attrName,
      runtime: { name: 'APPSYNC_JS', runtimeVersion: '1.0.0' },
      code: code.get(step.entry),
    });
    // Last is the DynamoDB request (the write, or getProfile's read): a check goes just before it, a result step after it.
    const functions = [...pipeline.functions];
    functions.splice(step.at === 'last' ? functions.length : functions.length - 1, 0, fn.attrFunctionId);
    resolver.pipelineConfig = { functions };
  }
  return PIPELINE_STEPS.map((step) => step.name);
}
