/**
 * What a visitor may be shown of a service's own error text (Auth, the
 * database, an Edge Function). Where the shop shows "the server's message",
 * it shows it only when it is a sentence a visitor can read in the page's
 * language:
 * - the services answer in English unless they were told the page's language
 *   (`inPageLanguage`), so on a French page their English words give way to
 *   the shop's own `fallback`;
 * - what is not a sentence (nothing, `{}`, a JSON or HTML body, a stack
 *   trace, a wall of text) is never shown: the visitor gets `fallback`.
 */
import { currentLocale } from '~/i18n/index.ts';

/** The language the services write their own messages in. */
const SERVICES_LANGUAGE = 'en';
/** Longer than any sentence a service sends a visitor: beyond it, a body or a dump. */
const LONGEST_MESSAGE = 300;
const NOT_A_SENTENCE = /^[[{<]|<\/?[a-z]|\n\s+at\s/i;

export function serviceMessage(text: unknown, fallback: string, { inPageLanguage = false } = {}): string {
  if (typeof text !== 'string') return fallback;
  const message = text.trim();
  if (!message || message.length > LONGEST_MESSAGE || NOT_A_SENTENCE.test(message)) return fallback;
  if (!inPageLanguage && !currentLocale().startsWith(SERVICES_LANGUAGE)) return fallback;
  return message;
}

/** The `{error}` text of an Edge Function's non-2xx answer (supabase-js keeps the Response as `context`), when it has one. */
export async function functionErrorText(error: unknown): Promise<string | undefined> {
  const context = (error as { context?: unknown } | null)?.context;
  if (!(context instanceof Response)) return undefined;
  try {
    const body: unknown = await context.clone().json();
    const text = (body as { error?: unknown } | null)?.error;
    return typeof text === 'string' && text.trim() ? text : undefined;
  } catch {
    return undefined;
  }
}

/** The HTTP status of an Edge Function's non-2xx answer, when supabase-js kept it. */
export function functionStatus(error: unknown): number | undefined {
  const context = (error as { context?: unknown } | null)?.context;
  return context instanceof Response ? context.status : undefined;
}
