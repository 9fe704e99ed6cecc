import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { requestForLog } from './platform/http/request-log.ts';
import { Foreground, trackForeground } from './platform/http/foreground.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { portalModules } from './modules/index.ts';
import { registerSimulationAudit } from './platform/audit/audit.ts';
import { AccessTokens } from './platform/auth/access-token.ts';
import { declarePublicRoutes, registerAccessControl, type RegisteredRoute } from './platform/auth/access.ts';
import { authRoutes } from './platform/auth/auth.routes.ts';
import { oidcRoutes } from './platform/auth/oidc.routes.ts';
import { passwordRoutes } from './platform/auth/password.routes.ts';
import { Sessions } from './platform/auth/sessions.ts';
import type { Db, Listen, PoolStats } from './platform/db/client.ts';
import { dictionariesRoutes } from './platform/dictionaries/dictionaries.routes.ts';
import { FileStore } from './platform/files/file-store.ts';
import { filesRoutes } from './platform/files/files.routes.ts';
import { JobRunner } from './platform/jobs/job-queue.ts';
import { mailerOf, type Mailer } from './platform/mail/mailer.ts';
import { deliveryLogRoutes } from './platform/notifications/delivery-log.routes.ts';
import { deliveryHandler } from './platform/notifications/delivery.ts';
import { notificationsRoutes } from './platform/notifications/notifications.routes.ts';
import { DELIVER_BULK_JOB, DELIVER_JOB } from './platform/notifications/notify.ts';
import { Pacer } from './platform/notifications/pacer.ts';
import { preferencesRoutes } from './platform/notifications/preferences.routes.ts';
import { moduleRegistry, type PortalModule } from './platform/domains/module.ts';
import { UrlSigner } from './platform/files/signed-url.ts';
import { storageOf } from './platform/files/storage-of.ts';
import { loggable } from './platform/http/db-errors.ts';
import { frameworkErrors, registerErrorHandler } from './platform/http/error-handler.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerInputGuard } from './platform/http/input-guard.ts';
import { registerCompression } from './platform/http/compression.ts';
import { openapiSecurity, openapiTransform } from './platform/http/openapi.ts';
import { purposeKeys, signingSecret } from './platform/secrets.ts';
import { coded } from './platform/http/envelope.ts';
import { healthRoutes } from './platform/ops/health.routes.ts';
import { createMetrics, metricsRoute, type PortalMetrics } from './platform/ops/metrics.ts';
import { isServerPath, loadIndexPage, sendIndexPage, webAppRoutes } from './platform/web-app.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    jobs: JobRunner;
    files: FileStore;
    /** E-mail through SMTP_URL; `enabled` false (and sends nothing) without it. */
    mailer: Mailer;
    /** Prometheus metrics, when METRICS_TOKEN or METRICS_PORT asks for them. */
    metrics: PortalMetrics | null;
  }
}

export interface BuiltApp {
  app: FastifyInstance;
  routes: RegisteredRoute[];
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

export interface BuildOptions {
  logger?: boolean;
  modules?: readonly PortalModule[];
  /** The database's NOTIFY channel (`DbHandle.listen`): sign-in and account changes reach every instance at once. */
  listen?: Listen;
  /** The database pool's counts (`DbHandle.poolStats`), for the metrics. */
  poolStats?: PoolStats | undefined;
}

const platformSql = [new URL('./platform/auth/auth-changes.sql', import.meta.url)];

/** The SQL installed after the migrations (`DbHandle.migrate`): the platform's and every module's. */
export const installedSqlFiles = (modules: readonly PortalModule[] = portalModules): URL[] => [...platformSql, ...modules.flatMap((m) => m.sql ?? [])];

/**
 * Builds the whole portal on a database from the list of modules; tests build the same app and
 * drive it with inject().
 */
export async function buildApp(config: Config, db: Db, opts: BuildOptions = {}): Promise<BuiltApp> {
  const registry = moduleRegistry(opts.modules ?? portalModules);
  const app = Fastify({
    logger: opts.logger ? { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'], serializers: { req: requestForLog } } : false,
    routerOptions: { caseSensitive: false, ignoreTrailingSlash: true },
    // Off unless TRUST_PROXY names the proxies: otherwise a client picks its own address with X-Forwarded-For.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 2 * 1024 * 1024,
    frameworkErrors,
  });
  // Background work that must leave the requests their speed waits for gaps between them (foreground.ts).
  const foreground = new Foreground();
  trackForeground(app, foreground);
  app.decorate('db', db);
  app.decorate('config', config);
  // Modules register their job handlers; server.ts starts the runner, tests run due jobs by hand.
  app.decorate('mailer', mailerOf(config.SMTP_URL, config.MAIL_FROM));
  app.addHook('onClose', async () => { await app.mailer.close?.(); });
  app.decorate('jobs', new JobRunner(db, { onError: (err) => app.log.error({ err: loggable(err) }, 'job runner') }));
  for (const m of registry.modules) for (const [kind, handler] of Object.entries(m.jobs ?? {})) app.jobs.register(kind, handler);
  // The outbox's delivery (platform/notifications, README 'Delivery'): single events and the batches
  // of a big change each in slots of their own, so a single notice never queues behind 5,000 results;
  // the batches' e-mails paced (NOTIFY_BULK_PER_SECOND) and every step of theirs in a gap between
  // requests, so the API keeps its speed while they go out.
  const delivery = { mailer: app.mailer, publicUrl: config.PUBLIC_URL };
  app.jobs.register(DELIVER_JOB, deliveryHandler(delivery), { concurrency: 2, mail: true });
  app.jobs.register(DELIVER_BULK_JOB, deliveryHandler({ ...delivery, pacer: new Pacer(config.NOTIFY_BULK_PER_SECOND), foreground }), { concurrency: 2, mail: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerInputGuard(app);

  const keys = purposeKeys(await signingSecret(db, config.JWT_SECRET));
  const tokens = new AccessTokens(keys.accessToken, config.ACCESS_TOKEN_TTL_S);
  const sessions = new Sessions(db, tokens, config.REFRESH_TOKEN_TTL_S, config.AUTH_CACHE_TTL_MS);
  if (opts.listen) {
    const unwatch = await sessions.watch(opts.listen);
    app.addHook('onClose', async () => { await unwatch(); });
  }
  const routes = registerAccessControl(app, tokens, sessions);
  // Before the routes, so that its timing hook sees every one of them.
  app.decorate('metrics', config.METRICS_TOKEN || config.METRICS_PORT !== undefined ? createMetrics(app, { db, jobs: app.jobs, poolStats: opts.poolStats }) : null);
  metricsRoute(app, app.metrics, config.METRICS_TOKEN);
  registerSimulationAudit(app, db);

  registerSecurityHeaders(app, config.PUBLIC_URL.startsWith('https:'));
  await registerCompression(app);
  await app.register(cookie, { secret: keys.cookie });
  // preHandler, so the login limit can key on the parsed username.
  await app.register(rateLimit, { global: false, hook: 'preHandler' });
  await app.register(multipart, { limits: { files: 1, fields: 10 } });
  await app.register(swagger, {
    openapi: { info: { title: 'Student portal API', version: '1.0.0' }, ...openapiSecurity },
    transform: openapiTransform,
  });
  await app.register(async (docs) => {
    declarePublicRoutes(docs);
    await docs.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });

  const signer = new UrlSigner(keys.fileUrl, config.FILE_URL_TTL_S);
  const storage = await storageOf(config);
  app.addHook('onClose', () => storage.close());
  app.decorate('files', new FileStore(db, storage, signer, { quotaBytes: config.UPLOAD_QUOTA_MB * 1024 * 1024 }));
  await app.register(filesRoutes, { store: app.files, signer });
  await app.register(async (api) => {
    await api.register(authRoutes, { config, sessions });
    await api.register(oidcRoutes, { config, sessions });
    await api.register(passwordRoutes, { config, sessions });
    await api.register(dictionariesRoutes);
    await api.register(notificationsRoutes);
    await api.register(preferencesRoutes);
    await api.register(deliveryLogRoutes);
    await api.register(healthRoutes);
    for (const m of registry.modules) for (const plugin of m.routes ?? []) await api.register(plugin, { sessions, registry, routes });
  }, { prefix: '/api' });
  app.get('/api/openapi.json', { config: { access: { who: 'public', action: 'get' } }, schema: { hide: true } }, async () => app.swagger());

  const webDist = resolve(config.WEB_DIST ?? defaultWebDist);
  const indexPage = loadIndexPage(webDist);
  if (indexPage) await app.register(webAppRoutes, { root: webDist });
  // The web app's own routes (/news/list, /404…) are answered with its index page; API paths with the envelope.
  app.setNotFoundHandler((req, res) => (indexPage && req.method === 'GET' && !isServerPath(req.url)
    ? sendIndexPage(req, res, indexPage)
    : res.status(404).send(coded(404, '90005'))));
  return { app, routes };
}
