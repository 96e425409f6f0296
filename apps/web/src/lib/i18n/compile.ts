import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

type Token = CompiledMessage[number];
type Cases = Record<string, CompiledMessage>;

/**
 * A small compiler for the English source messages, in the same compiled form as Lingui's
 * `compileMessage` (which is 7 KB gzip and loads only with a translated catalogue, lib/i18n/i18n.ts):
 * plain text, `{name}` arguments, `{n, plural|selectordinal|select, ...}` with `#` and `=0` cases, and
 * ICU's quoting ('' is an apostrophe, '{' a literal brace). scripts/i18n/catalogues.test.ts checks it
 * gives Lingui's answer for every message of the app.
 */
export function compileEnglish(message: string): CompiledMessage {
  if (!/[{}'#]/.test(message)) return [message];
  const [tokens] = parse(message, 0, false);
  return tokens;
}

function parse(text: string, start: number, inPlural: boolean): [CompiledMessage, number] {
  const out: Token[] = [];
  let literal = '';
  const flush = () => {
    if (literal) out.push(literal);
    literal = '';
  };
  let i = start;
  while (i < text.length) {
    const c = text[i] as string;
    if (c === '}') break;
    if (c === "'") {
      const next = text[i + 1];
      if (next === "'") {
        literal += "'";
        i += 2;
        continue;
      }
      if (next === '{' || next === '}' || (next === '#' && inPlural)) {
        const end = text.indexOf("'", i + 1);
        const stop = end < 0 ? text.length : end;
        literal += text.slice(i + 1, stop);
        i = stop + 1;
        continue;
      }
      literal += c;
      i += 1;
      continue;
    }
    if (c === '#' && inPlural) {
      flush();
      out.push('#');
      i += 1;
      continue;
    }
    if (c === '{') {
      flush();
      const [token, end] = parseArgument(text, i + 1);
      out.push(token);
      i = end + 1;
      continue;
    }
    literal += c;
    i += 1;
  }
  flush();
  return [out, i];
}

function parseArgument(text: string, start: number): [Token, number] {
  const close = text.indexOf('}', start);
  const comma = text.indexOf(',', start);
  if (comma < 0 || (close >= 0 && close < comma)) return [[text.slice(start, close).trim()], close];
  const name = text.slice(start, comma).trim();
  const typeEnd = text.indexOf(',', comma + 1);
  const type = text.slice(comma + 1, typeEnd).trim();
  const cases: Cases = {};
  let i = typeEnd + 1;
  for (;;) {
    while (/\s/.test(text[i] ?? '')) i += 1;
    if (i >= text.length || text[i] === '}') break;
    const open = text.indexOf('{', i);
    const key = text.slice(i, open).trim();
    const [tokens, end] = parse(text, open + 1, type !== 'select');
    cases[key.startsWith('=') ? key.slice(1) : key] = tokens;
    i = end + 1;
  }
  return [[name, type, cases] as Token, i];
}
