import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CalendarPlus, ChevronLeft, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { messages, parseVenueSegment, type VenueDetail } from '@randevu/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { useVenue } from '../api/get-venue';
import { useOpenGraph } from '../hooks/use-open-graph';
import { fill } from '@/lib/format';
import { responsiveSrcSet } from '@/lib/responsive-image';
import { formatPhone, summariseHours } from '../lib/format';
import { publicVenueLinks, type ServiceLinkState, type VenueLinks } from '../lib/links';
import { ExpertCard } from './expert-card';
import { OpeningHours } from './opening-hours';
import { ServiceList } from './service-list';
import { VenueGallery } from './venue-gallery';
import { VenueImage } from './venue-image';

const t = messages.venues;

export interface VenuePageProps {
  /** The '{prefix}-{venueId}' path segment. */
  segment: string | undefined;
  links?: VenueLinks;
  /** Where a segment that does not parse, or a venue that fails to load, sends the visitor (spec: '/'). */
  fallbackPath?: string;
}

/**
 * Loads the venue of a '{prefix}-{id}' segment; redirects to `fallbackPath` with a toast when the id
 * does not parse or the venue cannot be loaded, and puts the canonical prefix in the URL.
 */
export function useVenueFromSegment(segment: string | undefined, links: VenueLinks, fallbackPath: string) {
  const navigate = useNavigate();
  const id = parseVenueSegment(segment);
  const query = useVenue(id);
  const failed = id === null || query.isError;

  useEffect(() => {
    if (!failed) return;
    toast.error(t.loadFailedToast, { id: 'venue-load-failed' });
    navigate(fallbackPath, { replace: true });
  }, [failed, fallbackPath, navigate]);

  const venue = query.data;
  const canonical = venue ? links.venue(venue).split('/').filter(Boolean).pop() : undefined;
  useEffect(() => {
    if (!venue || !canonical || canonical === segment) return;
    const rest = window.location.pathname.split('/').filter(Boolean);
    const at = rest.indexOf(segment ?? '');
    if (at < 0) return;
    rest[at] = canonical;
    navigate(
      { pathname: `/${rest.join('/')}`, search: window.location.search },
      { replace: true, state: window.history.state?.usr },
    );
  }, [venue, canonical, segment, navigate]);

  return { venue, failed };
}

const venueDescription = (venue: VenueDetail) =>
  fill(t.venueMetaDescription, { name: venue.name, district: venue.district.name, city: venue.city.name });

/** The public venue page of spec section 2, reusable under the user area through `links`. */
export function VenueDetailPage({ segment, links = publicVenueLinks, fallbackPath = '/' }: VenuePageProps) {
  const { venue, failed } = useVenueFromSegment(segment, links, fallbackPath);
  usePageMeta(venue?.name ?? t.listTitle, venue ? venueDescription(venue) : t.listMetaDescription);
  // Spec section 2: profile image, else the first gallery image, else a placeholder.
  const hero = venue ? (venue.profile_image ?? venue.gallery_images[0] ?? null) : null;
  const heroImage = hero?.image_url ?? null;
  useOpenGraph(
    venue ? { title: venue.name, description: venueDescription(venue), image: heroImage, type: 'business.business' } : null,
  );

  if (failed || !venue) return <PageSpinner />;

  const hours = summariseHours(venue.working_hours);
  const mapsQuery = encodeURIComponent(`${venue.address}, ${venue.district.name}, ${venue.city.name}`);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <nav aria-label={t.breadcrumb}>
        <Link
          to={links.list}
          className="inline-flex items-center gap-1 rounded-lg text-sm font-medium text-stone-600 hover:text-brand-800"
        >
          <ChevronLeft className="size-4" aria-hidden />
          {t.backToList}
        </Link>
      </nav>

      <header className="mt-4 grid gap-6 lg:grid-cols-[1.25fr_1fr] lg:gap-10">
        <VenueImage
          src={heroImage}
          srcSet={hero ? responsiveSrcSet(hero) : undefined}
          sizes="(min-width: 1280px) 44rem, (min-width: 1024px) 55vw, 100vw"
          width={hero?.width}
          height={hero?.height}
          alt={hero?.alt_text || fill(t.imageAlt, { name: venue.name })}
          name={venue.name}
          loading="eager"
          className="aspect-[16/10] w-full rounded-3xl shadow-card"
        />
        <div className="grid content-start gap-5">
          {venue.categories.length ? (
            <ul className="flex flex-wrap gap-1.5">
              {venue.categories.map((c) => (
                <li key={c.id}>
                  <Badge tone="brand">{c.name}</Badge>
                </li>
              ))}
            </ul>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{venue.name}</h1>
          <dl className="grid gap-3 text-sm">
            <div className="flex gap-3">
              <dt>
                <MapPin className="mt-0.5 size-5 text-brand-700" aria-hidden />
                <span className="sr-only">{t.address}</span>
              </dt>
              <dd className="text-stone-700">
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
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Clock className="mt-0.5 size-5 text-brand-700" aria-hidden />
                <span className="sr-only">{t.hoursTitle}</span>
              </dt>
              <dd className="grid gap-0.5 text-stone-700">
                {hours.length
                  ? hours.map((h) => (
                      <span key={h.days}>
                        <span className="font-medium text-stone-800">{h.days}</span> {h.hours}
                      </span>
                    ))
                  : t.closed}
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <Phone className="mt-0.5 size-5 text-brand-700" aria-hidden />
                <span className="sr-only">{t.phone}</span>
              </dt>
              <dd>
                <a href={`tel:${venue.phone}`} className="text-stone-700 hover:text-brand-800 hover:underline">
                  {formatPhone(venue.phone)}
                </a>
              </dd>
            </div>
            {venue.email ? (
              <div className="flex gap-3">
                <dt>
                  <Mail className="mt-0.5 size-5 text-brand-700" aria-hidden />
                  <span className="sr-only">{t.email}</span>
                </dt>
                <dd className="min-w-0 break-words">
                  <a href={`mailto:${venue.email}`} className="text-stone-700 hover:text-brand-800 hover:underline">
                    {venue.email}
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {venue.services.length ? (
            <div>
              <Button asChild size="lg">
                <a href="#hizmetler">
                  <CalendarPlus aria-hidden />
                  {t.chooseService}
                </a>
              </Button>
            </div>
          ) : null}
        </div>
      </header>

      <div className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[1fr_20rem] lg:gap-12">
        <div className="grid min-w-0 content-start gap-12">
          <section aria-labelledby="hakkinda">
            <h2 id="hakkinda" className="text-xl font-bold text-ink sm:text-2xl">
              {t.aboutTitle}
            </h2>
            <p className="mt-3 max-w-3xl leading-relaxed whitespace-pre-line text-stone-700">
              {venue.description?.trim() || t.noDescription}
            </p>
          </section>

          <section id="hizmetler" aria-labelledby="hizmetler-baslik" className="scroll-mt-24">
            <h2 id="hizmetler-baslik" className="text-xl font-bold text-ink sm:text-2xl">
              {t.servicesTitle}
            </h2>
            {venue.services.length ? <p className="mt-1 text-sm text-stone-600">{t.servicesHint}</p> : null}
            <div className="mt-4">
              {venue.services.length ? (
                <ServiceList
                  venue={venue}
                  serviceHref={(serviceId) => links.service(venue, serviceId)}
                  linkState={(name): ServiceLinkState => ({ serviceName: name })}
                />
              ) : (
                <EmptyState title={t.noActiveServices} />
              )}
            </div>
          </section>

          <section aria-labelledby="uzmanlar">
            <h2 id="uzmanlar" className="text-xl font-bold text-ink sm:text-2xl">
              {t.expertsTitle}
            </h2>
            {venue.experts.length ? (
              <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                {venue.experts.map((expert) => (
                  <li key={expert.id}>
                    <ExpertCard expert={expert} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 text-stone-600">{t.noExperts}</p>
            )}
          </section>

          {venue.gallery_images.length ? (
            <section aria-labelledby="galeri">
              <h2 id="galeri" className="text-xl font-bold text-ink sm:text-2xl">
                {t.galleryTitle}
              </h2>
              <div className="mt-4">
                <VenueGallery images={venue.gallery_images} venueName={venue.name} />
              </div>
            </section>
          ) : null}
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <Card>
            <CardHeader>
              <CardTitle>{t.hoursTitle}</CardTitle>
            </CardHeader>
            <CardContent className="pt-3 sm:pt-3">
              <OpeningHours hours={venue.working_hours} />
            </CardContent>
          </Card>
        </aside>
      </div>
    </div>
  );
}
