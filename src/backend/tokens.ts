/** The signed-in user's Cognito tokens through aws-amplify, which refreshes them when due. Loaded on demand (issue 30). */
import './amplify';
import { fetchAuthSession } from 'aws-amplify/auth';

/** The current tokens, or undefined when nobody is signed in. */
export async function currentTokens() {
  return (await fetchAuthSession()).tokens;
}
