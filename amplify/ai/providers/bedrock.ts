/**
 * Amazon Bedrock through the Converse API. @aws-sdk/client-bedrock-runtime is not among
 * the dependencies, and the call is one signed POST, so it is made directly: SigV4 with
 * @smithy/signature-v4 and @aws-crypto/sha256-js (both already used by the local cloud),
 * credentials from the standard variables that Lambda sets (AWS_ACCESS_KEY_ID,
 * AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN). The function's role needs bedrock:InvokeModel
 * on the model (or inference profile).
 *
 * The task's JSON Schema is sent as the input schema of one tool the model must use
 * (`toolConfig` with `toolChoice: {tool}`), Converse's way of holding a model to a schema;
 * the tool's input is the output. A model that refuses forced tool use (HTTP 400 about
 * tools) is asked again without it, and remembered: the prompt describes the JSON anyway.
 */
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AiProvider } from '../engine';
import type { ChatPrompt } from '../types';
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
  output?: { message?: { content?: { text?: unknown; toolUse?: { name?: string; input?: unknown } }[] } };
  stopReason?: string;
}

/** A 400 about tool use (the model or region does not support forced tool choice). */
const refusesTools = (text: string) => /tool/i.test(text);

export const credentialsFromEnv = (env: NodeJS.ProcessEnv) => (): AwsCredentials | undefined =>
  env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY
    ? { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY, sessionToken: env.AWS_SESSION_TOKEN || undefined }
    : undefined;

export function createBedrockProvider(settings: BedrockSettings): AiProvider {
  const endpoint = new URL(settings.endpoint ?? `https://bedrock-runtime.${settings.region}.amazonaws.com`);
  // The model id is one path segment (ids contain ":" and ARNs "/"); the signer encodes it again for the canonical request, as the SDK does.
  const path = `${endpoint.pathname.replace(/\/+$/, '')}/model/${encodeURIComponent(settings.modelId)}/converse`;
  const label = `Bedrock model ${settings.modelId}`;
  let toolsSupported = true;

  const send = async (prompt: ChatPrompt, withTool: boolean) => {
    const credentials = settings.credentials();
    if (!credentials) throw new AiTaskError('not_configured', 'no AWS credentials in AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY');
    const tool = withTool && prompt.schema;
    const body = JSON.stringify({
      system: [{ text: prompt.system }],
      messages: [{ role: 'user', content: [{ text: prompt.user }] }],
      inferenceConfig: { maxTokens: settings.maxTokens ?? 2000, temperature: 0.2 },
      ...(tool
        ? {
            toolConfig: {
              tools: [{ toolSpec: { name: tool.name, description: tool.description, inputSchema: { json: tool.schema } } }],
              toolChoice: { tool: { name: tool.name } },
            },
          }
        : {}),
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
    return postJson({
      url: `${endpoint.origin}${path}`,
      label,
      timeoutMs: settings.timeoutMs,
      fetch: settings.fetch,
      headers: Object.fromEntries(Object.entries(signed.headers).filter(([name]) => name.toLowerCase() !== 'host')),
      body,
    });
  };

  return {
    name: 'bedrock',
    model: settings.modelId,
    async generate({ prompt }) {
      const withTool = toolsSupported && prompt.schema !== undefined;
      let reply = await send(prompt, withTool);
      if (reply.status === 400 && withTool && refusesTools(reply.text)) {
        toolsSupported = false;
        reply = await send(prompt, false);
      }
      if (reply.status >= 400) throw rejected(label, reply);
      if (reply.body === undefined) throw new AiTaskError('provider_unavailable', `${label} answered with a body that is not JSON`);
      const parts = (reply.body as ConverseResponse).output?.message?.content ?? [];
      // Forced tool use: the tool's input is the structured output. Otherwise the text reply.
      const toolUse = parts.find((part) => part.toolUse && part.toolUse.input !== undefined)?.toolUse;
      if (toolUse) return toolUse.input;
      return parts.map((part) => (typeof part.text === 'string' ? part.text : '')).join('');
    },
  };
}
