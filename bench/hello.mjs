// The ceiling the API is compared with: a bare Fastify hello world (the API's own Fastify version,
// no logger), started by the bench under the same Node on the same pinned core.
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(join(import.meta.dirname, '..', 'apps', 'api', 'package.json'));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
