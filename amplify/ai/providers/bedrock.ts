/**
 * Amazon Bedrock through the Converse API. @aws-sdk/client-bedrock-runtime is not among
 * the dependencies, and the call is one signed POST, so it is made directly: SigV4 with
 * @smithy/signature-v4 and @aws-crypto/sha256-js (both already used by the local cloud),
 * credentials from the standard variables that Lambda sets (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN). The function's role needs bedrock:InvokeModel
 * on the model (or inference profile).
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AiProvider } from '../engine';
import { AiTaskError } from '../errors';
import { postJson, rejected } from './http';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface BedrockSettings {
  /** A model id or inference profile id/ARN, e.g. us.anthropic.claude-3-5-haiku-20241022-v1:0. */
  modelId: string;
  region: string;
  timeoutMs: number;
  credentials: () => AwsCredentials | undefined;
  /** Defaults to https://bedrock-runtime.{region}.amazonaws.com (override for VPC endpoints and tests). */
  endpoint?: string;
  maxTokens?: number;
  fetch?: typeof fetch;
}

interface ConverseResponse {
  output?: { message?: { content?: { text?: unknown }[] } };
  stopReason?: string;
}

export const credentialsFromEnv = (env: NodeJS.ProcessEnv) => (): AwsCredentials | undefined =>
  env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
    ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN || undefined }
    : undefined;

export function createBedrockProvider(settings: BedrockSettings): AiProvider {
  const endpoint = new URL(settings.endpoint ?? `https://bedrock-runtime.${settings.region}.amazonaws.com`);
  // The model id is one path segment (ids contain ":" and ARNs "/"); the signer encodes it again for the canonical request, as the SDK does.
  const path = `${endpoint.pathname.replace(/\/+$/, '')}/model/${encodeURIComponent(settings.modelId)}/converse`;
  const label = `Bedrock model ${settings.modelId}`;

  return {
    name: 'bedrock',
    model: settings.modelId,
    async generate({ prompt }) {
      const credentials = settings.credentials();
      if (!credentials) throw new AiTaskError('not_configured', 'no AWS credentials in AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY');
      const body = JSON.stringify({
        system: [{ text: prompt.system }],
        messages: [{ role: 'user', content: [{ text: prompt.user }] }],
        inferenceConfig: { maxTokens: settings.maxTokens ?? 2000, temperature: 0.2 },
      });
      const signer = new SignatureV4({ service: 'bedrock', region: settings.region, credentials, sha256: Sha256 });
      const signed = await signer.sign({
        method: 'POST',
        protocol: endpoint.protocol,
        hostname: endpoint.hostname,
        port: endpoint.port ? Number(endpoint.port) : undefined,
        path,
        headers: { host: endpoint.host, 'content-type': 'application/json', accept: 'application/json' },
        body,
      });
      const reply = await postJson({
        url: `${endpoint.origin}${path}`,
        label,
        timeoutMs: settings.timeoutMs,
        fetch: settings.fetch,
        headers: Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name.toLowerCase() !== 'host')),
        body,
      });
      if (reply.status >= 400) throw rejected(label, reply);
      if (reply.body === undefined) throw new AiTaskError('provider_unavailable', `${label} answered with a body that is not JSON`);
      const parts = (reply.body as ConverseResponse).output?.message?.content ?? [];
      return parts.map((part) => (typeof part.text === 'string' ? part.text : '')).join('');
    },
  };
}
