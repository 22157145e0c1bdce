export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_LABELS_TR: Record<Weekday, string> = {
  monday: 'Pazartesi',
  tuesday: 'Salı',
  wednesday: 'Çarşamba',
  thursday: 'Perşembe',
  friday: 'Cuma',
  saturday: 'Cumartesi',
  sunday: 'Pazar',
};

/**
 * The one vocabulary of appointment statuses (decision 029). `cancelled` carries `cancelled_by` (user or
 * owner: an owner's rejection of a request is a cancellation by the owner); `no_show` is an owner's mark on a
 * confirmed appointment whose customer did not come (or a completed one, for 7 days after its start: decision 033); `expired` is a request nobody answered before its start.
 * The transitions live in apps/api/src/modules/appointments/appointment-state.ts.
 */
export const APPOINTMENT_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show', 'expired'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
export const APPOINTMENT_STATUS_LABELS_TR: Record<AppointmentStatus, string> = {
  pending: 'Onay Bekliyor',
  confirmed: 'Onaylandı',
  cancelled: 'İptal Edildi',
  completed: 'Tamamlandı',
  no_show: 'Gelmedi',
  expired: 'Süresi Doldu',
};
/** Statuses that hold an expert's time: the exclusion constraint covers exactly these. */
export const ACTIVE_APPOINTMENT_STATUSES = ['pending', 'confirmed'] as const;

export const ROLES = ['user', 'owner'] as const;
export type Role = (typeof ROLES)[number];

export const DIAL_CODES = ['+90', '+1', '+49', '+33', '+39', '+34'] as const;
export type DialCode = (typeof DIAL_CODES)[number];
export const DEFAULT_DIAL_CODE: DialCode = '+90';

export const BUSINESS_TYPES = ['guzellik', 'saglik', 'egitim', 'veteriner', 'teknik', 'diger'] as const;
export const BUSINESS_TYPE_LABELS_TR: Record<(typeof BUSINESS_TYPES)[number], string> = {
  guzellik: 'Güzellik',
  saglik: 'Sağlık',
  egitim: 'Eğitim',
  veteriner: 'Veteriner',
  teknik: 'Teknik',
  diger: 'Diğer',
};

export const CONTRACT_TYPES = ['verilerin-guvenligi', 'acik-riza-metni', 'aydinlatma-metni', 'cerez-politikasi'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const DEFAULT_SEARCH = { cityId: 22, categoryId: 1 } as const;
export const DEFAULT_VENUE_HOURS = { opening: '09:00', closing: '18:00' } as const;
export const DEFAULT_WORKING_DAYS: readonly Weekday[] = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
export const FALLBACK_DURATION_MINUTES = 60;
export const DEFAULT_SLOT_INTERVAL_MINUTES = 30;
export const BOOKING_HORIZON_DAYS = 90;
export const VENUE_TIME_ZONE = 'Europe/Istanbul';
export const REGISTRATION_PHONE_MAX_DIGITS = 11;
export const APPOINTMENT_PHONE_DIGITS = 10;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 100;
/**
 * Decision 048: a filtered listing (`q=`, `min_rating`) counts its matches up to this many; a total equal
 * to it means "at least this many". The plain listing's total is exact (a maintained count).
 */
export const VENUE_LIST_COUNT_CAP = 100;

/** The expert form's initial weekly hours (docs/product-owner.md#experts): every day disabled until the owner enables it. */
export const DEFAULT_EXPERT_HOURS: Readonly<Record<Weekday, { enabled: boolean; start: string; end: string }>> = {
  monday: { enabled: false, start: '09:00', end: '18:00' },
  tuesday: { enabled: false, start: '09:00', end: '18:00' },
  wednesday: { enabled: false, start: '09:00', end: '18:00' },
  thursday: { enabled: false, start: '09:00', end: '18:00' },
  friday: { enabled: false, start: '09:00', end: '18:00' },
  saturday: { enabled: false, start: '09:00', end: '16:00' },
  sunday: { enabled: false, start: '09:00', end: '16:00' },
};
/** Custom price (lira) and duration a service assignment gets when the owner leaves them out (docs/product.md#constants). */
export const DEFAULT_ASSIGNMENT = { custom_price: 150, custom_duration_minutes: 60 } as const;
/** The longest sub-service or custom duration the owner may enter, in minutes. */
export const MAX_SERVICE_DURATION_MINUTES = 600;
/** The highest price (lira) the owner may enter; far above any real service, well inside an integer of kuruş. */
export const MAX_PRICE_LIRA = 1_000_000;

/** The venue id of a '{prefix}-{id}' segment (the part after the last hyphen), or null. */
export function parseVenueSegment(segment: string | undefined): number | null {
  if (!segment) return null;
  const i = segment.lastIndexOf('-');
  if (i <= 0) return null;
  const tail = segment.slice(i + 1);
  if (!/^[1-9]\d{0,9}$/.test(tail)) return null;
  const id = Number(tail);
  return id <= 2_147_483_647 ? id : null;
}
