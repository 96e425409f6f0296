// Not lib/api.ts: the sign-in form uses this, and that module loads Redux Toolkit.
import { envelopeFieldErrors, envelopeMessage } from './error-envelope';

/**
 * Splits a failed call's answer into messages for known form fields and one message for the rest,
 * so field errors land under their inputs and nothing the server said is lost.
 */
export function splitServerErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): { byField: Partial<Record<F, string>>; general: string | null } {
  const byField: Partial<Record<F, string>> = {};
  const leftovers: string[] = [];
  for (const [name, messages] of Object.entries(envelopeFieldErrors(error))) {
    const text = messages.join(' ');
    if ((fields as readonly string[]).includes(name)) byField[name as F] = text;
    else if (text) leftovers.push(text);
  }
  const hasFieldErrors = Object.keys(byField).length > 0;
  const general = leftovers.length > 0 ? leftovers.join(' ') : hasFieldErrors ? null : envelopeMessage(error);
  return { byField, general };
}
