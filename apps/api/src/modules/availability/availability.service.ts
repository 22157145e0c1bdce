import { messages, resolveDurationMinutes, resolvePrice } from '@randevu/contracts';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { isoWeekday, nextVenueMidnight, parseHHmm, venueDayBounds, venueWallTimeToInstant } from '../../lib/time';
import { createAvailabilityRepository } from './availability.repository';
import { computeSlots, type BusyInterval } from './slot-calculator';

/** What is being booked, with duration and price resolved by the precedence rules. */
export interface Selection {
  expert: { id: number; name: string; venueId: number; slotIntervalMinutes: number };
  service: { id: number; name: string };
  subService: { id: number; name: string } | null;
  durationMinutes: number;
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

export interface AvailabilityServiceOptions {
  db: Db;
  now?: () => Date;
}

/** The module's API for other modules (appointments re-checks a slot through it inside its transaction). */
export function createAvailabilityService({ db, now = () => new Date() }: AvailabilityServiceOptions) {
  const repo = createAvailabilityRepository(db);

  async function resolveSelection(q: SelectionQuery): Promise<SelectionResult> {
    const row = await repo.findSelection(q.expertId, q.serviceId, q.subServiceId ?? null);
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
        priceKurus: resolvePrice({
          expertSubService: subAssignment?.customPriceKurus,
          subService: sub?.priceKurus,
          expertService: assignment.customPriceKurus,
          serviceDefault: service.defaultPriceKurus,
        }),
      },
    };
  }

  /**
   * Offered starts ('HH:mm') of one venue day for a selection (expert, service, sub-service). `ignoreBusy` answers "would this
   * start be offered if nobody had booked?", which tells a taken slot from an impossible one.
   */
  async function listSlots(selection: Selection, date: string, opts: { ignoreBusy?: boolean } = {}): Promise<string[]> {
    const hours = await repo.findDayHours(selection.expert.id, selection.expert.venueId, isoWeekday(date));
    if (!hours.expert || !hours.venue) return [];
    const day = venueDayBounds(date);
    const busy: BusyInterval[] = opts.ignoreBusy ? [] : await repo.listBusyIntervals(selection.expert.id, day.start, day.end);
    return computeSlots({
      date,
      expertHours: { start: parseHHmm(hours.expert.startsAt), end: parseHHmm(hours.expert.endsAt) },
      venueHours: { start: parseHHmm(hours.venue.opensAt), end: parseHHmm(hours.venue.closesAt) },
      durationMinutes: selection.durationMinutes,
      intervalMinutes: selection.expert.slotIntervalMinutes,
      busy,
      now: now(),
    });
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
    const result = await resolveSelection(q);
    if (result.kind === 'unknownExpert') throw notFound(messages.appointments.expertNotFound, 'EXPERT_NOT_FOUND');
    if (result.kind === 'unbookable') return { times: [], venueId: result.venueId, expiresAt: midnight };
    const times = await listSlots(result.selection, q.date);
    const first = times[0];
    return {
      times,
      venueId: result.selection.expert.venueId,
      expiresAt: first === undefined ? midnight : Math.min(midnight, venueWallTimeToInstant(q.date, parseHHmm(first)).getTime()),
    };
  }

  return {
    resolveSelection,
    listAvailableTimesForCache,
    listSlots,
    hasActiveSubServices: (venueId: number, serviceId: number) => repo.hasActiveSubServices(venueId, serviceId),

    /** GET /experts/{id}/available-times: 404 for an unknown expert, [] when nothing is bookable. */
    async listAvailableTimes(q: SelectionQuery & { date: string }): Promise<string[]> {
      return (await listAvailableTimesForCache(q)).times;
    },
  };
}

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;
