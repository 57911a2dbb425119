/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp, vLLM, ...),
 * over global fetch. JSON mode (`response_format: json_object`) is requested; a server that
 * refuses the field with HTTP 400 is asked again without it, and remembered, since the
 * prompt itself describes the JSON schema.
 */
import type { AiProvider } from '../engine';
import { AiTaskError } from '../errors';
import { postJson, rejected } from './http';

export interface OpenAiSettings {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

interface ChatCompletion {
  choices?: { message?: { content?: unknown } }[];
}

export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const label = `OpenAI-compatible endpoint ${url}`;
  let jsonModeSupported = true;

  const send = (messages: { role: string; content: string }[], jsonMode: boolean) =>
    postJson({
      url,
      label,
      timeoutMs: settings.timeoutMs,
      fetch: settings.fetch,
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      body: JSON.stringify({
        model: settings.model,
        messages,
        temperature: 0.2,
        ...(jsonMode ? { response_format: { type: 'json_object' } } : {}),
      }),
    });

  return {
    name: 'openai',
    model: settings.model,
    async generate({ prompt }) {
      const messages = [
        { role: 'system', content: prompt.system },
        { role: 'user', content: prompt.user },
      ];
      let reply = await send(messages, jsonModeSupported);
      if (reply.status === 400 && jsonModeSupported && /response_format|json_object/i.test(reply.text)) {
        jsonModeSupported = false;
        reply = await send(messages, false);
      }
      if (reply.status >= 400) throw rejected(label, reply);
      const content = (reply.body as ChatCompletion | undefined)?.choices?.[0]?.message?.content;
      // An empty or odd reply is the model's output problem: the schema rejects it and the engine retries.
      if (reply.body === undefined) throw new AiTaskError('provider_unavailable', `${label} answered with a body that is not JSON`);
      return typeof content === 'string' ? content : '';
    },
  };
}
