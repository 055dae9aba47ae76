import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import { authPlugin } from './auth/plugin.ts';
import { createServices, type Services } from './composition.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, openDatabase } from './db/database.ts';
import { loadDemoDataIfEmpty } from './db/demo-data/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerCompression } from './http/compression.ts';
import { clientErrorHandler, frameworkErrors, registerJsonParser } from './http/edge.ts';
import { registerErrorHandlers, sendRouteNotFound } from './http/error-handler.ts';
import { createFrontDoor } from './http/front-door.ts';
import { registerProblemRequestLog } from './http/request-log.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { createResponseSerializerCompiler, type ResponseSerializerOptions } from './http/serializer.ts';
import { createValidatorCompiler } from './http/validation.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { API_MODULES } from './modules/index.ts';
import { outboxRoutes } from './modules/mail/routes.ts';
import { pageDataRoutes } from './modules/page-data/routes.ts';
import { menuFrontDoor } from './modules/restaurant/menu-front-door.ts';
import { landingRoutes } from './web/landing/routes.ts';
import { serveWebApps } from './web/serve-apps.ts';
import { serveImages } from './web/serve-images.ts';

/** Fastify's trustProxy: a hop count as the function Fastify itself makes of a number (its types take none). */
function trustedProxies(setting: Config['trustProxy']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

/** The longest the request headers may take to arrive (never more than the request timeout). */
const HEADERS_TIMEOUT_MS = 20_000;

/**
 * Where the rate limits count: in this process, or with a Redis URL in Redis (one connection,
 * closed with the app), so that several API processes share each limit. If Redis is away the
 * limits are skipped rather than every sensitive call failing.
 */
function rateLimitStore(app: FastifyInstance, redisUrl: string | undefined) {
  if (!redisUrl) return {};
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, enableOfflineQueue: true });
  redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'rate limit store (Redis) failed'));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return { redis, nameSpace: 'platter:rate-limit:', skipOnError: true };
}

/** How long the start waits for the realtime bus (Redis) before it listens anyway; sockets get events once it is there. */
const REALTIME_READY_MS = 5000;

export interface BuildAppOptions {
  /** An open database to use instead of opening `config.databaseUrl` (tests share one per dialect). */
  database?: Database;
  /** Serve the built web apps from `config.webRoot`. @default true */
  serveWeb?: boolean;
  /** The clock of every rule. @default () => new Date() */
  now?: () => Date;
  /** Called for every route as it is declared (Fastify's `onRoute`), e.g. to list the API's routes in a test. */
  onRoute?: (route: RouteOptions) => void;
  /** Told which response serialiser each route got (compiled or zod's), e.g. to list them in a test. */
  onSerializerCompile?: ResponseSerializerOptions['onCompile'];
  /** Where the log lines go instead of stdout (a test reading them). */
  logStream?: { write(line: string): void };
}

/**
 * The server, with what tests reach into: the database, the services of the composition root, and
 * `context` (the services' context plus the database handle, for fixtures). Nothing in src reads them.
 */
export type App = FastifyInstance & {
  database: Database;
  services: Services;
  context: AppContext & { db: Database['db'] };
  /** How many requests the front door answered (see http/front-door.ts). */
  frontDoorAnswered: () => number;
};

/**
 * Builds the server from a config object, so that tests build as many as they like.
 * Order matters: the database first (everything needs it), then the compilers and error handlers
 * (they must exist before any route is declared), then the composition root (`composition.ts`)
 * builds every service, then the API routes under /api get them, and the web apps come last,
 * because their not-found handler is the catch-all for every other path.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config.databaseUrl, { sqliteLockingMode: config.sqliteLockingMode }));
  await migrateToLatest(database.db, database.schema);
  if (config.demoData)
    await loadDemoDataIfEmpty(database.db, { now: options.now?.() ?? new Date(), passwordHashCost: config.passwordHashCost });

  // Cache hits of the menu's two hottest calls are answered before Fastify (see http/front-door.ts).
  const frontDoor = createFrontDoor({ hsts: config.env === 'production' });
  const app = Fastify({
    serverFactory: frontDoor.serverFactory,
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: new LogController({ disableRequestLogging: config.logRequests === 'problems' }),
    // Only the configured proxies (TRUST_PROXY); by default the socket's peer is the client, so a
    // forged X-Forwarded-For cannot pick the address the rate limits count.
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: 1024 * 1024,
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    // A request must arrive within requestTimeout (checked every connectionsCheckingInterval); a
    // socket silent for connectionTimeout is closed, so a stalled body never holds a connection.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      requestTimeout: config.requestTimeoutMs,
      headersTimeout: Math.min(config.requestTimeoutMs, HEADERS_TIMEOUT_MS),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(config.requestTimeoutMs / 4))),
    },
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (config.logRequests === 'problems') registerProblemRequestLog(app, { slowRequestMs: config.slowRequestMs });
  app.setValidatorCompiler(createValidatorCompiler({ verify: config.env !== 'production' }));
  app.setSerializerCompiler(
    createResponseSerializerCompiler({
      verify: config.env !== 'production',
      ...(options.onSerializerCompile ? { onCompile: options.onSerializerCompile } : {}),
    }),
  );
  registerErrorHandlers(app);
  registerJsonParser(app);
  registerSecurityHeaders(app, { hsts: config.env === 'production' });
  registerCompression(app);
  if (!options.database) app.addHook('onClose', () => database.close());

  // The composition root: every store and service, built once and handed to the route plugins.
  const services = createServices({ config, database, now: options.now ?? (() => new Date()), log: app.log });
  // The realtime bus's Redis connections end with the app; listening waits (a little) for its subscription.
  app.addHook('onClose', () => services.realtime.close());
  app.addHook('onClose', () => services.loginThrottle.close());
  app.addHook('onClose', () => services.menuChanges.close());
  app.addHook('onClose', () => services.accounts.close());
  app.addHook('onReady', () => services.realtime.ready(REALTIME_READY_MS));
  // Sensitive routes opt in with `config.rateLimit`, keyed by client address (see trustProxy).
  // Without the plugin those route settings are inert, which is how tests switch limits off.
  // With REDIS_URL the counts live in Redis, so every API process shares one limit.
  if (config.rateLimits) await app.register(rateLimit, { global: false, ...rateLimitStore(app, config.redisUrl) });
  await app.register(authPlugin, { tokens: services.context.tokens, isRevoked: services.accounts.isRevoked });
  // The door answers only where Fastify would write no log line of its own for the answer.
  if (config.logRequests === 'problems' && services.menuAnswers.enabled) {
    const answerers = menuFrontDoor({ tokens: services.context.tokens, menu: services.menu, answers: services.menuAnswers });
    for (const [path, answerer] of Object.entries(answerers)) frontDoor.open(path, answerer);
  }
  app.addHook('preClose', (done) => {
    frontDoor.close();
    done();
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { health: services.health });
      await api.register(pageDataRoutes, { pageData: services.pageData });
      for (const module of API_MODULES) await api.register(module, { services });
      if (config.env !== 'production' && config.devOutbox) await api.register(outboxRoutes, { outbox: services.outbox });
    },
    { prefix: '/api' },
  );

  await serveImages(app, config.imagesDir);
  // The landing page and web manifest are built from the database, so they need no built app.
  await app.register(landingRoutes, { source: services.landing });
  if (options.serveWeb ?? true) await serveWebApps(app, config.webRoot, services.pageData);
  else app.setNotFoundHandler(sendRouteNotFound);

  return Object.assign(app, {
    database,
    services,
    context: { ...services.context, db: database.db },
    frontDoorAnswered: frontDoor.answered,
  });
}
