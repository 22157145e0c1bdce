import type { ReactNode } from 'react';
import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { VenueDetail } from '@randevu/contracts';
import { formatPhone, summariseHours } from '../lib/format';

const t = messages.venues;
const linkClass = 'text-stone-700 hover:text-brand-800 hover:underline';

/** One line of the venue's facts: an icon named for screen readers, then the value. */
function Fact({
  icon: Icon,
  label,
  className,
  children,
}: {
  icon: LucideIcon;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-3">
      <dt>
        <Icon className="mt-0.5 size-5 text-brand-700" aria-hidden />
        <span className="sr-only">{label}</span>
      </dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** Address (a map link), the hours in short, phone and e-mail of a venue (docs/product-public.md#venue-page). */
export function VenueFacts({ venue }: { venue: VenueDetail }) {
  const hours = summariseHours(venue.working_hours);
  const mapsQuery = encodeURIComponent(`${venue.address}, ${venue.district.name}, ${venue.city.name}`);
  return (
    <dl className="grid gap-3 text-sm">
      <Fact icon={MapPin} label={t.address} className="text-stone-700">
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${mapsQuery}`}
          target="_blank"
          rel="noopener noreferrer"
          className="hover:text-brand-800 hover:underline"
        >
          {venue.address}
          <br />
          {venue.neighborhood.name}, {venue.district.name} / {venue.city.name}
        </a>
      </Fact>
      <Fact icon={Clock} label={t.hoursTitle} className="grid gap-0.5 text-stone-700">
        {hours.length
          ? hours.map((h) => (
              <span key={h.days}>
                <span className="font-medium text-stone-800">{h.days}</span> {h.hours}
              </span>
            ))
          : t.closed}
      </Fact>
      <Fact icon={Phone} label={t.phone}>
        <a href={`tel:${venue.phone}`} className={linkClass}>
          {formatPhone(venue.phone)}
        </a>
      </Fact>
      {venue.email ? (
        <Fact icon={Mail} label={t.email} className="min-w-0 break-words">
          <a href={`mailto:${venue.email}`} className={linkClass}>
            {venue.email}
          </a>
        </Fact>
      ) : null}
    </dl>
  );
}
