import { type App, buildApp } from './app.ts';
import { printBanner } from './banner.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DatabaseInUseError } from './db/database.ts';
import { listensBeyondLoopback } from './http/loopback.ts';

const SHUTDOWN_GRACE_MS = 10_000;

function listenForShutdown(app: App): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing open requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config);
  listenForShutdown(app);
  await app.listen({ port: config.port, host: config.host });
  if (config.env !== 'production' && listensBeyondLoopback(config.host)) {
    app.log.warn(
      { host: config.host, env: config.env },
      `not in production mode (NODE_ENV=${process.env.NODE_ENV ?? 'unset'}) but listening beyond this machine on ${config.host}: ` +
        'other machines reach a development server (payment sandbox on, tokens signed with a random key unless JWT_SECRET is set). ' +
        'Set NODE_ENV=production for a public server, or HOST=127.0.0.1.',
    );
  }
  if (config.env !== 'test') printBanner(config);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
