import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log.ts';

/** An app whose logger and access line write into an array. */
async function loggedApp(level = 'info') {
  const lines: string[] = [];
  const stream = { write: (line: string) => lines.push(line) };
  const app = Fastify({
    logger: { level, stream },
    genReqId: () => 'req-"1"',
    logController: new OneLineRequestLog(stream, level),
  });
  app.get('/a/*', async () => ({ ok: true }));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

const parsed = (lines: string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

describe('OneLineRequestLog', () => {
  it('writes one access line per request, exactly as pino writes it (time aside)', async () => {
    // As sent on the wire; the backslash and the quotes of the id must be escaped in the JSON line.
    const url = '/a/x?q=%22quoted%22&raw=\\%C3%A9';
    const { app, lines } = await loggedApp();
    expect((await app.inject({ method: 'GET', url, remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
    expect(lines).toHaveLength(1);
    const [ours] = parsed(lines);

    const pinoLines: string[] = [];
    pino({ level: 'info' }, { write: (line: string) => pinoLines.push(line) })
      .child({ reqId: 'req-"1"' })
      .info(
        { method: 'GET', url, statusCode: 200, remoteAddress: '10.1.2.3', responseTime: ours?.responseTime },
        'request completed',
      );
    const [theirs] = parsed(pinoLines);
    expect(lines[0]).toMatch(/\n$/);
    expect(Object.keys(ours!)).toEqual(Object.keys(theirs!));
    expect({ ...ours, time: 0 }).toEqual({ ...theirs, time: 0 });
    expect(ours?.time).toBeCloseTo(Date.now(), -4);
    await app.close();
  });

  it('a failed request: the error through the logger, then its access line with the status', async () => {
    const { app, lines } = await loggedApp();
    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    expect(parsed(lines).map((l) => [l.level, l.msg, l.statusCode])).toEqual([
      [50, 'boom', undefined],
      [30, 'request completed', 500],
    ]);
    await app.close();
  });

  it('writes no access line when the level is above info', async () => {
    const { app, lines } = await loggedApp('warn');
    await app.inject({ method: 'GET', url: '/a/b' });
    expect(lines).toEqual([]);
    await app.close();
  });
});
