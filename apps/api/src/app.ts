import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { authPlugin } from './auth/plugin.ts';
import { createTokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { type Database, openDatabase } from './db/database.ts';
import { loadDemoDataIfEmpty } from './db/demo-data/index.ts';
import { migrateToLatest } from './db/migrate.ts';
import { registerErrorHandlers, sendRouteNotFound } from './http/error-handler.ts';
import { createRecaptchaCheck } from './http/recaptcha.ts';
import { zodValidatorCompiler } from './http/validation.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { API_MODULES } from './modules/index.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { outboxRoutes } from './modules/mail/routes.ts';
import { pageDataRoutes } from './modules/page-data/routes.ts';
import { createPageDataService } from './modules/page-data/service.ts';
import { createPageDataStore } from './modules/page-data/store.ts';
import { createLandingSource } from './web/landing/landing-data.ts';
import { landingRoutes } from './web/landing/routes.ts';
import { serveWebApps } from './web/serve-apps.ts';
import { serveImages } from './web/serve-images.ts';

export interface BuildAppOptions {
  /** An open database to use instead of opening `config.databaseUrl` (tests share one per dialect). */
  database?: Database;
  /** Serve the built web apps from `config.webRoot`. @default true */
  serveWeb?: boolean;
  /** The clock of every rule. @default () => new Date() */
  now?: () => Date;
}

export type App = FastifyInstance & { database: Database; context: AppContext };

/**
 * Builds the server from a config object, so that tests build as many as they like.
 * Order matters: the database first (everything needs it), then the compilers and error handlers
 * (they must exist before any route is declared), then the API routes under /api, and the web
 * apps last, because their not-found handler is the catch-all for every other path.
 */
export async function buildApp(config: Config, options: BuildAppOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config.databaseUrl));
  await migrateToLatest(database.db, database.schema);
  if (config.demoData)
    await loadDemoDataIfEmpty(database.db, { now: options.now?.() ?? new Date(), passwordHashCost: config.passwordHashCost });

  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    trustProxy: config.env === 'production',
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandlers(app);
  if (!options.database) app.addHook('onClose', () => database.close());

  const now = options.now ?? (() => new Date());
  const context: AppContext = {
    config,
    database,
    db: database.db,
    tokens: createTokenService(config.jwtSecret, now),
    mailer: createMailer(database.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, now }),
    recaptcha: createRecaptchaCheck({ secret: config.recaptchaSecret }),
    now,
  };
  // Sensitive routes opt in with `config.rateLimit`, keyed by client address (see trustProxy).
  // Without the plugin those route settings are inert, which is how tests switch limits off.
  if (config.rateLimits) await app.register(rateLimit, { global: false });
  await app.register(authPlugin, { tokens: context.tokens, db: context.db });

  const pageData = createPageDataService(createPageDataStore(database.db), config.defaultRestaurants);
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database, version: config.version });
      await api.register(pageDataRoutes, { pageData });
      for (const module of API_MODULES) await api.register(module, { context });
      if (config.env !== 'production') await api.register(outboxRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );

  await serveImages(app, config.imagesDir);
  // The landing page and web manifest are built from the database, so they need no built app.
  await app.register(landingRoutes, {
    source: createLandingSource({ db: database.db, defaultSlug: config.defaultRestaurants.storefront, now }),
  });
  if (options.serveWeb ?? true) await serveWebApps(app, config.webRoot, pageData);
  else app.setNotFoundHandler(sendRouteNotFound);

  return Object.assign(app, { database, context });
}
