/**
 * The origins a signed-in screen talks to as soon as it loads: the GraphQL API and Cognito. The
 * build preconnects to them on those screens (scripts/routePreload.ts), so the TLS and TCP set-up
 * happens while the chunks download instead of after them. Mirrors src/backend/amplify.ts: the
 * local cloud serves both from its one origin; in AWS they are AppSync's and Cognito's.
 */
interface Outputs {
  data?: { url?: string };
  auth?: { aws_region?: string };
  custom?: { localCloud?: { url?: string } };
}

export function cloudOrigins(outputs: Outputs, localCloudUrl?: string): string[] {
  const local = outputs.custom?.localCloud?.url;
  if (local) return [new URL(localCloudUrl ?? local).origin];
  const origins: string[] = [];
  if (outputs.data?.url) origins.push(new URL(outputs.data.url).origin);
  if (outputs.auth?.aws_region) origins.push(`https://cognito-idp.${outputs.auth.aws_region}.amazonaws.com`);
  return origins;
}
