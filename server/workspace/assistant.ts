// The assistant behind /gemini-test (issue 15; docs/decisions/0046-workspace-wellbeing-labs.md).
// Off unless GEMINI_API_KEY is set on the API host; then one POST to Google's Generative Language
// API (generateContent) with a 20 s timeout. Nothing here runs in tests (no network): the route
// answers 503 with a plain sentence when no model is configured.
import { ASSISTANT_ENV, ASSISTANT_MESSAGES, type AssistantAnswer, type AssistantStatus } from '../../contracts';
import { HttpError } from '../lib/http-error';

export interface AssistantConfig { apiKey: string | null; model: string }

export const assistantConfig = (env: NodeJS.ProcessEnv = process.env): AssistantConfig => ({
  apiKey: env[ASSISTANT_ENV.key]?.trim() || null,
  model: env[ASSISTANT_ENV.model]?.trim() || ASSISTANT_ENV.defaultModel,
});

export const assistantStatus = (config: AssistantConfig): AssistantStatus => config.apiKey
  ? { configured: true, model: config.model, message: `The assistant answers with ${config.model}.` }
  : { configured: false, model: null, message: ASSISTANT_MESSAGES.notConfigured };

export async function askAssistant(config: AssistantConfig, prompt: string, fetchImpl: typeof fetch = fetch): Promise<AssistantAnswer> {
  if (!config.apiKey) throw new HttpError(503, ASSISTANT_MESSAGES.notConfigured);
  const url = `https://generativelanguage.googleapis.com/v1beta/models/${encodeURIComponent(config.model)}:generateContent`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-goog-api-key': config.apiKey },
      body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: prompt }] }] }),
      signal: AbortSignal.timeout(20_000),
    });
  } catch {
    throw new HttpError(502, ASSISTANT_MESSAGES.upstreamFailed);
  }
  if (!res.ok) throw new HttpError(502, ASSISTANT_MESSAGES.upstreamFailed);
  const data = await res.json().catch(() => null) as { candidates?: { content?: { parts?: { text?: string }[] } }[] } | null;
  const answer = data?.candidates?.[0]?.content?.parts?.map((p) => p.text ?? '').join('').trim();
  if (!answer) throw new HttpError(502, ASSISTANT_MESSAGES.upstreamFailed);
  return { model: config.model, answer };
}
