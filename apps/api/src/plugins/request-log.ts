import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two ("incoming request", then "request completed"):
 * the completed line carries the request (method, url, remote address) beside the status and the
 * response time, with the request id of its logger. Errors are logged with the full request and reply.
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
    // A flat line: the request and reply serializers (and the redaction pass) cost more than the rest
    // of a cached read.
    else
      reply.log.info(
        {
          method: request.method,
          url: request.url,
          statusCode: reply.statusCode,
          remoteAddress: request.ip,
          responseTime: Math.round(reply.elapsedTime * 100) / 100,
        },
        'request completed',
      );
  }
}
