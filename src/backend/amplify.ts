/**
 * Configures aws-amplify once, from amplify_outputs.json. Every module in src/backend
 * imports this first; nothing outside src/backend talks to aws-amplify.
 */
import { Amplify, type ResourcesConfig } from 'aws-amplify';
import { parseAmplifyConfig } from 'aws-amplify/utils';
import outputs from '../../amplify_outputs.json';
import { LOCAL_CLOUD_URL } from './cloudConfig';
import { reportAmplifyLoaded } from './storedSignIn';

// ---- LOCAL CLOUD ONLY -------------------------------------------------------------
function pointAtLocalCloud(url: string) {
  // aws-amplify always opens wss:// for realtime; the local cloud speaks plain ws:// on loopback.
  const NativeWebSocket = globalThis.WebSocket;
  globalThis.WebSocket = class extends NativeWebSocket {
    constructor(address: string | URL, protocols?: string | string[]) {
      super(String(address).replace(/^wss:\/\/(127\.0\.0\.1|localhost)([:/])/, 'ws://$1$2'), protocols);
    }
  };
  const config = parseAmplifyConfig({ ...outputs, data: { ...outputs.data, url: `${url}/graphql` } });
  // amplify_outputs.json has no field for a custom Cognito endpoint. One configure call: each
  // one sets every category up again, on the screen's first use of the data client (issue 30).
  Amplify.configure({ ...config, Auth: { Cognito: { ...config.Auth!.Cognito, userPoolEndpoint: `${url}/cognito/` } } } as ResourcesConfig);
}
// -----------------------------------------------------------------------------------

if (LOCAL_CLOUD_URL) pointAtLocalCloud(LOCAL_CLOUD_URL);
else Amplify.configure(outputs);
// Any sign-in goes through aws-amplify: the sign-in state is watched from here on (UserProvider).
reportAmplifyLoaded();
