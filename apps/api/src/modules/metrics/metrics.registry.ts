import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../../db/client';
import type { PublicCache } from '../../lib/public-cache';
import type { OutboxBacklog } from '../notifications/outbox-backlog';

export interface MetricsSources {
  cache: Pick<PublicCache, 'stats'>;
  /** PostgreSQL only (PGlite has no pool). */
  poolStats?: () => PoolStats;
  outboxBacklog: () => Promise<OutboxBacklog>;
}

/** Request durations, from 2 ms to 10 s. */
const DURATION_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's Prometheus metrics (decision 045): one registry per app, so that two apps in one test
 * process do not share counters. Gauges read their source when scraped; the outbox is asked once per scrape.
 */
export function createMetrics(sources: MetricsSources) {
  const registry = new Registry();
  const registers = [registry];
  const requestDuration = new Histogram({
    name: 'randevu_http_request_duration_seconds',
    help: 'Time from the request to the last byte of the answer, by route (its pattern) and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const bookings = new Counter({
    name: 'randevu_bookings_total',
    help: 'Booking attempts by channel (guest, user, front_desk) and outcome (created, slot_taken, refused, failed), with the error code.',
    labelNames: ['channel', 'outcome', 'code'] as const,
    registers,
  });
  const cacheRequests = new Counter({
    name: 'randevu_public_cache_requests_total',
    help: 'Reads of cached public routes, answered from memory (hit) or from the database (miss), by route.',
    labelNames: ['route', 'result'] as const,
    registers,
  });
  new Gauge({
    name: 'randevu_public_cache_entries',
    help: 'Answers held by the public cache.',
    registers,
    collect() {
      this.set(sources.cache.stats().entries);
    },
  });
  new Gauge({
    name: 'randevu_public_cache_bytes',
    help: 'Bytes of the answers held by the public cache.',
    registers,
    collect() {
      this.set(sources.cache.stats().bytes);
    },
  });
  new Gauge({
    name: 'randevu_db_pool_connections',
    help: 'PostgreSQL pool: open connections (total), idle ones, and queries waiting for a connection (waiting).',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const s = sources.poolStats?.();
      if (!s) return;
      this.set({ state: 'total' }, s.total);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  // One query for both outbox gauges per scrape (a scrape collects every metric at once); a database that does not answer leaves them out of that scrape.
  let backlog: Promise<OutboxBacklog | null> | undefined;
  const readBacklog = () =>
    (backlog ??= sources
      .outboxBacklog()
      .catch(() => null)
      .finally(() => (backlog = undefined)));
  new Gauge({
    name: 'randevu_outbox_due_messages',
    help: 'E-mails and SMS due to be sent and not sent yet.',
    registers,
    async collect() {
      const b = await readBacklog();
      if (b) this.set(b.due);
    },
  });
  new Gauge({
    name: 'randevu_outbox_oldest_due_age_seconds',
    help: 'How long the oldest due message has waited (0 when none waits).',
    registers,
    async collect() {
      const b = await readBacklog();
      if (b) this.set(b.oldestDueAgeSeconds);
    },
  });
  new Gauge({
    name: 'randevu_outbox_waiting_events',
    help: 'Appointment events not yet rendered into their messages (decision 060).',
    registers,
    async collect() {
      const b = await readBacklog();
      if (b) this.set(b.waitingEvents);
    },
  });
  new Gauge({
    name: 'randevu_outbox_oldest_waiting_event_age_seconds',
    help: 'How long the oldest unrendered appointment event has waited (0 when none waits).',
    registers,
    async collect() {
      const b = await readBacklog();
      if (b) this.set(b.oldestWaitingEventAgeSeconds);
    },
  });
  return {
    requestDuration,
    bookings,
    cacheRequests,
    contentType: registry.contentType,
    /** The text exposition: the process's own metrics, then this app's. */
    scrape: () => Registry.merge([processRegistry(), registry]).metrics(),
  };
}

/**
 * CPU, memory, event-loop delay, GC and handles: once per process, however many apps it builds (tests). Without
 * prom-client's gauges named `*_total` (`nodejs_active_handles_total`, `_requests_total`, `_resources_total`): the
 * suffix is for counters, and `promtool check metrics` rejects a gauge that has it (decision 056). Each is the sum of
 * the gauge of the same name without the suffix, by type: `sum(randevu_nodejs_active_handles)`.
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics, prefix: 'randevu_' });
    for (const metric of processMetrics.getMetricsAsArray())
      if (metric instanceof Gauge && metric.name.endsWith('_total')) processMetrics.removeSingleMetric(metric.name);
  }
  return processMetrics;
}

export type Metrics = ReturnType<typeof createMetrics>;
