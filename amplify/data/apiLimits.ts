/**
 * AppSync's own bounds on one GraphQL request, set explicitly on the API (backend.ts) instead
 * of AppSync's defaults (no depth limit, 10,000 resolvers). The local cloud reads the values
 * back from the synthesized template (local/generated/graphql-api.json), so both enforce the same.
 *
 * - queryDepthLimit: the app's deepest selection is 4 levels (listIssues > items >
 *   initiatorInterests > label); 10 leaves room and refuses absurd nesting.
 * - resolverCountLimit: resolvers invoked per request. The app sends one root field per request
 *   and the schema has no per-field resolvers (a synth test checks this), so 25 is generous
 *   for the app and bounds aliasing: 1,000 aliases of a list query would otherwise each read
 *   a 1 MB DynamoDB page. Per-field resolvers (field-level read rules) run once per item and
 *   count here too: adding any means revisiting this number.
 */
export const API_LIMITS = {
  queryDepthLimit: 10,
  resolverCountLimit: 25,
} as const;
