import { messages } from '@randevu/contracts';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { SlotRule } from '../availability/slot-calculator';
import type { PublicHoliday } from '../availability/turkish-holidays';

const m = messages.appointments;
const r = messages.availabilityRules;

/** '90 dakika', '2 saat': a notice as the customer reads it. */
export function formatNotice(minutes: number): string {
  return minutes % 60 === 0 && minutes > 0
    ? r.hours.replace('{count}', String(minutes / 60))
    : r.minutes.replace('{count}', String(minutes));
}

/** The context a refusal's text needs. */
export interface RefusalContext {
  holiday: PublicHoliday | null;
  minNoticeMinutes: number;
  horizonDays: number | null | undefined;
}

const field = (message: string) => ({ appointment_time: message });
const unavailable = (message: string, code: string) => badRequest(message, field(message), code);

/**
 * The answer to a booking of a start the slot function refuses, naming the rule: another appointment or
 * its buffer is a 409 (the time was free a moment ago; the sheet reloads the times), every rule of the venue or the
 * expert a 400 with its own code; a start that is past, off the hours or off the grid stays SLOT_UNAVAILABLE.
 */
export function slotRefusal(rule: SlotRule, ctx: RefusalContext): AppError {
  switch (rule) {
    case 'taken':
      return conflict(m.slotTaken, 'SLOT_TAKEN', field(m.slotTaken));
    case 'buffer':
      return conflict(r.refusedBuffer, 'SLOT_IN_BUFFER', field(r.refusedBuffer));
    case 'break':
      return unavailable(r.refusedBreak, 'SLOT_IN_BREAK');
    case 'timeOff':
      return unavailable(r.refusedTimeOff, 'EXPERT_TIME_OFF');
    case 'closure':
      return unavailable(r.refusedClosure, 'VENUE_CLOSED');
    case 'holiday':
      return unavailable(r.refusedHoliday.replace('{name}', ctx.holiday?.name ?? ''), 'PUBLIC_HOLIDAY');
    case 'notice':
      return unavailable(r.refusedNotice.replace('{notice}', formatNotice(ctx.minNoticeMinutes)), 'MIN_NOTICE');
    case 'horizon':
      return unavailable(r.refusedHorizon.replace('{days}', String(ctx.horizonDays ?? '')), 'BEYOND_HORIZON');
    case 'past':
    case 'hours':
    case 'grid':
      return unavailable(m.slotUnavailable, 'SLOT_UNAVAILABLE');
  }
}

const oc = messages.ownerCalendar;

/** A service with sub-services is booked by one of them, at the front desk too. */
export const subServiceRequired = () =>
  badRequest(oc.subServiceRequired, { sub_service_id: oc.subServiceRequired }, 'SUB_SERVICE_REQUIRED');
const outside = (message: string) => conflict(message, 'OUTSIDE_HOURS', field(message));

/**
 * The front desk's answer to a refused start (decision 033). Notice and horizon never bind the owner (they are not
 * checked); another appointment is always a 409, and so is a buffer unless `override_buffer: true` took the buffers out
 * of the check (decision 098); a start more than the grace before now is a 400; the
 * venue's and the expert's rules are a 409 OUTSIDE_HOURS naming the rule, which `outside_hours: true` overrides (the
 * check then runs without them, so `overridden` only sees a start that does not fit in its day).
 */
export function ownerSlotRefusal(rule: SlotRule, ctx: RefusalContext, overridden: boolean): AppError | null {
  switch (rule) {
    case 'taken':
    case 'buffer':
      return slotRefusal(rule, ctx);
    case 'past':
      return badRequest(oc.refusedPast, field(oc.refusedPast), 'SLOT_IN_PAST');
    case 'notice':
    case 'horizon':
      return null;
    case 'hours':
    case 'grid':
      return overridden ? badRequest(oc.refusedDayEnd, field(oc.refusedDayEnd), 'SLOT_UNAVAILABLE') : outside(oc.warning.hours);
    case 'break':
      return outside(oc.warning.break);
    case 'timeOff':
      return outside(oc.warning.timeOff);
    case 'closure':
      return outside(oc.warning.closure);
    case 'holiday':
      return outside(oc.warning.holiday.replace('{name}', ctx.holiday?.name ?? ''));
  }
}
