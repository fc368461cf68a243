import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { RespCode, respMessages } from '@mahasi/contract/codes';
import { API_KEY_HEADER } from '@mahasi/contract/auth';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { apiKeyHook, memberAuthHook } from './http/auth.js';
import { registerResponseCache, type ResponseCache } from './http/cache.js';
import { registerErrorHandling } from './http/errors.js';
import { frontDoor } from './http/front.js';
import { rememberedSessions } from './http/sessions.js';
import { registerWeb } from './http/web.js';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.js';
import { authRoutes } from './modules/auth/routes.js';
import { authService } from './modules/auth/service.js';
import { localFileRoutes } from './modules/files/routes.js';
import { localFileStore, type LocalFileStore } from './modules/files/store.js';
import { userRoutes } from './modules/user/routes.js';
import { userService } from './modules/user/service.js';
import { notificationRoutes } from './modules/notifications/routes.js';
import { notificationService } from './modules/notifications/service.js';
import { engagementService } from './modules/news/engagement.js';
import { newsRoutes } from './modules/news/routes.js';
import { newsService } from './modules/news/service.js';
import { contactService } from './modules/content/contact.js';
import { feedRoutes } from './modules/content/feeds.js';
import { contentRoutes } from './modules/content/routes.js';
import { contentService } from './modules/content/service.js';
import { paymentCallbackRoutes } from './modules/store/callback.js';
import { contentCatalog } from './modules/store/catalog.js';
import { downloadService } from './modules/store/downloads.js';
import { sandboxGateway } from './modules/store/gateway.js';
import { storeRoutes } from './modules/store/routes.js';
import { sandboxRoutes } from './modules/store/sandbox.js';
import { storeService } from './modules/store/service.js';

export interface AppOptions {
  config: AppConfig;
  /** An open database (tests); otherwise one is opened from the config and migrated. */
  database?: Database;
  mailer?: Mailer;
  files?: LocalFileStore;
  now?: () => Date;
  logger?: boolean;
}

export interface AppContext {
  config: AppConfig;
  cache: ResponseCache;
  database: Database;
  mailer: Mailer;
  files: LocalFileStore;
  now: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole server without listening; main.ts listens, tests use app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const front = frontDoor();
  const app = Fastify({
    serverFactory: front.serverFactory,
    logger: options.logger === false ? false : { level: config.logLevel },
    // The avatar route raises its own limit; everything else is small JSON.
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  mkdirSync(config.dataDir, { recursive: true });
  const ownDatabase = !options.database;
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (ownDatabase) await database.migrate();
  const mailer = options.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.dataDir, app.log));
  const files = options.files ?? localFileStore(config.dataDir, config.appSecret);
  const now = options.now ?? (() => new Date());
  const cache = await registerResponseCache(app, database, { ttlMs: config.responseCacheTtlMs, front });
  app.decorate('ctx', { config, cache, database, mailer, files, now });
  app.addHook('onClose', async () => {
    await mailer.close();
    if (ownDatabase) await database.close();
  });

  const db = database.db;
  const sms = outboxMailer(config.dataDir, app.log);
  const auth = authService({
    db,
    mailer,
    sms,
    secret: config.appSecret,
    sessionTtlMs: config.sessionTtlMs,
    now,
    invalidate: cache.invalidate,
  });
  const authenticate = rememberedSessions(auth.authenticate, cache, now);
  const users = userService({ db, files, now });
  const notifications = notificationService(db, cache.invalidate);
  const news = newsService({ db, files, now, cache, notifications });
  const engagement = engagementService({ db, files, now, secret: config.appSecret, invalidate: cache.invalidate });
  const content = contentService({ db, files, now });
  const contact = contactService({
    db,
    mailer,
    orgEmail: config.orgEmail,
    now,
    rateLimitMultiplier: config.rateLimitMultiplier,
    log: app.log,
  });
  const catalog = contentCatalog(db, files);
  const gateway = sandboxGateway(db, config.payment.sandboxSecret);
  const store = storeService({
    db,
    catalog,
    gateway,
    notifications,
    mailer,
    siteUrl: config.siteUrl,
    orderTtlMs: config.payment.orderTtlMs,
    now,
    invalidate: cache.invalidate,
    log: app.log,
  });
  const downloads = downloadService({ db, files, catalog, store });

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Mahasi web API',
        version: '1.0.0',
        description: 'Public client: /rest-web-api (API key). Member client: /rest-api (bearer token).',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs' });

  app.get('/healthz', { schema: { hide: true } }, async () => {
    await db.execute(sql`select 1`);
    return { status: 'ok', database: database.kind };
  });

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', apiKeyHook(config.publicApiKey));
      await scope.register(authRoutes({ auth, db, rateLimitMultiplier: config.rateLimitMultiplier }));
      await scope.register(paymentCallbackRoutes(gateway, store));
    },
    { prefix: '/rest-web-api' },
  );

  await app.register(
    async (scope) => {
      scope.decorateRequest('caller', undefined);
      scope.addHook('onRequest', memberAuthHook(authenticate));
      await scope.register(userRoutes({ auth, users }));
      await scope.register(notificationRoutes(notifications));
      await scope.register(newsRoutes(news, engagement));
      await scope.register(contentRoutes(content, contact));
      await scope.register(storeRoutes(store, downloads));
    },
    { prefix: '/rest-api' },
  );

  await app.register(localFileRoutes(files));
  await app.register(feedRoutes(content, config.siteUrl, now));
  await app.register(sandboxRoutes(gateway, config.payment.merchantName));
  if (config.webDist) await registerWeb(app, config.webDist, cache);
  else
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ respCode: RespCode.NOT_FOUND, respMsg: respMessages[RespCode.NOT_FOUND], data: null }),
    );

  return app;
}
