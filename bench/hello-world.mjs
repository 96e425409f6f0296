// The anchors of bench/reads.mjs, on the same Node, in their own process:
// - GET /hello: a hello-world Fastify route (the anchor);
// - POST /same then GET /same: bare Fastify sending a fixed answer - the portal's own body and headers
//   (content type, ETag, Vary, security headers), posted by the bench - which tells how much of the gap
//   is the answer itself, not the work behind it.
// Run: node bench/hello-world.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
let same = Buffer.from('{}');
let sameHeaders = { 'content-type': 'application/json; charset=utf-8' };
app.get('/hello', async () => ({ hello: 'world' }));
app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer' }, (_req, body, done) =>
  done(null, body),
);
app.post('/same', async (request) => {
  same = request.body;
  const headers = request.headers['x-same-headers'];
  if (typeof headers === 'string') sameHeaders = JSON.parse(headers);
  return { bytes: same.length };
});
app.get('/same', async (_request, reply) => reply.headers(sameHeaders).send(same));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
