import { describe, expect, it } from 'vitest';
import { sqlLiteral } from './framed-transaction.ts';

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
