import { Link } from 'react-router';
import { CalendarOff } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { VenueDetail } from '@randevu/contracts';
import { Button } from '@/components/ui/button';
import type { VenueLinks } from '../lib/links';
import { BackLink } from './back-link';
import { VenueFacts } from './venue-facts';

const t = messages.venues;

/**
 * A venue that is not published or cannot take a booking yet, as a visitor sees its address (decision 096): its name
 * and facts, a sentence saying it takes no bookings yet and the way to the other venues; no service, no booking button.
 */
export function VenueUnlistedPage({ venue, links }: { venue: VenueDetail; links: VenueLinks }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <BackLink to={links.list}>{t.backToList}</BackLink>
      <header className="mt-4 grid gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{venue.name}</h1>
        <VenueFacts venue={venue} />
      </header>
      <section
        aria-labelledby="randevu-almiyor"
        className="mt-8 flex max-w-2xl flex-col items-start gap-4 rounded-3xl border border-stone-200 bg-white p-6 shadow-card sm:p-8"
      >
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <CalendarOff className="size-6" aria-hidden />
        </span>
        <h2 id="randevu-almiyor" className="text-xl font-bold text-ink sm:text-2xl">
          {t.unlistedTitle}
        </h2>
        <p className="text-base text-stone-600">{t.unlistedText}</p>
        <Button asChild size="lg">
          <Link to={links.list}>{t.goneAllVenues}</Link>
        </Button>
      </section>
    </div>
  );
}
