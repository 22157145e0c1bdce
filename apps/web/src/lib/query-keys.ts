/**
 * Every TanStack Query key of the app, in one place (docs/architecture.md, "Web data layer"). Keys are
 * hierarchical arrays: a shorter key is a prefix of the longer ones below it, so invalidating
 * `queryKeys.venues.lists()` reaches every venue listing and `queryKeys.availableTimes.expert(id)` every
 * day of one expert. A query takes its key from here and nowhere else; which writes invalidate which
 * keys is lib/invalidation.ts.
 */

export interface VenueListKeyParams {
  cityId: number;
  categoryId: number;
  q?: string;
  /** 'rating' = the Bayesian order (decision 039); absent = the default order. */
  sort?: 'rating';
  /** Venues averaging at least this many stars. */
  minRating?: number;
}

export interface AvailableTimesKeyParams {
  expertId: number;
  date: string;
  serviceId: number;
  subServiceId: number | null;
}

export interface OwnerAppointmentsKeyFilter {
  venueId: number;
  status?: string;
  from?: string;
}

const venues = {
  all: () => ['venues'] as const,
  details: () => ['venues', 'detail'] as const,
  /** The public venue page (GET /api/venues/{id}); prerender and the inlined first render seed it. */
  detail: (id: number) => ['venues', 'detail', id] as const,
  /** The venues offered on a removed venue's page (GET /api/venues/{id}/alternatives). */
  alternatives: (id: number) => ['venues', 'alternatives', id] as const,
  /**
   * The venue's closed days of [from, to] (GET /api/venues/{id}/closed-days), for the booking sheet's date strip.
   * Under the venue's detail key, so every write that invalidates the public venue page refreshes them too.
   */
  closedDays: (id: number, from: string, to: string) => ['venues', 'detail', id, 'closed-days', from, to] as const,
  /**
   * The venue's public reviews (GET /api/venues/{id}/reviews), every page and order: under the venue's detail
   * key, so a write that invalidates the public venue page refreshes them too; the owner's reply invalidates this alone.
   */
  reviews: (id: number) => ['venues', 'detail', id, 'reviews'] as const,
  /**
   * The owner's go-live checklist of the venue (GET /api/owner/venues/{id}/go-live, decision 074): under the venue's
   * detail key, so every write that changes what the public page shows (services, experts, images) refreshes it too.
   */
  goLive: (id: number) => ['venues', 'detail', id, 'go-live'] as const,
  /** One order of the venue's public reviews, all its pages: under `reviews(id)`, so the owner's reply drops every order. */
  reviewList: (id: number, sort: string) => ['venues', 'detail', id, 'reviews', sort] as const,
  lists: () => ['venues', 'list'] as const,
  /** One city/category listing (GET /api/venues/by-city-category/…), all its pages. */
  list: ({ cityId, categoryId, q, sort, minRating }: VenueListKeyParams) =>
    ['venues', 'list', cityId, categoryId, q ?? '', sort ?? '', minRating ?? 0] as const,
};

const availableTimes = {
  all: () => ['available-times'] as const,
  expert: (expertId: number) => ['available-times', expertId] as const,
  day: ({ expertId, date, serviceId, subServiceId }: AvailableTimesKeyParams) =>
    ['available-times', expertId, date, serviceId, subServiceId] as const,
};

const owner = {
  all: () => ['owner'] as const,
  venues: {
    all: () => ['owner', 'venues'] as const,
    /** GET /api/owner/my-venues. */
    list: () => ['owner', 'venues', 'list'] as const,
    detail: (venueId: number) => ['owner', 'venues', 'detail', venueId] as const,
    categories: (venueId: number) => ['owner', 'venues', 'categories', venueId] as const,
    notificationSettings: (venueId: number) => ['owner', 'venues', 'notification-settings', venueId] as const,
  },
  venueImages: (venueId: number) => ['owner', 'venue-images', venueId] as const,
  venueFaqs: (venueId: number) => ['owner', 'venue-faqs', venueId] as const,
  /** Every review of the venue, hidden ones marked (GET /api/owner/venues/{id}/reviews), all its pages. */
  reviews: (venueId: number) => ['owner', 'reviews', venueId] as const,
  /** The venue's availability rules page: booking rules, closures, holidays, its experts' time off. */
  availabilityRules: {
    venue: (venueId: number) => ['owner', 'availability-rules', venueId] as const,
    bookingRules: (venueId: number) => ['owner', 'availability-rules', venueId, 'booking-rules'] as const,
    closures: (venueId: number) => ['owner', 'availability-rules', venueId, 'closures'] as const,
    holidayYears: (venueId: number) => ['owner', 'availability-rules', venueId, 'holidays'] as const,
    holidays: (venueId: number, year: number) => ['owner', 'availability-rules', venueId, 'holidays', year] as const,
    timeOff: (venueId: number, expertId: number) => ['owner', 'availability-rules', venueId, 'time-off', expertId] as const,
  },
  experts: {
    all: () => ['owner', 'experts'] as const,
    venue: (venueId: number) => ['owner', 'experts', 'venue', venueId] as const,
  },
  subServices: {
    all: () => ['owner', 'sub-services'] as const,
    venue: (venueId: number) => ['owner', 'sub-services', 'venue', venueId] as const,
    item: (id: number) => ['owner', 'sub-services', 'item', id] as const,
  },
  appointments: {
    /** The list pages and the pending-count badge: the refresh button and the decisions invalidate this. */
    all: () => ['owner', 'appointments'] as const,
    list: (filter: OwnerAppointmentsKeyFilter) => ['owner', 'appointments', 'list', filter] as const,
    summary: (venueId: number) => ['owner', 'appointments', 'summary', venueId] as const,
    /**
     * The calendar of [from, to] (GET /api/owner/venues/{id}/calendar): under the appointments key, so a
     * decision, a booking or a move made anywhere refreshes it with the list and the badge.
     */
    calendar: (venueId: number, from: string, to: string) => ['owner', 'appointments', 'calendar', venueId, from, to] as const,
    /** Every range of one venue's calendar: its time-off blocks change with the rules page's and the calendar's writes. */
    venueCalendar: (venueId: number) => ['owner', 'appointments', 'calendar', venueId] as const,
    /**
     * Returning customers by phone digits (GET /api/owner/venues/{id}/customers): under the appointments
     * key, so a booking made anywhere lets the next lookup find its customer.
     */
    customers: (venueId: number, digits: string) => ['owner', 'appointments', 'customers', venueId, digits] as const,
    /**
     * The report of [from, to] (GET /api/owner/venues/{id}/reports): under the appointments key, so every
     * appointment write made in this tab refreshes the figures.
     */
    reports: (venueId: number, from: string, to: string) => ['owner', 'appointments', 'reports', venueId, from, to] as const,
    /**
     * The venue's customers (GET /api/owner/venues/{id}/customers?q=&page=) and a customer's card: under the
     * appointments key, so a booking or a decision made anywhere refreshes their figures.
     */
    customerList: (venueId: number, q: string, page: number, filters: Record<string, string> = {}) =>
      ['owner', 'appointments', 'customer-list', venueId, q, page, filters] as const,
    customer: (venueId: number, customerId: number) => ['owner', 'appointments', 'customer', venueId, customerId] as const,
  },
};

export const queryKeys = {
  auth: {
    profile: () => ['auth', 'profile'] as const,
    sessionChecks: () => ['auth', 'session-check'] as const,
    /** The owner area's per-path session check (app/layouts/owner-layout.tsx). */
    sessionCheck: (pathname: string) => ['auth', 'session-check', pathname] as const,
  },
  /** The account page (features/account). */
  account: {
    sessions: () => ['account', 'sessions'] as const,
  },
  locations: {
    cities: () => ['locations', 'cities'] as const,
    districts: (cityId: number | undefined) => ['locations', 'districts', cityId] as const,
    neighborhoods: (districtId: number | undefined) => ['locations', 'neighborhoods', districtId] as const,
  },
  categories: {
    all: () => ['categories'] as const,
    services: (categoryId: number) => ['categories', categoryId, 'services'] as const,
  },
  venues,
  availableTimes,
  myAppointments: () => ['my-appointments'] as const,
  /** The manage link's appointment (GET /api/manage/{token}). */
  manage: (token: string) => ['manage', token] as const,
  owner,
  devOutbox: () => ['dev-outbox'] as const,
};
