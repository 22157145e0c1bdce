import { z } from 'zod';
import {
  assignExpertSubServiceBodySchema,
  DEFAULT_EXPERT_HOURS,
  messages,
  ownerDurationField,
  ownerPriceField,
  updateExpertBodySchema,
  WEEKDAYS,
  type AssignExpertSubServiceValues,
  type OwnerExpert,
  type OwnerSubService,
  type UpdateExpertBody,
  type Weekday,
  checkExpertDay,
  readExpertDay,
  writeExpertDay,
  type ExpertDayResponse,
} from '@randevu/contracts';
// Relative, not '@/': the unit test project loads this file without the Vite aliases.
import { formatPriceInput } from '../../../lib/format';

const m = messages.experts;

/**
 * A day as the screen holds it. An enabled day is checked as the server checks it (checkExpertDay), so the same
 * Turkish text shows: hours that end too early on the end time, a break problem on the day's breaks.
 */
const dayValueSchema = z
  .object({
    enabled: z.boolean(),
    start: z.string(),
    end: z.string(),
    /** The day's breaks as [start, end] pairs. */
    breaks: z.array(z.tuple([z.string(), z.string()])),
  })
  .superRefine((d, ctx) => {
    const problem = d.enabled ? checkExpertDay(d) : null;
    if (problem) ctx.addIssue({ code: 'custom', path: [problem === m.hoursInvalid ? 'end' : 'breaks'], message: problem });
  });
export type ExpertDayValue = z.infer<typeof dayValueSchema>;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHHmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The break 'Mola ekle' adds: 12:00–13:00 when the day has none and that fits, else half an hour after the last
 * break (or from the day's start), cut at the day's end. The check still runs, so a full day says so.
 */
export function nextBreak(day: Pick<ExpertDayValue, 'start' | 'end' | 'breaks'>): [string, string] {
  const [dayStart, dayEnd] = [toMinutes(day.start), toMinutes(day.end)];
  if (!day.breaks.length && dayStart <= 12 * 60 && dayEnd >= 13 * 60) return ['12:00', '13:00'];
  const after = day.breaks.reduce((latest, [, e]) => Math.max(latest, toMinutes(e)), dayStart);
  const start = Math.min(after, Math.max(dayStart, dayEnd - 30));
  return [toHHmm(start), toHHmm(Math.min(start + 30, dayEnd))];
}

/** One row of the sub-service assignment list: a checkbox and the expert's own price, duration and description. */
const subServiceChoiceSchema = z
  .object({ selected: z.boolean(), custom_price: z.string(), custom_duration_minutes: z.string(), description: z.string() })
  .superRefine((row, ctx) => {
    if (!row.selected) return;
    // A price above 0 and whole minutes above 0, with the same two texts whatever is wrong (docs/product-owner.md#experts).
    if (!ownerPriceField(m.priceInvalid, m.priceInvalid).safeParse(row.custom_price).success) {
      ctx.addIssue({ code: 'custom', path: ['custom_price'], message: m.priceInvalid });
    }
    if (!ownerDurationField(m.durationInvalid, m.durationInvalid).safeParse(row.custom_duration_minutes).success) {
      ctx.addIssue({ code: 'custom', path: ['custom_duration_minutes'], message: m.durationInvalid });
    }
    const description = assignExpertSubServiceBodySchema.shape.description.safeParse(row.description);
    if (!description.success) {
      ctx.addIssue({
        code: 'custom',
        path: ['description'],
        message: description.error.issues[0]?.message ?? m.descriptionTooLong,
      });
    }
  });
export type SubServiceChoice = z.infer<typeof subServiceChoiceSchema>;

/**
 * The expert modal: the contract's expert fields (specialties typed as one comma-separated text),
 * the week as the screen holds it (a toggle plus times that survive switching a day off and on),
 * the chosen catalogue services and the sub-service rows keyed by sub-service id.
 */
export const expertFormSchema = updateExpertBodySchema.omit({ working_hours: true }).extend({
  hours: z.object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayValueSchema])) as Record<Weekday, typeof dayValueSchema>),
  service_ids: z.array(z.number()),
  sub_services: z.record(z.string(), subServiceChoiceSchema),
});
export type ExpertFormInput = z.input<typeof expertFormSchema>;
export type ExpertFormOutput = z.output<typeof expertFormSchema>;

const emptyChoice = (sub: OwnerSubService): SubServiceChoice => ({
  selected: false,
  custom_price: formatPriceInput(sub.price),
  custom_duration_minutes: String(sub.duration_minutes),
  description: '',
});

/** The form's starting values: the expert's own, or for a new one empty fields and every day off (docs/product.md#constants). */
export function expertFormDefaults(expert: OwnerExpert | null, subServices: readonly OwnerSubService[]) {
  const assigned = new Map((expert?.active_sub_services ?? []).map((a) => [a.id, a]));
  return {
    name: expert?.name ?? '',
    specialization: expert?.specialization ?? '',
    specialties: (expert?.specialties ?? []).join(', '),
    experience_years: expert?.experience_years ?? '',
    phone: expert?.phone ?? '',
    email: expert?.email ?? '',
    bio: expert?.bio ?? '',
    is_active: expert?.is_active ?? true,
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const set = readExpertDay(expert?.working_hours[day]);
        const fallback = DEFAULT_EXPERT_HOURS[day];
        return [day, set ? { enabled: true, ...set } : { ...fallback, breaks: [] }];
      }),
    ) as Record<Weekday, ExpertDayValue>,
    service_ids: (expert?.active_services ?? []).map((s) => s.id),
    sub_services: Object.fromEntries(
      subServices.map((sub) => {
        const a = assigned.get(sub.id);
        const row: SubServiceChoice = a
          ? {
              selected: true,
              custom_price: formatPriceInput(a.custom_price ?? a.price),
              custom_duration_minutes: String(a.custom_duration_minutes ?? a.duration_minutes),
              description: a.description ?? '',
            }
          : emptyChoice(sub);
        return [String(sub.id), row];
      }),
    ),
  } satisfies ExpertFormInput;
}

/** The POST/PUT body: the parsed expert fields; enabled days as the spec's [start, end], or { start, end, breaks } with breaks; the others null. */
export function toExpertBody(values: ExpertFormOutput): UpdateExpertBody {
  const { hours, service_ids: _services, sub_services: _subs, ...fields } = values;
  return {
    ...fields,
    working_hours: Object.fromEntries(
      WEEKDAYS.map((day) => {
        const { enabled, start, end, breaks } = hours[day];
        return [day, enabled ? writeExpertDay({ start, end, breaks: [...breaks].sort((a, b) => (a[0] < b[0] ? -1 : 1)) }) : null];
      }),
    ) as Record<Weekday, ExpertDayResponse | null>,
  };
}

/** A sub-service assignment as the contract parses it: lira, whole minutes, null for no description. */
export type SubServiceAssignment = AssignExpertSubServiceValues & { description: string | null };

/** What to call after the expert itself is saved, in the documented order (docs/product-owner.md#experts). */
export interface AssignmentPlan {
  servicesToAssign: number[];
  servicesToRemove: number[];
  subServicesToAssign: SubServiceAssignment[];
  /** Assigned sub-services whose price, duration or description changed: removed, then assigned again. */
  subServicesToReplace: SubServiceAssignment[];
  subServicesToRemove: number[];
}

const sameAssignment = (a: OwnerExpert['active_sub_services'][number], body: SubServiceAssignment) =>
  (a.custom_price ?? a.price) === body.custom_price &&
  (a.custom_duration_minutes ?? a.duration_minutes) === body.custom_duration_minutes &&
  (a.description ?? null) === body.description;

const toSubServiceBody = (id: number, row: SubServiceChoice): SubServiceAssignment => {
  const parsed = assignExpertSubServiceBodySchema.parse({ sub_service_id: id, ...row, is_active: true });
  return { ...parsed, description: parsed.description ?? null };
};

/** Compares the form with what the expert has now (nothing, for a new expert). */
export function planAssignments(expert: OwnerExpert | null, values: ExpertFormOutput): AssignmentPlan {
  const currentServices = new Set((expert?.active_services ?? []).map((s) => s.id));
  const wantedServices = new Set(values.service_ids);
  const current = new Map((expert?.active_sub_services ?? []).map((a) => [a.id, a]));
  const plan: AssignmentPlan = {
    servicesToAssign: values.service_ids.filter((id) => !currentServices.has(id)),
    servicesToRemove: [...currentServices].filter((id) => !wantedServices.has(id)),
    subServicesToAssign: [],
    subServicesToReplace: [],
    subServicesToRemove: [],
  };
  for (const [key, row] of Object.entries(values.sub_services)) {
    const id = Number(key);
    const existing = current.get(id);
    if (!row.selected) {
      if (existing) plan.subServicesToRemove.push(id);
      continue;
    }
    const body = toSubServiceBody(id, row);
    if (!existing) plan.subServicesToAssign.push(body);
    else if (!sameAssignment(existing, body)) plan.subServicesToReplace.push(body);
  }
  return plan;
}
