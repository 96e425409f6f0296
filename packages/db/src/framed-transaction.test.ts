import { describe, expect, it } from 'vitest';
import { framedText, prepareText, sqlLiteral, type PreparedStatement } from './framed-transaction.ts';

describe('sqlLiteral (values inlined in framed transactions)', () => {
  it('quotes strings, doubling quotes and marking backslashes', () => {
    expect(sqlLiteral('agent:1')).toBe("'agent:1'");
    expect(sqlLiteral("it's")).toBe("'it''s'");
    expect(sqlLiteral('a\\b')).toBe(" E'a\\\\b'");
    expect(sqlLiteral("x'); drop table wallets; --")).toBe("'x''); drop table wallets; --'");
  });

  it('numbers, booleans, null, instants and JSON', () => {
    expect(sqlLiteral(200)).toBe('200');
    expect(sqlLiteral(-12.5)).toBe('-12.5');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(new Date('2026-05-01T10:00:00Z'))).toBe("'2026-05-01T10:00:00.000Z'::timestamptz");
    expect(sqlLiteral({ json: { error: "can't", n: 1 } })).toBe(`'{"error":"can''t","n":1}'::jsonb`);
  });

  it('refuses numbers that are not finite', () => {
    expect(() => sqlLiteral(Number.NaN)).toThrow('not a finite number');
    expect(() => sqlLiteral(Number.POSITIVE_INFINITY)).toThrow('not a finite number');
  });
});

describe('framedText (a call of a prepared statement, EXECUTEd or inlined)', () => {
  const wide: PreparedStatement = {
    name: 'wide',
    types: ['text', 'int', 'int', 'int', 'int', 'int', 'int', 'int', 'int', 'jsonb', 'timestamptz'],
    body: 'select $1 as a, $10 as j, $11 as at, $2 + $9 as n',
  };
  const args = [
    'x',
    1,
    2,
    3,
    4,
    5,
    6,
    7,
    8,
    { json: { text: 'costs $1' } },
    new Date('2026-05-01T10:00:00Z'),
  ];

  it('EXECUTEs the prepared statement with the values inlined', () => {
    expect(framedText({ statement: wide, args }, 'prepared')).toBe(
      `execute wide('x', 1, 2, 3, 4, 5, 6, 7, 8, '{"text":"costs $1"}'::jsonb, '2026-05-01T10:00:00.000Z'::timestamptz)`,
    );
    expect(prepareText(wide)).toBe(
      'prepare wide(text, int, int, int, int, int, int, int, int, jsonb, timestamptz) as select $1 as a, $10 as j, $11 as at, $2 + $9 as n',
    );
  });

  it('inlines each parameter as its value cast to its type ($10 is not $1 followed by 0; values are not scanned)', () => {
    expect(framedText({ statement: wide, args }, 'inline')).toBe(
      `select ('x')::text as a, ('{"text":"costs $1"}'::jsonb)::jsonb as j, ` +
        `('2026-05-01T10:00:00.000Z'::timestamptz)::timestamptz as at, (1)::int + (8)::int as n`,
    );
  });

  it('sends plain SQL text as it is, and refuses a call with the wrong number of values', () => {
    expect(framedText('select 1', 'inline')).toBe('select 1');
    expect(() => framedText({ statement: wide, args: ['x'] }, 'inline')).toThrow(
      'wide takes 11 arguments, not 1',
    );
    expect(() => framedText({ statement: wide, args: ['x'] }, 'prepared')).toThrow('wide takes 11 arguments');
  });
});
