import type { ReactNode } from 'react';
import {
  ChartColumn,
  CalendarCheck,
  CalendarCog,
  CalendarDays,
  CircleHelp,
  MessageSquareText,
  Contact,
  Scissors,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { paths } from '@/config/paths';

const panel = messages.ownerVenues.panel;
const nav = messages.ownerVenues.nav;

export type VenueSectionKey =
  | 'calendar'
  | 'appointments'
  | 'customers'
  | 'reviews'
  | 'reports'
  | 'availability'
  | 'services'
  | 'experts'
  | 'venueInfo'
  | 'faqs';

/** What the venue's navigation and its panel are given: the venue, its name (for the next page's title), a count per section. */
export interface VenueSectionsProps {
  venueId: number;
  venueName: string | null;
  badges?: Partial<Record<VenueSectionKey, ReactNode>>;
}

export interface VenueSection {
  key: VenueSectionKey;
  /** The section's page of a venue. */
  to: (venueId: number) => string;
  /** Its name in the navigation. */
  title: string;
  /** Its tile's name on the venue panel, where it differs (the names of docs/product-owner.md#venue-panel). */
  panelTitle?: string;
  /** Its tile's one line on the venue panel. */
  hint: string;
  icon: LucideIcon;
}

/** The sections of a venue in the owner navigation's order: the calendar first, the day's work before the set-up. */
export const venueSections: readonly VenueSection[] = [
  {
    key: 'calendar',
    to: paths.owner.venueCalendar,
    title: messages.ownerCalendar.page.link,
    hint: panel.calendarHint,
    icon: CalendarDays,
  },
  {
    key: 'appointments',
    to: paths.owner.venueAppointments,
    title: panel.appointments,
    hint: panel.appointmentsHint,
    icon: CalendarCheck,
  },
  // Who booked, their visits and the owner's private notes.
  {
    key: 'customers',
    to: paths.owner.venueCustomers,
    title: messages.ownerCustomers.page.link,
    hint: messages.ownerCustomers.page.hint,
    icon: Contact,
  },
  // What the customers said about the day's work, beside the appointments.
  {
    key: 'reviews',
    to: paths.owner.venueReviews,
    title: messages.ownerReviews.page.link,
    hint: messages.ownerReviews.page.hint,
    icon: MessageSquareText,
  },
  // The period's figures, after the day's work.
  {
    key: 'reports',
    to: paths.owner.venueReports,
    title: messages.ownerReports.page.link,
    hint: messages.ownerReports.page.hint,
    icon: ChartColumn,
  },
  {
    key: 'availability',
    to: paths.owner.venueAvailability,
    title: messages.availabilityRules.page.link,
    hint: messages.availabilityRules.page.description,
    icon: CalendarCog,
  },
  {
    key: 'services',
    to: paths.owner.venueServices,
    title: nav.services,
    panelTitle: panel.services,
    hint: panel.servicesHint,
    icon: Scissors,
  },
  { key: 'experts', to: paths.owner.venueExperts, title: panel.experts, hint: panel.expertsHint, icon: Users },
  { key: 'venueInfo', to: paths.owner.venueInfo, title: panel.venueInfo, hint: panel.venueInfoHint, icon: Store },
  { key: 'faqs', to: paths.owner.venueFaqs, title: nav.faqs, panelTitle: panel.faqs, hint: panel.faqsHint, icon: CircleHelp },
];

/** The section a path of venue `venueId` belongs to (its page or one below it: a service's form), or null (the panel). */
export function sectionOf(pathname: string, venueId: number): VenueSection | null {
  const path = pathname.replace(/\/+$/, '');
  return venueSections.find((s) => path === s.to(venueId) || path.startsWith(`${s.to(venueId)}/`)) ?? null;
}

/** Where the venue switcher goes: the same section of the other venue (its top page), or the other venue's panel. */
export function switchVenuePath(pathname: string, fromVenueId: number, toVenueId: number): string {
  const section = sectionOf(pathname, fromVenueId);
  return section ? section.to(toVenueId) : paths.owner.venue(toVenueId);
}
