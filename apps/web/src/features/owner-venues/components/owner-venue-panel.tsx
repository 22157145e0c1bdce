import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarCheck, ChevronRight, CircleHelp, Scissors, Store, Users } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { paths } from '@/config/paths';

const t = messages.ownerVenues.panel;

interface Entry {
  key: 'venueInfo' | 'faqs' | 'appointments' | 'services' | 'experts';
  to: string;
  title: string;
  hint: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
}

/**
 * The venue management panel's five entries (spec section 2). `badges` puts a count beside an
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
    { key: 'venueInfo', to: paths.owner.venueInfo(venueId), title: t.venueInfo, hint: t.venueInfoHint, icon: Store },
    { key: 'faqs', to: paths.owner.venueFaqs(venueId), title: t.faqs, hint: t.faqsHint, icon: CircleHelp },
    {
      key: 'appointments',
      to: paths.owner.venueAppointments(venueId),
      title: t.appointments,
      hint: t.appointmentsHint,
      icon: CalendarCheck,
    },
    { key: 'services', to: paths.owner.venueServices(venueId), title: t.services, hint: t.servicesHint, icon: Scissors },
    { key: 'experts', to: paths.owner.venueExperts(venueId), title: t.experts, hint: t.expertsHint, icon: Users },
  ];
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map(({ key, to, title, hint, icon: Icon }) => (
        <li key={key}>
          <Link
            to={to}
            state={venueName ? { venueName } : undefined}
            className="group flex h-full items-center gap-4 rounded-card border border-stone-200 bg-white p-5 shadow-card transition hover:border-brand-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-6" aria-hidden />
            </span>
            <span className="grid min-w-0 flex-1 gap-1">
              <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                {title}
                {badges[key] ?? null}
              </span>
              <span className="text-sm text-stone-600">{hint}</span>
            </span>
            <ChevronRight
              className="size-5 shrink-0 text-stone-400 transition group-hover:translate-x-0.5 group-hover:text-brand-700"
              aria-hidden
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
