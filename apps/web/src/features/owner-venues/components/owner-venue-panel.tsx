import type { ReactNode } from 'react';
import {
  ChartColumn,
  CalendarCheck,
  CalendarCog,
  CalendarDays,
  CircleHelp,
  Contact,
  MessageSquareText,
  Scissors,
  Store,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { NavCard } from '@/components/nav-card';
import { paths } from '@/config/paths';

const t = messages.ownerVenues.panel;
const rules = messages.availabilityRules.page;

interface Entry {
  key:
    | 'calendar'
    | 'venueInfo'
    | 'faqs'
    | 'appointments'
    | 'customers'
    | 'reviews'
    | 'reports'
    | 'services'
    | 'experts'
    | 'availability';
  to: string;
  title: string;
  hint: string;
  icon: LucideIcon;
}

/**
 * The venue management panel's entries: the calendar first (issue 24), the five of spec section 2 and the availability
 * rules (issue 23). `badges` puts a count beside an
 * entry (the pending requests beside 'Randevu Yönetimi').
 */
export function OwnerVenuePanel({
  venueId,
  venueName,
  badges = {},
}: {
  venueId: number;
  venueName: string | null;
  badges?: Partial<Record<Entry['key'], ReactNode>>;
}) {
  const entries: Entry[] = [
    {
      key: 'calendar',
      to: paths.owner.venueCalendar(venueId),
      title: messages.ownerCalendar.page.link,
      hint: t.calendarHint,
      icon: CalendarDays,
    },
    { key: 'venueInfo', to: paths.owner.venueInfo(venueId), title: t.venueInfo, hint: t.venueInfoHint, icon: Store },
    { key: 'faqs', to: paths.owner.venueFaqs(venueId), title: t.faqs, hint: t.faqsHint, icon: CircleHelp },
    {
      key: 'appointments',
      to: paths.owner.venueAppointments(venueId),
      title: t.appointments,
      hint: t.appointmentsHint,
      icon: CalendarCheck,
    },
    {
      key: 'customers',
      to: paths.owner.venueCustomers(venueId),
      title: messages.ownerCustomers.page.link,
      hint: messages.ownerCustomers.page.hint,
      icon: Contact,
    },
    {
      key: 'reviews',
      to: paths.owner.venueReviews(venueId),
      title: messages.ownerReviews.page.link,
      hint: messages.ownerReviews.page.hint,
      icon: MessageSquareText,
    },
    {
      key: 'reports',
      to: paths.owner.venueReports(venueId),
      title: messages.ownerReports.page.link,
      hint: messages.ownerReports.page.hint,
      icon: ChartColumn,
    },
    { key: 'services', to: paths.owner.venueServices(venueId), title: t.services, hint: t.servicesHint, icon: Scissors },
    { key: 'experts', to: paths.owner.venueExperts(venueId), title: t.experts, hint: t.expertsHint, icon: Users },
    {
      key: 'availability',
      to: paths.owner.venueAvailability(venueId),
      title: rules.link,
      hint: rules.description,
      icon: CalendarCog,
    },
  ];
  return (
    // Two columns beside the owner navigation's sidebar: three made each tile's hint wrap over five lines.
    <ul className="grid gap-3 sm:grid-cols-2">
      {entries.map(({ key, to, title, hint, icon }) => (
        <li key={key}>
          <NavCard
            to={to}
            state={venueName ? { venueName } : undefined}
            icon={icon}
            className="h-full"
            titleClassName="font-semibold text-ink"
            title={
              <>
                {title}
                {badges[key] ?? null}
              </>
            }
            hint={<span className="text-sm text-stone-600">{hint}</span>}
          />
        </li>
      ))}
    </ul>
  );
}
