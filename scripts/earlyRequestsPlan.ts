/**
 * What index.html's inline script asks for before the app loads (src/boot/earlyRequests.ts),
 * built from amplify_outputs.json: the API and Cognito addresses as src/backend/amplify.ts calls
 * them, and, per address, the GraphQL reads the screen starts with. Each read asks for what the
 * app's own call asks for (aws-amplify's default selection: every field of the model, a custom
 * type's fields nested; the session list, SESSION_LIST_FIELDS), so its answer can stand in for
 * that call; tests/scripts/earlyRequestsPlan.cloud.test.ts compares the two answers.
 */
import type { EarlyPlan, EarlyRead } from '../src/boot/earlyRequests';
import { earlyKeys } from '../src/backend/earlyAnswers.ts';
import { SESSION_LIST_FIELDS, SESSION_LIST_LIMIT } from '../src/domain/sessionList.ts';
import { cloudEndpoints, type CloudOutputs } from './cloudOrigins.ts';
import { patternSource } from './routePreload.ts';

interface FieldType {
  type: string | { enum?: string; nonModel?: string; model?: string };
}
interface Introspection {
  models: Record<string, { fields: Record<string, FieldType> }>;
  nonModels?: Record<string, { fields: Record<string, FieldType> }>;
}
export interface Outputs extends CloudOutputs {
  auth: { aws_region: string; user_pool_client_id: string };
  data: { url: string; model_introspection: Introspection };
}

/** Every field of a model or custom type; custom types nested, relations left out (as aws-amplify does by default). */
function selectionOf(fields: Record<string, FieldType>, introspection: Introspection): string {
  return Object.entries(fields)
    .flatMap(([name, { type }]) => {
      if (typeof type === 'string' || type.enum) return [name];
      if (type.nonModel) return [`${name} { ${selectionOf(introspection.nonModels?.[type.nonModel]?.fields ?? {}, introspection)} }`];
      return [];
    })
    .join(' ');
}

/** A signed-in screen's route pattern, and whether it reads ahead (its loader imports src/backend/sessionPrefetch.ts). */
export interface SignedInRoute {
  pattern: string;
  readsAhead: boolean;
}

/**
 * Every signed-in screen sends the sign-in check (GetUser). Those that read ahead send their
 * reads with it: a session's screens (`:id`) the session and my safety check, the session list
 * its two index queries. Addresses without a parameter are matched first (/session/new before
 * /session/:id), as the router ranks them.
 */
export function earlyRequestsPlan(outputs: Outputs, signedInRoutes: SignedInRoute[], localCloudUrl?: string): EarlyPlan {
  const introspection = outputs.data.model_introspection;
  const issueFields = selectionOf(introspection.models.Issue.fields, introspection);
  const safetyCheckFields = selectionOf(introspection.models.SafetyCheck.fields, introspection);
  const sessionReads: EarlyRead[] = [
    { key: earlyKeys.session(':id'), query: `query GetIssue($id: ID!) { getIssue(id: $id) { ${issueFields} } }`, variables: { id: ':id' } },
    {
      key: earlyKeys.safetyCheck(':id'),
      query: `query GetSafetyCheck($issueId: ID!, $ownerEmail: String!) { getSafetyCheck(issueId: $issueId, ownerEmail: $ownerEmail) { ${safetyCheckFields} } }`,
      variables: { issueId: ':id', ownerEmail: ':email' },
    },
  ];
  const listRead = (key: string, queryField: string, emailField: string): EarlyRead => ({
    key,
    query: `query ${queryField}($${emailField}: String!, $limit: Int) { ${queryField}(${emailField}: $${emailField}, sortDirection: DESC, limit: $limit) { items { ${SESSION_LIST_FIELDS.join(' ')} } nextToken } }`,
    variables: { [emailField]: ':email', limit: SESSION_LIST_LIMIT },
  });
  const listReads = [listRead(earlyKeys.sessionsAsInitiator, 'issuesByInitiatorEmail', 'initiatorEmail'), listRead(earlyKeys.sessionsAsCollaborator, 'issuesByCollaboratorEmail', 'collaboratorEmail')];
  return {
    tokenPrefix: `CognitoIdentityServiceProvider.${outputs.auth.user_pool_client_id}`,
    ...cloudEndpoints(outputs, localCloudUrl),
    readSets: { session: sessionReads, sessionList: listReads, signInOnly: [] },
    routes: [...signedInRoutes]
      .sort((a, b) => Number(a.pattern.includes(':')) - Number(b.pattern.includes(':')))
      .map(({ pattern, readsAhead }) => ({ pattern: patternSource(pattern), readSet: readsAhead ? (pattern.includes(':id') ? 'session' : 'sessionList') : 'signInOnly' })),
  };
}
