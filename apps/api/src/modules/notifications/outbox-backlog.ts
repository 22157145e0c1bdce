import type { Db } from '../../db/client';
import { createOutboxRepository } from './outbox.repository';

/** The outbox's due messages and the age of the oldest (the metrics module's gauges). */
export const outboxBacklog = (db: Db) => createOutboxRepository(db).backlog();
