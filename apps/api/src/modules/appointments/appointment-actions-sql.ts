import { sql, type SQL } from 'drizzle-orm';
import { APPOINTMENT_ACTIONS, type AppointmentStatus } from '@randevu/contracts';
import { TRANSITIONS, type AppointmentActor, type Transition, type TransitionTiming } from './appointment-state';

/**
 * The rule table (appointment-state.ts) as SQL, for a read that PostgreSQL serialises itself (the owner's calendar,
 * decision 040): the same rows, compiled, so the statement answers the `allowed_actions` that `allowedActions` would
 * (appointment-actions-sql.test.ts holds the two to each other on both engines). Only the table's constants (statuses,
 * action names, day counts) are written into the statement; the instant `now` is a parameter.
 */
export interface AppointmentColumns {
  status: SQL;
  startsAt: SQL;
  endsAt: SQL;
  expiresAt: SQL;
  completedBy: SQL;
  /** A boolean expression: the customer has reviewed the visit. */
  reviewed: SQL;
}

const statuses = (list: readonly AppointmentStatus[]) => sql.raw(list.map((s) => `'${s}'`).join(', '));
const days = (n: number) => sql.raw(`interval '${Math.trunc(n)} days'`);

function timingSql(timing: TransitionTiming, c: AppointmentColumns, now: SQL): SQL {
  if (timing === 'before_start') return sql`${now} < ${c.startsAt}`;
  if (timing === 'after_start') return sql`${c.startsAt} <= ${now}`;
  if (timing === 'after_end') return sql`${c.endsAt} <= ${now}`;
  return sql`(${c.startsAt} <= ${now} or ${c.expiresAt} <= ${now})`;
}

function ruleSql(rule: Transition, c: AppointmentColumns, now: SQL): SQL {
  // A customer's rule bound by the venue's notice needs the venue's hours; no read compiled here has a customer.
  if (rule.deadline) throw new Error('a rule bound by the venue’s notice is not compiled to SQL');
  // An undo needs the status history, which no compiled read joins: the change's own answer offers it (decision 077).
  if (rule.undoes) return sql`false`;
  const parts = [sql`${c.status} in (${statuses(rule.from)})`, timingSql(rule.timing, c, now)];
  if (rule.until) {
    const within = sql`${c.status} in (${statuses(rule.until.from)})`;
    parts.push(sql`(not ${within} or ${now} < ${c.startsAt} + ${days(rule.until.days)})`);
    // A review closes the correction, unless the job completed the visit (decision 053).
    if (rule.until.unlessReviewed) {
      parts.push(
        sql`not (${within} and ${c.reviewed} and not coalesce(${c.status} = 'completed' and ${c.completedBy} = 'system', false))`,
      );
    }
  }
  return sql.join(parts, sql` and `);
}

/** A JSON array of the actions `actor` may take at `now`, in APPOINTMENT_ACTIONS order. */
export function allowedActionsSql(actor: Exclude<AppointmentActor, 'system'>, c: AppointmentColumns, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const cases = APPOINTMENT_ACTIONS.flatMap((action) => {
    const rule = TRANSITIONS[action][actor];
    return rule ? [sql`case when ${ruleSql(rule, c, at)} then ${sql.raw(`'${action}'`)} end`] : [];
  });
  return sql`array_to_json(array_remove(array[${sql.join(cases, sql`, `)}]::text[], null))`;
}

/**
 * The first instant after `now` at which the rule table may answer differently for this appointment (its start, its
 * end, its expiry, a correction window's close): a cached answer that carries `allowed_actions` is stale then.
 */
export function nextActionChangeSql(c: AppointmentColumns, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const windows = [
    ...new Set(
      Object.values(TRANSITIONS).flatMap((byActor) =>
        Object.values(byActor).flatMap((rule) => (rule.until ? [rule.until.days] : [])),
      ),
    ),
  ];
  const instants = [c.startsAt, c.endsAt, c.expiresAt, ...windows.map((n) => sql`${c.startsAt} + ${days(n)}`)];
  return sql`(select min(b) from unnest(array[${sql.join(instants, sql`, `)}]::timestamptz[]) b where b > ${at})`;
}
