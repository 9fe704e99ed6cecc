import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db, PoolStats } from '../db/client.ts';
import { coded } from '../http/envelope.ts';
import { access } from '../auth/access.ts';
import { jobQueueStats } from './ops.repo.ts';

export interface MetricsOptions {
  db: Db;
  jobs: { mailKinds(): string[] };
  /** PostgreSQL's pool; PGlite has one connection and no pool to report. */
  poolStats?: PoolStats | undefined;
}

export interface PortalMetrics {
  /** The Prometheus text of every metric, the queue's read from the database now. */
  render(): Promise<string>;
  contentType: string;
}

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * Prometheus metrics of one app, on a registry of its own (tests build several apps in a process):
 * request durations by route pattern and status class, the database pool, the job queue by kind,
 * the mail outbox and Node's process metrics. The queue is read at scrape time, one grouped query.
 * Only built when the metrics are served (METRICS_TOKEN or METRICS_PORT): the default metrics watch
 * the event loop and the collector, which an instance nobody scrapes need not pay for.
 */
export function createMetrics(app: FastifyInstance, opts: MetricsOptions): PortalMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'portal_http_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by route pattern and status class',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (req, res) => {
    // The pattern, never the path: ids in paths would make a series per record.
    const route = req.routeOptions.url ?? 'unmatched';
    requests.observe({ method: req.method, route, status_class: statusClass(res.statusCode) }, res.elapsedTime / 1000);
  });

  const pool = opts.poolStats;
  if (pool) {
    new Gauge({
      name: 'portal_db_pool_connections', help: 'Database pool connections by state', labelNames: ['state'] as const, registers: [registry],
      collect() { const s = pool(); this.set({ state: 'in_use' }, s.total - s.idle); this.set({ state: 'idle' }, s.idle); },
    });
    new Gauge({ name: 'portal_db_pool_waiting', help: 'Requests waiting for a database connection', registers: [registry], collect() { this.set(pool().waiting); } });
  }
  const up = new Gauge({ name: 'portal_database_up', help: '1 when the job queue could be read at this scrape', registers: [registry] });
  const due = new Gauge({ name: 'portal_jobs_due', help: 'Jobs whose time has come and that no runner holds, by kind', labelNames: ['kind'] as const, registers: [registry] });
  const running = new Gauge({ name: 'portal_jobs_running', help: 'Jobs running under a live lease, by kind', labelNames: ['kind'] as const, registers: [registry] });
  const failed = new Gauge({ name: 'portal_jobs_failed', help: 'Jobs that failed every attempt and are kept for the retention, by kind', labelNames: ['kind'] as const, registers: [registry] });
  const oldest = new Gauge({ name: 'portal_jobs_oldest_due_age_seconds', help: 'How long the oldest due job has waited, by kind', labelNames: ['kind'] as const, registers: [registry] });
  const outbox = new Gauge({ name: 'portal_mail_outbox_depth', help: 'Due jobs of the kinds that send e-mail', registers: [registry] });

  const readQueue = async () => {
    const stats = await jobQueueStats(opts.db).catch(() => null);
    for (const g of [due, running, failed, oldest]) g.reset();
    up.set(stats ? 1 : 0);
    if (!stats) return;
    const mail = new Set(opts.jobs.mailKinds());
    let mailDue = 0;
    for (const s of stats) {
      due.set({ kind: s.kind }, s.due);
      running.set({ kind: s.kind }, s.running);
      failed.set({ kind: s.kind }, s.failed);
      oldest.set({ kind: s.kind }, s.oldestDueSeconds);
      if (mail.has(s.kind)) mailDue += s.due;
    }
    outbox.set(mailDue);
  };
  const metrics: PortalMetrics = {
    contentType: registry.contentType,
    async render() {
      await readQueue();
      return registry.metrics();
    },
  };

  return metrics;
}

/**
 * `/metrics` on the main port, for a scraper holding METRICS_TOKEN. Always a route, so that the path
 * never falls through to the web app's index page: without a token (or without metrics) it is 404.
 */
export function metricsRoute(app: FastifyInstance, metrics: PortalMetrics | null, secret: string | undefined): void {
  const token = metrics && secret ? Buffer.from(secret) : null;
  const allowed = (header: string | undefined) => {
    if (!token || !header?.startsWith('Bearer ')) return false;
    const given = Buffer.from(header.slice(7).trim());
    return given.length === token.length && timingSafeEqual(given, token);
  };
  app.get('/metrics', { config: access('public', 'get'), schema: { hide: true } }, async (req, res) => {
    if (!metrics || !token) return res.status(404).send(coded(404, '90005'));
    if (!allowed(req.headers.authorization)) return res.status(401).header('www-authenticate', 'Bearer').send(coded(401, '90035'));
    return res.header('content-type', metrics.contentType).header('cache-control', 'no-store').send(await metrics.render());
  });
}
