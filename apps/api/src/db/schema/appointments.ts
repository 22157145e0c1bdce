import { sql } from 'drizzle-orm';
import { APPOINTMENT_STATUSES } from '@randevu/contracts';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { users } from './users';
import { venues } from './venues';
import { experts } from './experts';
import { subServices } from './sub-services';
import { services } from './categories';
import { customers } from './customers';

/**
 * One booking. Price and duration are copied at booking time so later catalogue edits never
 * rewrite history. The exclusion constraint `appointments_no_overlap` (migration 0001) makes
 * a double-booked expert impossible for pending and confirmed rows.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: idColumn(),
    venueId: integer('venue_id')
      .notNull()
      .references(() => venues.id),
    expertId: integer('expert_id')
      .notNull()
      .references(() => experts.id),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    subServiceId: integer('sub_service_id').references(() => subServices.id),
    userId: integer('user_id').references(() => users.id),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /**
     * The venue's card of the person (decision 086). Never null (the CHECK below): the trigger `appointments_customer`
     * fills it when an insert names none, so it is optional to the insert's type.
     */
    customerId: integer('customer_id').references(() => customers.id),
    notes: text('notes'),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('pending'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    priceKurus: integer('price_kurus').notNull(),
    serviceName: text('service_name').notNull(),
    subServiceName: text('sub_service_name'),
    expertName: text('expert_name').notNull(),
    cancellationReason: text('cancellation_reason'),
    cancelledAt: instant('cancelled_at'),
    cancelledBy: text('cancelled_by', { enum: ['user', 'owner', 'guest', 'system'] }),
    /** Who made it: the customer online, or the owner at the front desk (a walk-in or a call). */
    bookedBy: text('booked_by', { enum: ['customer', 'owner'] })
      .notNull()
      .default('customer'),
    /**
     * Raised by the trigger `appointments_revision` (migration 0014) whenever the status, time, expert or service
     * changes, whichever code path changed it: the calendar file's SEQUENCE (decision 037).
     */
    revision: integer('revision').notNull().default(0),
    /**
     * Who made it `completed` (decision 053): the owner's "Geldi", or the completion job once it ended (the owner may
     * still correct that to "Gelmedi" for a while, so its review opens later). Null for any other status.
     */
    completedBy: text('completed_by', { enum: ['owner', 'system'] }),
    /** A pending request expires at this instant if nobody decided it (decision 036); null for the owner's. */
    expiresAt: instant('expires_at'),
    createdAt: createdAt(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('appointments_user_idx').on(t.userId, t.startsAt),
    // Guest appointments by address: what a verified account claims (decision 038).
    index('appointments_guest_email_idx')
      .on(sql`lower(${t.customerEmail})`)
      .where(sql`${t.userId} is null`),
    index('appointments_venue_idx').on(t.venueId, t.startsAt),
    // A customer's appointments (decision 086): a card reads its ~25 rows, not the venue's 50,000.
    index('appointments_customer_idx').on(t.customerId, t.startsAt),
    index('appointments_expert_idx').on(t.expertId, t.startsAt),
    // A guest's live bookings by phone and by e-mail, counted by the booking cap (decision 057).
    index('appointments_live_phone_idx')
      .on(t.customerPhone, t.startsAt)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.bookedBy} = 'customer'`),
    index('appointments_live_email_idx')
      .on(sql`lower(${t.customerEmail})`, t.startsAt)
      .where(sql`${t.status} in ('pending', 'confirmed') and ${t.bookedBy} = 'customer'`),
    // The sweep's search for requests due to expire.
    index('appointments_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('appointments_customer_set', sql`${t.customerId} is not null`),
    check('appointments_status', sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'completed', 'no_show', 'expired')`),
    check('appointments_interval', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_duration', sql`${t.durationMinutes} > 0 and ${t.durationMinutes} <= 1440`),
    check('appointments_price', sql`${t.priceKurus} >= 0`),
    check('appointments_booked_by', sql`${t.bookedBy} in ('customer', 'owner')`),
    check('appointments_completed_by', sql`${t.completedBy} is null or ${t.completedBy} in ('owner', 'system')`),
    check('appointments_cancelled_fields', sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`),
  ],
);

export const appointmentStatusHistory = pgTable(
  'appointment_status_history',
  {
    id: idColumn(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    changedBy: text('changed_by', { enum: ['user', 'owner', 'guest', 'system'] }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('appointment_status_history_appt_idx').on(t.appointmentId)],
);

/**
 * The customer's manage links (decision 037): `/randevu/{token}` opens one appointment without an account.
 * Only the SHA-256 of the random token is kept. A booking issues one, and every later message that carries the link
 * issues another (the plain token exists only while the message is written); each is valid until 30 days after the
 * appointment's end, read from the appointment so a move carries its links along. `scope` (decision 054): `manage`
 * reads, cancels, reschedules and reviews; `view` only reads (the link a calendar file carries). Revoking an
 * appointment's links deletes its rows.
 */
export const appointmentManageTokens = pgTable(
  'appointment_manage_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    scope: text('scope').$type<ManageTokenScope>().notNull().default('manage'),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_manage_tokens_appointment_idx').on(t.appointmentId),
    check('appointment_manage_tokens_scope', sql`${t.scope} in ('manage', 'view')`),
  ],
);

/** What a link's holder may do (decision 054): everything the customer may, or only read the appointment. */
export type ManageTokenScope = 'manage' | 'view';

/** A manage link works until this many days after its appointment's end (decision 037). */
export const MANAGE_LINK_VALID_DAYS = 30;

/**
 * True for the outer query's `appointments` row when a live token of this hash and one of these scopes names it: one
 * condition for every reader of a link (the manage page, its cancel under the row lock, the calendar file). Every
 * write asks for `manage` only, so a view link changes nothing (decision 054).
 */
export const liveManageToken = (tokenHash: string, scopes: readonly ManageTokenScope[] = ['manage']) =>
  sql`(exists (select 1 from ${appointmentManageTokens} where ${appointmentManageTokens.appointmentId} = ${appointments.id} and ${appointmentManageTokens.tokenHash} = ${tokenHash} and ${appointmentManageTokens.scope} in ${scopes}) and ${appointments.endsAt} > now() - ${sql.raw(`interval '${MANAGE_LINK_VALID_DAYS} days'`)})`;

/**
 * A new time or expert of an appointment (decision 036): the owner's move or the customer's reschedule. A move is an
 * event, not a status (decision 029), so it is kept here, with the old time, rather than in the status history.
 */
export const appointmentMoves = pgTable(
  'appointment_moves',
  {
    id: idColumn(),
    appointmentId: integer('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    movedBy: text('moved_by', { enum: ['user', 'owner', 'guest'] }).notNull(),
    changedByUserId: integer('changed_by_user_id').references(() => users.id),
    fromStartsAt: instant('from_starts_at').notNull(),
    fromEndsAt: instant('from_ends_at').notNull(),
    fromExpertId: integer('from_expert_id').notNull(),
    fromExpertName: text('from_expert_name').notNull(),
    toStartsAt: instant('to_starts_at').notNull(),
    toExpertId: integer('to_expert_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_moves_appt_idx').on(t.appointmentId, t.id),
    check('appointment_moves_moved_by', sql`${t.movedBy} in ('user', 'owner', 'guest')`),
  ],
);
