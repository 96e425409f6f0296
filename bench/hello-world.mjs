// The anchor of bench/reads.mjs: a hello-world Fastify route on the same Node, in its own process.
// Run: node bench/hello-world.mjs <port>
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
