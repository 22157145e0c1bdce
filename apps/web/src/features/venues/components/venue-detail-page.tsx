import { memo, type ComponentType, type ReactNode } from 'react';
import { CalendarPlus, Star } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { VenueDetail } from '@randevu/contracts';
import { formatRating } from '@/components/rating-stars';
import { BadgeList } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HydrateWhenVisible } from '@/components/ui/hydrate-when-visible';
import { usePageMeta } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import { fill } from '@/lib/format';
import { responsiveSrcSet } from '@/lib/responsive-image';
import { useOpenGraph } from '../hooks/use-open-graph';
import { useVenueFromSegment } from '../hooks/use-venue-from-segment';
import { publicVenueLinks, type ServiceLinkState, type VenueLinks } from '../lib/links';
import { venueDescription } from '../lib/meta';
import { BackLink } from './back-link';
import { ExpertCard } from './expert-card';
import { OpeningHours } from './opening-hours';
import { ServiceList } from './service-list';
import { VenueFacts } from './venue-facts';
import { VenueGallery } from './venue-gallery';
import { VenueGonePage } from './venue-gone-page';
import { VenueImage } from './venue-image';
import { VenueUnlistedPage } from './venue-unlisted-page';

const t = messages.venues;

export interface VenuePageProps {
  /** The '{prefix}-{venueId}' path segment. */
  segment: string | undefined;
  links?: VenueLinks;
  /** Where a segment that does not parse, or a venue that fails to load, sends the visitor (spec: '/'). */
  fallbackPath?: string;
  /** The reviews section the page brings (the review feature's list), below the gallery. */
  reviews?: VenueReviewsSlot;
  /** Who sees a venue that takes no bookings yet as it will be (its owner, decision 096): the owner feature's gate. */
  ownerPreview?: OwnerPreviewSlot;
}

/**
 * Decision 096: shows `owner` (the whole page, with a notice) to the venue's owner and `visitor` (the page saying the
 * venue takes no bookings yet) to everybody else.
 */
export type OwnerPreviewSlot = ComponentType<{ venueId: number; owner: ReactNode; visitor: ReactNode }>;

/** The venue's reviews section: the average and the count come from the venue payload. */
export type VenueReviewsSlot = ComponentType<{ venueId: number; ratingAverage: number | null; ratingCount: number }>;

/** Profile image, else the first gallery image, else a placeholder. */
const heroOf = (venue: VenueDetail | undefined) => (venue ? (venue.profile_image ?? venue.gallery_images[0] ?? null) : null);

/** The public venue page (docs/product-public.md#venue-page), reusable under the user area through `links`. */
export function VenueDetailPage({
  segment,
  links = publicVenueLinks,
  fallbackPath = '/',
  reviews,
  ownerPreview: OwnerPreview,
}: VenuePageProps) {
  const { venue, failed, gone, id } = useVenueFromSegment(segment, links, fallbackPath);
  usePageMeta(
    gone ? t.goneTitle : (venue?.name ?? t.listTitle),
    gone ? t.goneText : venue ? venueDescription(venue) : t.listMetaDescription,
  );
  const heroImage = heroOf(venue)?.image_url ?? null;
  useOpenGraph(
    venue ? { title: venue.name, description: venueDescription(venue), image: heroImage, type: 'business.business' } : null,
  );

  if (gone && id !== null) return <VenueGonePage venueId={id} links={links} />;
  if (failed || !venue) return <PageSpinner />;

  const page = (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <BackLink to={links.list}>{t.backToList}</BackLink>
      <VenueHeader venue={venue} />

      <div className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-[1fr_20rem] lg:gap-12">
        <div className="grid min-w-0 content-start gap-12">
          <VenueSection headingId="hakkinda" title={t.aboutTitle}>
            <p className="mt-3 max-w-3xl leading-relaxed whitespace-pre-line text-stone-700">
              {venue.description?.trim() || t.noDescription}
            </p>
          </VenueSection>
          <VenueServices venue={venue} links={links} />
          <VenueBelowFold venue={venue} reviews={reviews} />
        </div>

        <aside className="lg:sticky lg:top-24 lg:self-start">
          <VenueHours hours={venue.working_hours} />
        </aside>
      </div>
    </div>
  );
  if (venue.is_listed) return page;
  const visitor = <VenueUnlistedPage venue={venue} links={links} />;
  return OwnerPreview ? <OwnerPreview venueId={venue.id} owner={page} visitor={visitor} /> : visitor;
}

/**
 * The experts, the gallery and the reviews: below the fold, so on a server-rendered page they hydrate when they come
 * near the viewport (not in the page's load, where their rendering, the lightbox and the reviews' query
 * were most of the blocking time). Memoized: the venue object stays the same while the address's hash changes.
 */
const VenueBelowFold = memo(function VenueBelowFold({
  venue,
  reviews: VenueReviews,
}: {
  venue: VenueDetail;
  reviews: VenueReviewsSlot | undefined;
}) {
  return (
    <>
      <HydrateWhenVisible>
        <VenueSection headingId="uzmanlar" title={t.expertsTitle}>
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
        </VenueSection>
      </HydrateWhenVisible>
      {venue.gallery_images.length ? (
        <HydrateWhenVisible>
          <VenueSection headingId="galeri" title={t.galleryTitle}>
            <div className="mt-4">
              <VenueGallery images={venue.gallery_images} venueName={venue.name} />
            </div>
          </VenueSection>
        </HydrateWhenVisible>
      ) : null}
      {VenueReviews ? (
        <HydrateWhenVisible>
          <VenueReviews venueId={venue.id} ratingAverage={venue.rating_average} ratingCount={venue.rating_count} />
        </HydrateWhenVisible>
      ) : null}
    </>
  );
});

/** The opening hours card: beside the page on a wide screen, at its end on a phone. */
const VenueHours = memo(function VenueHours({ hours }: { hours: VenueDetail['working_hours'] }) {
  return (
    <HydrateWhenVisible>
      <Card>
        <CardHeader>
          <CardTitle>{t.hoursTitle}</CardTitle>
        </CardHeader>
        <CardContent className="pt-3 sm:pt-3">
          <OpeningHours hours={hours} />
        </CardContent>
      </Card>
    </HydrateWhenVisible>
  );
});

/** The hero image beside the categories, the name, the facts and 'Hizmet Seç'. */
function VenueHeader({ venue }: { venue: VenueDetail }) {
  const hero = heroOf(venue);
  return (
    <header className="mt-4 grid gap-6 lg:grid-cols-[1.25fr_1fr] lg:gap-10">
      <VenueImage
        src={hero?.image_url ?? null}
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
        {venue.categories.length ? <BadgeList labels={venue.categories.map((c) => c.name)} /> : null}
        <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{venue.name}</h1>
          <VenueRating average={venue.rating_average} count={venue.rating_count} />
        </div>
        <VenueFacts venue={venue} />
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
  );
}

/** '★ 4,6 (12 değerlendirme)' beside the name, leading to the reviews; nothing while the venue has no review. */
function VenueRating({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) return null;
  const rating = formatRating(average);
  return (
    <a
      href="#degerlendirmeler"
      aria-label={fill(messages.venueReviews.cardLabel, { rating, count })}
      className="inline-flex min-h-11 items-center gap-1.5 text-base text-stone-700 hover:text-brand-800 hover:underline"
    >
      <Star className="size-5 shrink-0 fill-amber-400 text-amber-500" aria-hidden />
      <span className="font-semibold text-ink">{rating}</span>
      <span>{fill(messages.venueReviews.count, { count })}</span>
    </a>
  );
}

/** The services with their price ranges, each linking to its service page ('#hizmetler'). */
function VenueServices({ venue, links }: { venue: VenueDetail; links: VenueLinks }) {
  return (
    <VenueSection id="hizmetler" headingId="hizmetler-baslik" title={t.servicesTitle} className="scroll-mt-24">
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
    </VenueSection>
  );
}

/** A titled section of the venue page; `id` makes it an anchor ('Hizmet Seç' scrolls to '#hizmetler'). */
function VenueSection({
  id,
  headingId,
  title,
  className,
  children,
}: {
  id?: string;
  headingId: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
