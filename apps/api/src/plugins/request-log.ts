import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request completed"):
 * the completed line carries the request (method, url, host, remote address) beside the status and
 * the response time, so nothing is lost and the hot path writes half as much. Errors are logged as
 * before.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {
    // Logged with the completion (requestCompleted).
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error)
      reply.log.error(
        { req: request, res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
