import { mkdirSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { RespCode, respMessages } from '@mahasi/contract/codes';
import { API_KEY_HEADER } from '@mahasi/contract/auth';
import type { AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { apiKeyHook, memberAuthHook } from './http/auth.js';
import { registerResponseCache, type ResponseCache } from './http/cache.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandling, registerJsonParser } from './http/errors.js';
import { closeConnectionsGently } from './http/drain.js';
import { healthRoutes } from './http/health.js';
import { createMetrics, registerMetricsRoutes, type Metrics } from './http/metrics.js';
import { frontDoor } from './http/front.js';
import { rememberedSessions } from './http/sessions.js';
import { registerWeb } from './http/web.js';
import { DOCS_CONTENT_SECURITY_POLICY, loggerOptions, overTlsOf, registerSecurityHeaders } from './http/security.js';
import { outboxMailer, smtpMailer, type Mailer } from './mail/mailer.js';
import { deliveries as backgroundDeliveries, type Deliveries } from './mail/deliveries.js';
import { authRoutes } from './modules/auth/routes.js';
import { authService } from './modules/auth/service.js';
import { contactChanges } from './modules/auth/contacts.js';
import { bucketFileRoutes, localFileRoutes } from './modules/files/routes.js';
import { openFileStore } from './modules/files/open.js';
import { isLocalStore, type FileStore } from './modules/files/store.js';
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
import { playRoutes, playService } from './modules/content/plays.js';
import { paymentCallbackRoutes } from './modules/store/callback.js';
import { contentCatalog } from './modules/content/ebook-catalog.js';
import { downloadService } from './modules/store/downloads.js';
import { SANDBOX_WARNING, sandboxGateway, type PaymentGateway } from './modules/store/gateway.js';
import { dingerGateway } from './modules/store/dinger.js';
import { storeRoutes } from './modules/store/routes.js';
import { sandboxRoutes } from './modules/store/sandbox.js';
import { storeService } from './modules/store/service.js';
import { orderLedger } from './modules/store/order-ledger.js';
import { forgetOldAttempts } from './modules/store/checkout-once.js';
import { staffRoutes } from './modules/staff/routes.js';
import { newsDesk } from './modules/news/desk.js';
import { newsStaffRoutes } from './modules/news/staff-routes.js';
import { newsTaxonomy } from './modules/news/taxonomy.js';
import { catalogueDesk } from './modules/catalogue/desk.js';
import { catalogueStaffRoutes } from './modules/catalogue/staff-routes.js';
import { talksDesk } from './modules/talks/desk.js';
import { ebooksDesk } from './modules/ebooks/desk.js';
import { ebookCategoriesDesk } from './modules/ebooks/categories.js';
import { ebooksStaffRoutes } from './modules/ebooks/staff-routes.js';
import { feesDesk } from './modules/store/fees-desk.js';
import { feesStaffRoutes } from './modules/store/fees-staff-routes.js';
import { talksStaffRoutes } from './modules/talks/staff-routes.js';
import { uploadRoutes } from './modules/uploads/routes.js';
import { resumableUploads } from './modules/uploads/resumable.js';
import { uploadService } from './modules/uploads/service.js';
import { scheduler, type Scheduler } from './lib/jobs.js';
import { staffService } from './modules/staff/service.js';
import { memberService } from './modules/members/service.js';
import { memberStaffRoutes } from './modules/members/staff-routes.js';
import { dashboardService } from './modules/orders/dashboard.js';
import { orderDesk } from './modules/orders/service.js';
import { orderStaffRoutes } from './modules/orders/staff-routes.js';
import { messageService } from './modules/messages/service.js';
import { messageStaffRoutes } from './modules/messages/staff-routes.js';
import { mailQueue, type MailRow } from './modules/mail/queue.js';
import { mailStaffRoutes } from './modules/mail/staff-routes.js';
import { notificationComposer } from './modules/notifications/composer.js';
import { notificationStaffRoutes } from './modules/notifications/staff-routes.js';
import { registerStaffAuth } from './http/staffAuth.js';
import { searchRoutes } from './modules/search/routes.js';
import { maintainSearch } from './modules/search/maintenance.js';
import { searchService } from './modules/search/service.js';
import { STAFF_API_BASE } from '@mahasi/contract/staff';
import { retreatCoursesDesk } from './modules/retreats/desk.js';
import { retreatPublic } from './modules/retreats/public.js';
import { retreatFeedRoutes, retreatRoutes } from './modules/retreats/routes.js';
import { retreatService } from './modules/retreats/service.js';
import { retreatStaffRoutes } from './modules/retreats/staff-routes.js';

export interface AppOptions {
  config: AppConfig;
  /** An open database (tests); otherwise one is opened from the config and migrated. */
  database?: Database;
  mailer?: Mailer;
  files?: FileStore;
  now?: () => Date;
  logger?: boolean;
  /** Where the log goes (tests read it); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
  /** How long a staff member's request waits for the mail server before being told the mail will go later (tests set it, per attempt). */
  mailWaitMs?: number | (() => number);
  /** Run scheduled jobs on timers (default: yes, except under NODE_ENV=test, where tests run them by hand). */
  scheduler?: boolean;
}

export interface AppContext {
  config: AppConfig;
  cache: ResponseCache;
  database: Database;
  mailer: Mailer;
  /** Messages being sent after their reply (the code calls'): tests and shutdown wait for them. */
  deliveries: Deliveries;
  files: FileStore;
  now: () => Date;
  jobs: Scheduler;
  /** Set when the process begins to shut down: /readyz answers 503 so that load balancers move on. */
  lifecycle: { draining: boolean; watched: boolean };
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** Builds the whole server without listening; main.ts listens, tests use app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const front = frontDoor({ overTls: overTlsOf(config.trustProxy) });
  const app = Fastify({
    serverFactory: front.serverFactory,
    logger: options.logger === false ? false : loggerOptions(config.logLevel, options.logStream),
    // The avatar route raises its own limit; everything else is small JSON.
    bodyLimit: 256 * 1024,
    trustProxy: config.trustProxy,
    frameworkErrors,
    clientErrorHandler,
  });
  /**
   * `draining` is set when the process begins to shut down (main.ts): /readyz answers 503 and replies
   * close their connection. `watched`: something (a load balancer) has asked /readyz, so a drain tells it.
   */
  const lifecycle = { draining: false, watched: false };
  closeConnectionsGently(app.server, lifecycle);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerJsonParser(app);
  registerSecurityHeaders(app);

  mkdirSync(config.dataDir, { recursive: true });
  const ownDatabase = !options.database;
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  if (ownDatabase) await database.migrate();
  const showText = config.env === 'development';
  const mailer =
    options.mailer ?? (config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : outboxMailer(config.dataDir, app.log, { showText }));
  const files = options.files ?? openFileStore(config);
  const now = options.now ?? (() => new Date());
  const cache = await registerResponseCache(app, database, { ttlMs: config.responseCacheTtlMs, front });
  // `jobs` joins once the services it runs exist (below).
  const metrics = createMetrics(app, config, { cache, database });
  const deliveries = backgroundDeliveries(app.log);
  app.decorate('ctx', { config, cache, database, mailer, deliveries, files, now, lifecycle, metrics } as AppContext);
  app.addHook('onClose', async () => {
    await deliveries.settled();
    await mailer.close();
    if (ownDatabase) await database.close();
  });

  const db = database.db;
  const sms = outboxMailer(config.dataDir, app.log, { showText });
  const contacts = contactChanges({ db, mailer, sms, secret: config.appSecret, now });
  const auth = authService({
    db,
    mailer,
    sms,
    deliveries,
    contacts,
    secret: config.appSecret,
    sessionTtlMs: config.sessionTtlMs,
    now,
    invalidate: cache.invalidate,
  });
  // Sessions are remembered by the clock in milliseconds: a cached read makes no Date.
  const authenticate = rememberedSessions(auth.authenticate, cache, options.now ? () => now().getTime() : Date.now);
  cache.answerMembers((token) => authenticate.peek(token)?.userId);
  const users = userService({ db, files, now, contacts });
  const notifications = notificationService(db, cache.invalidate);
  const news = newsService({ db, files, now, cache, notifications });
  const engagement = engagementService({ db, files, now, secret: config.appSecret, invalidate: cache.invalidate });
  const content = contentService({ db, files, now });
  const plays = playService({ db, now, secret: config.appSecret });
  const search = searchService({ db, now });
  const contact = contactService({
    db,
    mailer,
    orgEmail: config.orgEmail,
    now,
    rateLimitMultiplier: config.rateLimitMultiplier,
    log: app.log,
  });
  const catalog = contentCatalog(db, files);
  const provider = config.payment.provider;
  // The sandbox's page and its signing exist only where it takes the payments.
  const sandbox = provider.name === 'sandbox' ? sandboxGateway(db, provider.secret) : undefined;
  const gateway: PaymentGateway = provider.name === 'dinger' ? dingerGateway(provider.dinger) : sandbox!;
  if (sandbox) app.log.warn(SANDBOX_WARNING);
  const store = storeService({
    db,
    catalog,
    gateway,
    notifications,
    mailer,
    siteUrl: config.siteUrl,
    orderTtlMs: config.payment.orderTtlMs,
    reconcileAfterMs: config.payment.reconcileAfterMs,
    now,
    invalidate: cache.invalidate,
    log: app.log,
    paymentApplied: metrics.paymentApplied,
  });
  const downloads = downloadService({ db, files, catalog, store });
  const mail = mailQueue({ db, mailer, secret: config.appSecret, now, log: app.log, siteUrl: config.siteUrl, waitMs: options.mailWaitMs });
  const staff = staffService({ db, mail, secret: config.appSecret, siteUrl: config.siteUrl, now });
  const resumable = resumableUploads({ dataDir: config.dataDir, log: app.log });
  const uploads = uploadService({ db, files, now, resumable });
  const desk = newsDesk({ db, files, uploads, now, invalidate: cache.invalidate, notifications });
  const catalogue = catalogueDesk({ db, files, uploads, now, invalidate: cache.invalidate });
  const talks = talksDesk({ db, files, uploads, now, invalidate: cache.invalidate });
  const ebookDesk = ebooksDesk({ db, files, uploads, now, invalidate: cache.invalidate });
  const ebookCategories = ebookCategoriesDesk({ db, invalidate: cache.invalidate });
  const ledger = orderLedger(db);
  const members = memberService({ db, auth, notifications, orders: ledger, news, invalidate: cache.invalidate, now });
  const messages = messageService({ db, mail, notifications, now, siteUrl: config.siteUrl });
  const composer = notificationComposer({ db, notifications, invalidate: cache.invalidate, now });
  const orderDeskService = orderDesk({ db, store, ledger, downloads, now });
  const dashboard = dashboardService({ db, now, paymentProvider: provider.name });
  const retreatCourses = retreatCoursesDesk({ db, files, uploads, now, invalidate: cache.invalidate });
  const retreats = retreatService({ db, now, notifications, mail, deliveries, centreEmail: config.orgEmail });
  const retreatReads = retreatPublic({ db, now });
  const MINUTE = 60 * 1000;
  const jobs = scheduler(
    db,
    [
      // Within a minute of its time, as the news desk promises.
      { name: 'news.publishDue', everyMs: 15 * 1000, run: (tx) => desk.publishDue(tx) },
      { name: 'notifications.announceDue', everyMs: 15 * 1000, run: (tx) => composer.announceDue(tx) },
      { name: 'news.purgeDeleted', everyMs: 60 * MINUTE, run: (tx) => desk.purgeDeleted(tx) },
      { name: 'catalogue.purgeDeleted', everyMs: 60 * MINUTE, run: (tx) => catalogue.purgeDeleted(tx) },
      { name: 'talks.purgeDeleted', everyMs: 60 * MINUTE, run: (tx) => talks.purgeDeleted(tx) },
      { name: 'ebooks.purgeDeleted', everyMs: 60 * MINUTE, run: (tx) => ebookDesk.purgeDeleted(tx) },
      { name: 'retreats.purgeDeleted', everyMs: 60 * MINUTE, run: (tx) => retreatCourses.purgeDeleted(tx) },
      // Wait-list offers, lapsed offers, released places and reconfirm reminders (decision 0054).
      {
        name: 'retreats.sweep',
        everyMs: MINUTE,
        run: (tx) => retreats.sweep(tx),
        after: (mails: number[]) => retreats.sendKept(mails),
      },
      { name: 'uploads.purgeUnattached', everyMs: 60 * MINUTE, run: (tx) => uploads.purgeUnattached(tx) },
      { name: 'uploads.purgePartial', everyMs: 60 * MINUTE, run: () => uploads.purgePartial() },
      { name: 'auth.purgeExpired', everyMs: 60 * MINUTE, run: (tx) => auth.purgeExpired(tx) },
      // Pending orders no callback settled: the provider's status enquiry, or expiry.
      { name: 'payments.reconcile', everyMs: config.payment.reconcileEveryMs, run: (tx) => store.reconcile(tx) },
      { name: 'store.forgetCheckoutAttempts', everyMs: 60 * MINUTE, run: (tx) => forgetOldAttempts(tx, now()) },
      // Staff mail the mail server did not take: claimed under the lock, sent after it.
      {
        name: 'mail.sendWaiting',
        everyMs: 15 * 1000,
        run: (tx) => mail.claimDue(tx),
        after: (claimed: MailRow[]) => mail.deliver(claimed),
      },
      // The planner's statistics of the search index (PGlite has no autovacuum to keep them).
      { name: 'search.maintain', everyMs: 60 * MINUTE, run: (tx) => maintainSearch(tx) },
    ],
    app.log,
    metrics.jobRun,
  );
  app.ctx.jobs = jobs;
  if (options.scheduler ?? config.env !== 'test') {
    app.addHook('onReady', async () => {
      jobs.start();
      void jobs.runAll().catch((error: unknown) => app.log.error({ err: error }, 'scheduled jobs failed'));
    });
  }
  app.addHook('onClose', async () => jobs.stop());

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Mahasi web API',
        version: '1.0.0',
        description:
          'Public client: /rest-web-api (API key). Member client: /rest-api (bearer token). Staff console: /admin-api (staff bearer token, roles).',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: API_KEY_HEADER },
          bearer: { type: 'http', scheme: 'bearer' },
          staffBearer: { type: 'http', scheme: 'bearer', description: 'A staff session token (st_…), from POST /admin-api/auth/login' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/docs', staticCSP: DOCS_CONTENT_SECURITY_POLICY });

  await app.register(healthRoutes(database, lifecycle));
  await registerMetricsRoutes(app, config, metrics);

  await app.register(
    async (scope) => {
      scope.addHook('onRequest', apiKeyHook(config.publicApiKey));
      await scope.register(authRoutes({ auth, db, rateLimitMultiplier: config.rateLimitMultiplier }));
      await scope.register(paymentCallbackRoutes(store));
    },
    { prefix: '/rest-web-api' },
  );

  await app.register(
    async (scope) => {
      scope.decorateRequest('caller', undefined);
      scope.addHook('onRequest', memberAuthHook(authenticate));
      await scope.register(userRoutes({ auth, users, db, rateLimitMultiplier: config.rateLimitMultiplier }));
      await scope.register(notificationRoutes(notifications));
      await scope.register(newsRoutes(news, engagement));
      await scope.register(contentRoutes(content, contact));
      await scope.register(playRoutes({ plays, db, rateLimitMultiplier: config.rateLimitMultiplier }));
      await scope.register(storeRoutes(store, downloads));
      await scope.register(searchRoutes({ search, db, rateLimitMultiplier: config.rateLimitMultiplier }));
      await scope.register(retreatRoutes(retreats, retreatReads));
    },
    { prefix: '/rest-api' },
  );

  await app.register(
    async (scope) => {
      registerStaffAuth(scope, staff.authenticate);
      await scope.register(staffRoutes({ staff, db, rateLimitMultiplier: config.rateLimitMultiplier }));
      await scope.register(newsStaffRoutes(desk, newsTaxonomy({ db, invalidate: cache.invalidate })));
      await scope.register(catalogueStaffRoutes(catalogue));
      await scope.register(talksStaffRoutes(talks));
      await scope.register(ebooksStaffRoutes(ebookDesk, ebookCategories));
      await scope.register(feesStaffRoutes(feesDesk({ db, now })));
      await scope.register(memberStaffRoutes(members));
      await scope.register(messageStaffRoutes(messages));
      await scope.register(mailStaffRoutes(mail));
      await scope.register(notificationStaffRoutes(composer));
      await scope.register(orderStaffRoutes(orderDeskService, dashboard));
      await scope.register(uploadRoutes({ uploads, files, resumable }));
      await scope.register(retreatStaffRoutes(retreatCourses, retreats));
    },
    { prefix: STAFF_API_BASE },
  );

  await app.register(isLocalStore(files) ? localFileRoutes(files) : bucketFileRoutes(files));
  await app.register(feedRoutes(content, config.siteUrl, now));
  await app.register(retreatFeedRoutes(retreatReads, config.siteUrl));
  if (sandbox) await app.register(sandboxRoutes(sandbox, config.payment.merchantName));
  if (config.webDist) await registerWeb(app, config.webDist, cache, config, { liveStream: () => content.activeLiveSetting() });
  else
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ respCode: RespCode.NOT_FOUND, respMsg: respMessages[RespCode.NOT_FOUND], data: null }),
    );

  return app;
}
