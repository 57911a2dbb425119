/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Ollama, llama.cpp, vLLM, ...),
 * over global fetch. The task's JSON Schema goes with the request as structured output
 * (`response_format: {type: "json_schema", json_schema: {name, strict, schema}}`). A server
 * that refuses that with HTTP 400 is asked again in JSON mode (`{type: "json_object"}`),
 * and one that refuses that too, without response_format; the mode that worked is
 * remembered. The prompt describes the JSON in every mode, and the engine validates it.
 */
import type { AiProvider } from '../engine';
import type { ChatPrompt } from '../types';
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

/** From most to least structured; a server that refuses one is asked with the next. */
const OUTPUT_MODES = ['json_schema', 'json_object', 'none'] as const;
type OutputMode = (typeof OUTPUT_MODES)[number];

function responseFormat(mode: OutputMode, prompt: ChatPrompt): Record<string, unknown> {
  if (mode === 'json_schema' && prompt.schema) {
    const { name, description, schema } = prompt.schema;
    return { response_format: { type: 'json_schema', json_schema: { name, description, strict: true, schema } } };
  }
  if (mode === 'none') return {};
  return { response_format: { type: 'json_object' } };
}

/** A 400 about the output format (not about the model, the key or the messages). */
const refusesFormat = (text: string) => /response_format|json_schema|json_object|structured|schema/i.test(text);

export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const label = `OpenAI-compatible endpoint ${url}`;
  let modeIndex = 0;

  const send = (prompt: ChatPrompt, mode: OutputMode) =>
    postJson({
      url,
      label,
      timeoutMs: settings.timeoutMs,
      fetch: settings.fetch,
      headers: settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {},
      body: JSON.stringify({
        model: settings.model,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
        temperature: 0.2,
        ...responseFormat(mode, prompt),
      }),
    });

  return {
    name: 'openai',
    model: settings.model,
    async generate({ prompt }) {
      // Without a schema there is nothing for json_schema mode to send.
      let mode = !prompt.schema && OUTPUT_MODES[modeIndex] === 'json_schema' ? modeIndex + 1 : modeIndex;
      let reply = await send(prompt, OUTPUT_MODES[mode]);
      while (reply.status === 400 && mode < OUTPUT_MODES.length - 1 && refusesFormat(reply.text)) {
        mode++;
        modeIndex = Math.max(modeIndex, mode);
        reply = await send(prompt, OUTPUT_MODES[mode]);
      }
      if (reply.status >= 400) throw rejected(label, reply);
      const content = (reply.body as ChatCompletion | undefined)?.choices?.[0]?.message?.content;
      // An empty or odd reply is the model's output problem: the schema rejects it and the engine retries.
      if (reply.body === undefined) throw new AiTaskError('provider_unavailable', `${label} answered with a body that is not JSON`);
      return typeof content === 'string' ? content : '';
    },
  };
}
