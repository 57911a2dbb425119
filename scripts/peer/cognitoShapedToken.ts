/**
 * The simulator takes a user-pool token only if its issuer looks like Cognito's
 * (https://cognito-idp.…) and never checks the signature. The peer benchmark hands it the
 * local cloud's own access token with only the issuer changed: the same claims (sub,
 * username, email_lower the owner rules read), the same size on the wire.
 */
export function cognitoShapedToken(token: string, userPoolId: string, region: string): string {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || signature === undefined) throw new Error('Not a JWT.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const reissued = { ...claims, iss: `https://cognito-idp.${region}.amazonaws.com/${userPoolId}` };
  return [header, Buffer.from(JSON.stringify(reissued)).toString('base64url'), signature].join('.');
}
