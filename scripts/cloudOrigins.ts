/**
 * The origins a signed-in screen talks to as soon as it loads: the GraphQL API and Cognito. The
 * build preconnects to them on those screens (scripts/routePreload.ts), so the TLS and TCP set-up
 * happens while the chunks download instead of after them. Mirrors src/backend/amplify.ts: the
 * local cloud serves both from its one origin; in AWS they are AppSync's and Cognito's.
 */
export interface CloudOutputs {
  data: { url: string };
  auth: { aws_region: string };
  custom?: { localCloud?: { url?: string } };
}

/** The GraphQL API and Cognito endpoints, as src/backend/amplify.ts configures aws-amplify. */
export function cloudEndpoints(outputs: CloudOutputs, localCloudUrl?: string): { graphqlUrl: string; cognitoUrl: string } {
  const committed = outputs.custom?.localCloud?.url;
  if (committed) {
    const base = localCloudUrl ?? committed;
    return { graphqlUrl: `${base}/graphql`, cognitoUrl: `${base}/cognito/` };
  }
  return { graphqlUrl: outputs.data.url, cognitoUrl: `https://cognito-idp.${outputs.auth.aws_region}.amazonaws.com/` };
}

/** The origins of those endpoints, each once (the local cloud serves both from one). */
export function cloudOrigins(outputs: CloudOutputs, localCloudUrl?: string): string[] {
  const { graphqlUrl, cognitoUrl } = cloudEndpoints(outputs, localCloudUrl);
  return [...new Set([graphqlUrl, cognitoUrl].map((url) => new URL(url).origin))];
}
