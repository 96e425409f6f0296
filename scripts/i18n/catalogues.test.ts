import { compileMessage } from '@lingui/message-utils/compileMessage';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as arabic } from '../../apps/web/src/lib/i18n/catalogues/ar';
import { compileEnglish } from '../../apps/web/src/lib/i18n/compile';
import { extractMessages, extractSourceMessages } from './extract';

const source = extractSourceMessages(join(import.meta.dirname, '..', '..', 'apps', 'web', 'src'));
const english = new Map(source.map((m) => [m.id, m.message]));

/** The argument names of a message ({name}, {count, plural, ...}), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(token[0] as string);
      const cases = token[2] as Record<string, unknown> | undefined;
      if (cases && typeof cases === 'object') for (const c of Object.values(cases)) walk(c);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('finds the messages of the source', () => {
    expect(source.length).toBeGreaterThan(50);
    expect(
      extractMessages(`t('a.b', 'It\\'s {n}'); t(\n  "c.d",\n  "Say \\"hi\\"",\n); x.t('e', 'no')`),
    ).toEqual([
      { id: 'a.b', message: "It's {n}", file: '' },
      { id: 'c.d', message: 'Say "hi"', file: '' },
    ]);
  });

  it('gives each id one English message', () => {
    const clashes = source.filter((m) => english.get(m.id) !== m.message);
    expect(clashes.map((m) => `${m.file}: ${m.id}`)).toEqual([]);
  });

  it('has an Arabic message for every id, and none for an id no longer in the source', () => {
    expect([...english.keys()].filter((id) => !(id in arabic)).sort()).toEqual([]);
    expect(Object.keys(arabic).filter((id) => !english.has(id))).toEqual([]);
  });

  it('keeps the arguments of each message in its Arabic', () => {
    const differing = [...english].filter(
      ([id, message]) =>
        arabic[id] !== undefined && argumentsOf(arabic[id]).join() !== argumentsOf(message).join(),
    );
    expect(differing.map(([id]) => id)).toEqual([]);
  });

  it('compiles English as Lingui does', () => {
    for (const message of [
      ...english.values(),
      "We''ll send '{'x'}'",
      '{n, plural, =0 {none} one {# hotel} other {# hotels}} in {city}',
      '{s, select, a {A} other {B {x}}}',
    ])
      expect(compileEnglish(message), message).toEqual(compileMessage(message));
  });
});
