/** The fields the sheet picks by tapping (tiles), as opposed to the typed contact fields. */
export type PickField = 'expert_id' | 'sub_service_id' | 'appointment_date' | 'appointment_time';
export type ContactField = 'first_name' | 'last_name' | 'email' | 'phone' | 'notes';

const contactFields: readonly string[] = ['first_name', 'last_name', 'email', 'phone', 'notes'];
const pickFields: readonly string[] = ['expert_id', 'sub_service_id', 'appointment_date', 'appointment_time'];

export interface SplitErrors {
  contact: Partial<Record<ContactField, string>>;
  picks: Partial<Record<PickField, string>>;
  /** The first message of a field the sheet does not show (venue, service): shown as a banner. */
  general: string | null;
}

/** Sorts a `{ field: message }` map (from validateAppointment or a 400 body) by where the sheet shows it. */
export function splitBookingErrors(fieldErrors: Record<string, string>): SplitErrors {
  const result: SplitErrors = { contact: {}, picks: {}, general: null };
  for (const [field, text] of Object.entries(fieldErrors)) {
    if (contactFields.includes(field)) result.contact[field as ContactField] = text;
    else if (pickFields.includes(field)) result.picks[field as PickField] = text;
    else result.general ??= text;
  }
  return result;
}
