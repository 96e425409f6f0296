import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { OneLineRequestLog } from './request-log.ts';

/** An app logging into an array, with the access line written directly (sink) or through pino. */
async function loggedApp(direct: boolean, level = 'info') {
  const lines: string[] = [];
  const stream = { write: (line: string) => lines.push(line) };
  const app = Fastify({
    logger: { level, stream },
    genReqId: () => 'req-"1"',
    logController: new OneLineRequestLog(direct ? stream : null, level),
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
  it('writes the access line exactly as pino does: same keys, order and values (time aside), one per request', async () => {
    // As sent on the wire; the backslash must be escaped in the JSON line.
    const url = '/a/x?q=%22quoted%22&raw=\\%C3%A9';
    const seen = [];
    for (const direct of [true, false]) {
      const { app, lines } = await loggedApp(direct);
      const res = await app.inject({ method: 'GET', url, remoteAddress: '10.1.2.3' });
      expect(res.statusCode).toBe(200);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/\n$/);
      const [line] = parsed(lines);
      seen.push({ ...line, time: typeof line?.time, responseTime: typeof line?.responseTime });
      await app.close();
    }
    expect(seen[0]).toEqual(seen[1]);
    expect(Object.keys(seen[0]!)).toEqual(Object.keys(seen[1]!));
    expect(seen[0]).toMatchObject({
      level: 30,
      reqId: 'req-"1"',
      method: 'GET',
      url,
      statusCode: 200,
      remoteAddress: '10.1.2.3',
      msg: 'request completed',
    });
  });

  it('a failed request: the error through the logger, then its access line with the status', async () => {
    const { app, lines } = await loggedApp(true);
    expect((await app.inject({ method: 'GET', url: '/fails' })).statusCode).toBe(500);
    expect(parsed(lines).map((l) => [l.level, l.msg, l.statusCode])).toEqual([
      [50, 'boom', undefined],
      [30, 'request completed', 500],
    ]);
    await app.close();
  });

  it('writes no access line when the level is above info', async () => {
    const { app, lines } = await loggedApp(true, 'warn');
    await app.inject({ method: 'GET', url: '/a/b' });
    expect(lines).toEqual([]);
    await app.close();
  });
});
