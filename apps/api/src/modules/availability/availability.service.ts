import { messages, resolveDurationMinutes, resolvePrice } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  isoWeekday,
  nextVenueMidnight,
  parseHHmm,
  toVenueWallTime,
  venueDayBounds,
  venueWallTimeToInstant,
} from '../../lib/time';
import { createAvailabilityRepository, type SelectionRow } from './availability.repository';
import { computeSlots, explainStart, type SlotInput } from './slot-calculator';
import {
  dayWindow,
  readDayInputs,
  toDayInputs,
  withoutBuffers,
  withoutRules,
  type DayInputs,
  type DayQuery,
} from './slot-inputs';
import { listClosedDays } from './closed-days';
import { readOpeningCalendar } from './opening-calendar';

// What other modules use of the module (decision 061: a module is reached through its service).
export { blockedOfDay } from './slot-inputs';
export type { OpeningCalendar } from './opening-calendar';
export {
  HALF_DAY_CLOSES_AT,
  isHolidayOpen,
  openHolidayDates,
  toHolidayRule,
  turkishHolidayOn,
  turkishHolidaysBetween,
  type PublicHoliday,
  type VenueHolidayRule,
} from './turkish-holidays';

/** What is being booked, with duration and price resolved by the precedence rules. */
export interface Selection {
  expert: { id: number; name: string; venueId: number; slotIntervalMinutes: number };
  service: { id: number; name: string };
  subService: { id: number; name: string } | null;
  durationMinutes: number;
  /** The sub-service's buffer (0 without one): the expert stays blocked this long after the service. */
  bufferMinutes: number;
  priceKurus: number;
}

export type SelectionResult =
  | { kind: 'unknownExpert' }
  | { kind: 'unbookable'; reason: 'expert' | 'service' | 'subService'; venueId: number }
  | { kind: 'ok'; selection: Selection };

export interface SelectionQuery {
  expertId: number;
  serviceId: number;
  subServiceId?: number | null;
}

/** The front desk's checks of one start (decision 033). */
export interface SlotCheckOptions {
  /** The owner books: no notice, no horizon, no grid, a start up to OWNER_PAST_GRACE_MINUTES ago. */
  owner?: boolean;
  /** The owner confirmed a warning: hours, breaks, time off, closures and holidays do not bind. */
  outsideHours?: boolean;
  /** The owner confirmed the buffer warning (decision 098): buffers do not bind; another appointment still does. */
  overrideBuffer?: boolean;
  /** With `owner`: any start of today may be booked (a visit already under way or over, decision 090). */
  earlierToday?: boolean;
  /** The appointment being moved is not busy. */
  excludeAppointmentId?: number;
}

/** The slot function's input without what the owner confirmed may be broken (decisions 033 and 098). */
function overridden(input: SlotInput, opts: SlotCheckOptions): SlotInput {
  const ruled = opts.outsideHours ? withoutRules(input) : input;
  return opts.overrideBuffer ? withoutBuffers(ruled) : ruled;
}

/** How late a walk-in's "now" may be entered at the front desk. */
export const OWNER_PAST_GRACE_MINUTES = 15;

export interface AvailabilityServiceOptions {
  db: Db;
  now?: () => Date;
}

/** The module's API for other modules (appointments re-checks a slot through it inside its transaction). */
export function createAvailabilityService({ db, now = () => new Date() }: AvailabilityServiceOptions) {
  const repo = createAvailabilityRepository(db);
  const ownerNow = (earlierToday: boolean) =>
    earlierToday
      ? new Date(venueDayBounds(toVenueWallTime(now()).date).start.getTime() - 1)
      : new Date(now().getTime() - OWNER_PAST_GRACE_MINUTES * 60_000);

  async function resolveSelection(q: SelectionQuery): Promise<SelectionResult> {
    return selectionOf(await repo.findSelection(q.expertId, q.serviceId, q.subServiceId ?? null), q);
  }

  /** Whether (expert, service, sub-service) is bookable, from `findSelection`'s row. */
  function selectionOf(row: SelectionRow | null, q: SelectionQuery): SelectionResult {
    if (!row) return { kind: 'unknownExpert' };
    const { expert, service, serviceAssignment: assignment, subService: sub, subServiceAssignment: subAssignment } = row;
    const venueId = expert.venueId;
    if (!expert.isActive || !expert.venueIsActive) return { kind: 'unbookable', reason: 'expert', venueId };
    if (!service || !row.serviceHeldByVenue || !assignment?.isActive) return { kind: 'unbookable', reason: 'service', venueId };
    if (q.subServiceId) {
      const offered =
        sub !== null &&
        sub.isActive &&
        sub.deletedAt === null &&
        sub.venueId === venueId &&
        sub.serviceId === service.id &&
        subAssignment?.isActive === true;
      if (!offered) return { kind: 'unbookable', reason: 'subService', venueId };
    }

    return {
      kind: 'ok',
      selection: {
        expert: { id: expert.id, name: expert.name, venueId, slotIntervalMinutes: expert.slotIntervalMinutes },
        service: { id: service.id, name: service.name },
        subService: sub ? { id: sub.id, name: sub.name } : null,
        durationMinutes: resolveDurationMinutes({
          expertSubServiceMinutes: subAssignment?.customDurationMinutes,
          subServiceMinutes: sub?.durationMinutes,
          expertServiceMinutes: assignment.customDurationMinutes,
          serviceMinutes: service.durationMinutes,
        }),
        bufferMinutes: sub?.bufferMinutes ?? 0,
        priceKurus: resolvePrice({
          expertSubService: subAssignment?.customPriceKurus,
          subService: sub?.priceKurus,
          expertService: assignment.customPriceKurus,
          serviceDefault: service.defaultPriceKurus,
        }),
      },
    };
  }

  /** The slot function's inputs of one venue day for a selection (decision 031). */
  const dayQuery = (selection: Selection, date: string, ignoreBusy = false, opts: SlotCheckOptions = {}): DayQuery => ({
    expertId: selection.expert.id,
    venueId: selection.expert.venueId,
    date,
    weekday: isoWeekday(date),
    durationMinutes: selection.durationMinutes,
    bufferMinutes: selection.bufferMinutes,
    // The front desk books any minute (a walk-in arrives at 10:10), not only the grid's.
    intervalMinutes: opts.owner ? 1 : selection.expert.slotIntervalMinutes,
    // A walk-in "now" a few minutes late is still allowed at the front desk (decision 033); a booking may record a
    // visit earlier today (decision 090): "now" is then the instant before the venue's day began.
    now: opts.owner ? ownerNow(opts.earlierToday === true) : now(),
    ignoreBusy,
    owner: opts.owner,
    excludeAppointmentId: opts.excludeAppointmentId,
  });
  const dayInputs = (selection: Selection, date: string, ignoreBusy = false, opts: SlotCheckOptions = {}): Promise<DayInputs> =>
    readDayInputs(repo, dayQuery(selection, date, ignoreBusy, opts));

  /** Offered starts ('HH:mm') of one venue day for a selection (expert, service, sub-service). */
  async function listSlots(selection: Selection, date: string): Promise<string[]> {
    return computeSlots((await dayInputs(selection, date)).input);
  }

  /**
   * Why `time` is not offered on `date` for the selection, or null when it is: the rule, and the holiday when that
   * is the rule (the booking's refusal names it). `opts` are the front desk's (decision 033).
   */
  async function explainSlot(selection: Selection, date: string, time: string, opts: SlotCheckOptions = {}) {
    return verdictOf(await dayInputs(selection, date, false, opts), time, opts);
  }

  function verdictOf({ input, holiday }: DayInputs, time: string, opts: SlotCheckOptions) {
    return {
      rule: explainStart(overridden(input, opts), parseHHmm(time)),
      holiday,
      minNoticeMinutes: input.minNoticeMinutes ?? 0,
      horizonDays: input.horizonDays,
    };
  }

  /**
   * A booking's or a move's check in ONE prepared statement ("Writes"): whether the selection is bookable
   * and, when it is, `explainSlot`'s verdict on `time`, from what the caller's transaction sees under its locks.
   */
  async function checkSelectionSlot(q: SelectionQuery, date: string, time: string, opts: SlotCheckOptions = {}) {
    const found = await repo.findSelectionWithDay({
      expertId: q.expertId,
      serviceId: q.serviceId,
      subServiceId: q.subServiceId ?? null,
      date,
      weekday: isoWeekday(date),
      ...dayWindow(date),
      exceptId: opts.excludeAppointmentId,
    });
    const result = selectionOf(found?.selection ?? null, q);
    if (result.kind !== 'ok') return { result, verdict: null };
    return { result, verdict: verdictOf(toDayInputs(dayQuery(result.selection, date, false, opts), found!.day), time, opts) };
  }

  /**
   * The same, with what a cached copy depends on: the expert's venue, and when it goes stale anyway:
   * the first offered start passing (a start is offered only while it is in the future) or the next
   * venue midnight (days leave and enter the booking window then), whichever comes first. Every
   * answer, an empty one included, has that expiry.
   */
  async function listAvailableTimesForCache(
    q: SelectionQuery & { date: string },
  ): Promise<{ times: string[]; venueId: number; expiresAt: number }> {
    const midnight = nextVenueMidnight(now()).getTime();
    // One statement: the selection and the expert's venue day together.
    const found = await repo.findSelectionWithDay({
      expertId: q.expertId,
      serviceId: q.serviceId,
      subServiceId: q.subServiceId ?? null,
      date: q.date,
      weekday: isoWeekday(q.date),
      ...dayWindow(q.date),
    });
    const result = selectionOf(found?.selection ?? null, q);
    if (result.kind === 'unknownExpert') throw notFound(messages.appointments.expertNotFound, 'EXPERT_NOT_FOUND');
    if (result.kind === 'unbookable') return { times: [], venueId: result.venueId, expiresAt: midnight };
    const { input } = toDayInputs(dayQuery(result.selection, q.date), found!.day);
    const times = computeSlots(input);
    const first = times[0];
    // A start stops being offered when it comes closer than the minimum notice.
    const firstGoes =
      first === undefined
        ? midnight
        : venueWallTimeToInstant(q.date, parseHHmm(first)).getTime() - (input.minNoticeMinutes ?? 0) * 60_000;
    return { times, venueId: result.selection.expert.venueId, expiresAt: Math.min(midnight, firstGoes) };
  }

  return {
    resolveSelection,
    listAvailableTimesForCache,
    listSlots,
    explainSlot,
    checkSelectionSlot,
    hasActiveSubServices: (venueId: number, serviceId: number) => repo.hasActiveSubServices(venueId, serviceId),

    /** When the venue is open from `from`'s venue day to `to`'s (a request's expiry, decision 097). */
    readOpeningCalendar: (venueId: number, from: Date, to: Date) => readOpeningCalendar(repo, venueId, from, to),

    /** GET /api/venues/{id}/closed-days (the booking sheet's date strip). */
    listClosedDays: (venueId: number, from: string, to: string) => listClosedDays(repo, venueId, from, to, now()),

    /** GET /experts/{id}/available-times: 404 for an unknown expert, [] when nothing is bookable. */
    async listAvailableTimes(q: SelectionQuery & { date: string }): Promise<string[]> {
      return (await listAvailableTimesForCache(q)).times;
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
