import { hostname } from 'node:os';
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/** Where the access line goes: the logger's own stream (log-stream.ts), when `info` is enabled. */
export interface AccessLineSink {
  write(line: string): unknown;
}

const LEVELS_WITH_INFO = new Set(['trace', 'debug', 'info']);

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request completed"):
 * the completed line carries the request (method, url, remote address) beside the status and the
 * response time, with the request id. Errors are logged with the full request and reply through the
 * request's logger.
 *
 * The line of a request that went well is written here, in pino's own format (the same keys in the
 * same order as `reply.log.info` wrote them, tested), straight into the logger's stream: the one line
 * every request writes skips pino's generic path - its argument handling, key loop and value
 * serializers (bench/README.md, 27 Nov).
 */
export class OneLineRequestLog extends LogController {
  private readonly sink: AccessLineSink | null;
  private readonly who: string;

  /** `sink` null (no logger) or a level above info: no access line. */
  constructor(sink: AccessLineSink | null, level: string) {
    super();
    this.sink = LEVELS_WITH_INFO.has(level) ? sink : null;
    this.who = `,"pid":${process.pid},"hostname":${JSON.stringify(hostname())},"reqId":`;
  }

  override incomingRequest(): void {
    // Logged with the completion (requestCompleted).
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
      return;
    }
    if (!this.sink) return;
    const responseTime = Math.round(reply.elapsedTime * 100) / 100;
    this.sink.write(
      `{"level":30,"time":${Date.now()}${this.who}${JSON.stringify(request.id)},"method":${JSON.stringify(request.method)},"url":${JSON.stringify(request.url)},"statusCode":${reply.statusCode},"remoteAddress":${JSON.stringify(request.ip)},"responseTime":${responseTime},"msg":"request completed"}\n`,
    );
  }
}
