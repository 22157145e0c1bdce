import { Link } from 'react-router';
import { Store } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { useVenueAlternatives } from '../api/get-venue-alternatives';
import type { VenueLinks } from '../lib/links';
import { VenueCard } from './venue-card';

const t = messages.venues;

/**
 * A venue address whose venue is removed, inactive or unknown (the server answers it 404, decision 081): says so and
 * offers the published venues of the same city and category, and the whole listing. The page's title is set by
 * VenueDetailPage, which shows this.
 */
export function VenueGonePage({ venueId, links }: { venueId: number; links: VenueLinks }) {
  const alternatives = useVenueAlternatives(venueId).data ?? [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-16 lg:px-8">
      <section className="mx-auto flex max-w-xl flex-col items-center text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <Store className="size-8" aria-hidden />
        </span>
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink sm:text-4xl">{t.goneTitle}</h1>
        <p className="mt-3 text-base text-stone-600">{t.goneText}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to={links.list}>{t.goneAllVenues}</Link>
        </Button>
      </section>
      {alternatives.length ? (
        <section aria-labelledby="benzer-isletmeler" className="mt-14">
          <h2 id="benzer-isletmeler" className="text-xl font-bold text-ink sm:text-2xl">
            {t.goneAlternativesTitle}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {alternatives.map((venue) => (
              <li key={venue.id}>
                <VenueCard venue={venue} href={links.venue(venue)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
