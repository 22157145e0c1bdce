import { kurusToLira, messages, type OwnerReport, type OwnerReportsQuery } from '@randevu/contracts';
import { queryRows } from '../../db/client';
import { notFound } from '../../lib/errors';
import { venueDayBounds } from '../../lib/time';
import { sql } from 'drizzle-orm';
import type { ModuleDeps } from '../module-deps';
import { createOwnerReportsRepository, type ReportRange } from './owner-reports.repository';
import { expertAvailability } from './occupancy';

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null);

/**
 * The owner's reports of one venue over a period of venue calendar days: totals by status, revenue, the
 * daily series, the weekday × hour grid, experts, sub-services, new and returning customers. Read-only; every
 * statement names the venue, and the venue's owner is checked first (another owner's venue: 404).
 */
export function createOwnerReportsService({ db }: Pick<ModuleDeps, 'db'>) {
  const repo = createOwnerReportsRepository(db);
  return {
    /** The report, and every expert of the venue (deleted ones too: their past appointments count) to tag it with. */
    async report(
      ownerId: number,
      venueId: number,
      q: Required<OwnerReportsQuery>,
    ): Promise<{ report: OwnerReport; expertIds: number[] }> {
      const owned = await queryRows(db, sql`select 1 from venues where id = ${venueId} and owner_id = ${ownerId}`);
      if (owned.length === 0) throw notFound(messages.venues.notFound);
      const venueExperts = await queryRows<{ id: number }>(db, sql`select id from experts where venue_id = ${venueId}`);
      const range: ReportRange = {
        venueId,
        start: venueDayBounds(q.from).start,
        end: venueDayBounds(q.to).end,
        from: q.from,
        to: q.to,
      };
      const [
        { totals: t, by_day: days, busiest_hours: hours, by_expert: experts, by_sub_service: subs, customers },
        occupancyInputs,
      ] = await Promise.all([repo.report(range), repo.occupancyInputs(range)]);
      const available = expertAvailability(occupancyInputs, q.from, q.to);
      // Every active expert is shown, with or without appointments (occupancy 0 %).
      const idle = [...available]
        .filter(([id, a]) => a.listed && !experts.some((e) => e.expert_id === id))
        .map(([id, a]) => ({
          expert_id: id,
          name: a.name,
          booked: 0,
          completed: 0,
          no_show: 0,
          revenue_kurus: 0,
          booked_minutes: 0,
        }));
      const cancelled = t.cancelled_by_customer + t.cancelled_by_owner;
      const report: OwnerReport = {
        venue_id: venueId,
        from: q.from,
        to: q.to,
        totals: {
          appointments: t.appointments,
          booked: t.booked,
          completed: t.completed,
          upcoming: t.upcoming,
          cancelled_by_customer: t.cancelled_by_customer,
          cancelled_by_owner: t.cancelled_by_owner,
          expired: t.expired,
          no_show: t.no_show,
          revenue: kurusToLira(t.revenue_kurus),
          average_per_visit: t.completed > 0 ? kurusToLira(Math.round(t.revenue_kurus / t.completed)) : null,
          cancellation_rate: rate(cancelled, t.appointments),
          no_show_rate: rate(t.no_show, t.completed + t.no_show),
        },
        by_day: days.map((d) => ({
          date: d.date,
          booked: d.booked,
          completed: d.completed,
          revenue: kurusToLira(d.revenue_kurus),
        })),
        busiest_hours: hours,
        by_expert: [...experts, ...idle].map(({ revenue_kurus, ...e }) => {
          const availableMinutes = available.get(e.expert_id)?.minutes ?? 0;
          return {
            ...e,
            revenue: kurusToLira(revenue_kurus),
            available_minutes: availableMinutes,
            occupancy: rate(e.booked_minutes, availableMinutes),
          };
        }),
        by_sub_service: subs.map(({ revenue_kurus, ...s }) => ({ ...s, revenue: kurusToLira(revenue_kurus) })),
        customers,
      };
      return { report, expertIds: venueExperts.map((e) => e.id) };
    },
  };
}
