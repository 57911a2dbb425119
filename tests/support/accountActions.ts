/** Cognito account actions a test takes as the signed-in person, on the local cloud's user pool. */
import type { LocalCloud } from '../../local/cloud/server';

/** GlobalSignOut with `accessToken`, as aws-amplify's signOut({ global: true }) sends it. */
export async function globalSignOut(cloud: Pick<LocalCloud, 'url'>, accessToken: string): Promise<void> {
  const response = await fetch(`${cloud.url}/cognito/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut' },
    body: JSON.stringify({ AccessToken: accessToken }),
  });
  if (!response.ok) throw new Error(`GlobalSignOut failed: ${response.status} ${await response.text()}`);
}
