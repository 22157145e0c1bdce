import { useState, type ComponentType } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ArrowRight, MessageCircleQuestion } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { CreatedAppointment, GuestCreatedAppointment, PublicFaq, VenueDetail, VenueSubService } from '@randevu/contracts';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { usePageMeta } from '@/components/ui/page-title';
import { PageSpinner } from '@/components/ui/spinner';
import type { BookingSheetProps } from '@/lib/booking-sheet';
import { BOOKING_PICK_PARAMS, paths } from '@/config/paths';
import { useOpenGraph } from '../hooks/use-open-graph';
import { useVenueFromSegment } from '../hooks/use-venue-from-segment';
import { VenueGonePage } from './venue-gone-page';
import { VenueUnlistedPage } from './venue-unlisted-page';
import { fill, formatLira } from '@/lib/format';
import { publicVenueLinks, type ServiceLinkState, type VenueLinks } from '../lib/links';
import { summariseService } from '../lib/service-summary';
import { BackLink } from './back-link';
import { ServiceSummaryLine } from './service-summary-line';

const t = messages.venues;

export interface ServicePageProps {
  /** The '{prefix}-{venueId}' path segment. */
  segment: string | undefined;
  /** The '{serviceId}' path segment. */
  serviceParam: string | undefined;
  links?: VenueLinks;
  fallbackPath?: string;
  appointmentMode: 'guest' | 'user';
  /** The appointments feature's sheet, passed in by app/routes (features never import each other). */
  BookingSheet: ComponentType<BookingSheetProps>;
  /**
   * After a successful booking; by default (decision 072) a guest's confirmation page, the signed-in user's Randevularım
   * with the booking highlighted, in place of this page in the history (Back goes where the customer came from).
   */
  onBooked?(venue: VenueDetail, created: CreatedAppointment | GuestCreatedAppointment): void;
}

/** /{prefix}-{venueId}/{serviceId}: the service's options, the venue's active FAQs and 'Devam Et'. */
export function ServiceDetailPage({
  segment,
  serviceParam,
  links = publicVenueLinks,
  fallbackPath = '/',
  appointmentMode,
  BookingSheet,
  onBooked,
}: ServicePageProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const { venue, failed, gone, id } = useVenueFromSegment(segment, links, fallbackPath);
  // A link with an expert's pick ('Tekrar randevu al', decision 073) opens the sheet at once.
  const [searchParams] = useSearchParams();
  const [open, setOpen] = useState(() => searchParams.has(BOOKING_PICK_PARAMS.expert));

  const serviceId = /^[1-9]\d{0,9}$/.test(serviceParam ?? '') ? Number(serviceParam) : null;
  const service = venue && serviceId !== null ? venue.services.find((s) => s.id === serviceId) : undefined;
  const stateName = (location.state as ServiceLinkState | null)?.serviceName;
  const serviceName = service?.name ?? stateName ?? '';

  const description =
    venue && service ? fill(t.serviceMetaDescription, { venue: venue.name, service: service.name }) : t.listMetaDescription;
  usePageMeta(
    gone ? t.goneTitle : venue && serviceName ? `${serviceName} · ${venue.name}` : serviceName || t.listTitle,
    gone ? t.goneText : description,
  );
  useOpenGraph(
    venue && service
      ? {
          title: `${service.name} · ${venue.name}`,
          description,
          image: venue.profile_image_url ?? venue.gallery_image_urls[0] ?? null,
        }
      : null,
  );

  if (gone && id !== null) return <VenueGonePage venueId={id} links={links} />;
  if (failed || !venue) return <PageSpinner />;
  // Decision 096: a venue that takes no bookings yet offers no booking, however its service page is reached.
  if (!venue.is_listed) return <VenueUnlistedPage venue={venue} links={links} />;

  const backLink = <BackLink to={links.venue(venue)}>{fill(t.backToVenue, { name: venue.name })}</BackLink>;

  if (!service || serviceId === null) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        {backLink}
        <h1 className="sr-only">{venue.name}</h1>
        <EmptyState
          className="mt-6"
          title={t.noActiveServices}
          action={
            <Button asChild variant="outline">
              <Link to={links.venue(venue)}>{fill(t.backToVenue, { name: venue.name })}</Link>
            </Button>
          }
        />
      </div>
    );
  }

  const summary = summariseService(venue, service.id);
  const options = venue.sub_services.filter((s) => s.service_id === service.id);
  const booked = (created: CreatedAppointment | GuestCreatedAppointment) => {
    setOpen(false);
    if (onBooked) return onBooked(venue, created);
    const next =
      'manage_token' in created
        ? paths.bookingConfirmation(created.manage_token)
        : appointmentMode === 'user'
          ? paths.user.appointmentBooked(created.id)
          : links.venue(venue);
    navigate(next, { replace: true });
  };

  return (
    <div className="mx-auto max-w-3xl px-4 pt-6 sm:px-6 sm:pt-8">
      {backLink}

      <header className="mt-5 grid gap-2">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{venue.name}</p>
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{service.name}</h1>
        {service.description ? <p className="text-base text-stone-600">{service.description}</p> : null}
        {summary ? <ServiceSummaryLine summary={summary} size="lg" /> : null}
      </header>

      {options.length ? <ServiceOptions options={options} /> : null}

      <ServiceFaqs faqs={venue.faqs} />

      <div className="sticky bottom-0 z-30 -mx-4 mt-10 border-t border-stone-200 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur sm:-mx-6 sm:px-6 md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
        <div className="flex flex-col gap-2 md:flex-row md:items-center md:justify-between">
          <p className="hidden text-sm text-stone-600 md:block">{t.continueHint}</p>
          <Button size="lg" fullWidth className="md:w-auto" onClick={() => setOpen(true)}>
            {t.continue}
            <ArrowRight aria-hidden />
          </Button>
        </div>
      </div>

      <BookingSheet
        open={open}
        onOpenChange={setOpen}
        venue={venue}
        serviceId={service.id}
        serviceName={service.name}
        mode={appointmentMode}
        onBooked={booked}
      />
    </div>
  );
}

/** The service's sub-services with price and duration (docs/product-public.md#venue-page). */
function ServiceOptions({ options }: { options: VenueSubService[] }) {
  return (
    <section aria-labelledby="secenekler" className="mt-8">
      <h2 id="secenekler" className="text-lg font-bold text-ink">
        {t.serviceOptionsTitle}
      </h2>
      <ul className="mt-3 divide-y divide-stone-100 rounded-card border border-stone-200 bg-white shadow-card">
        {options.map((o) => (
          <li key={o.id} className="flex items-start justify-between gap-4 px-4 py-3 sm:px-5">
            <div className="grid gap-0.5">
              <span className="font-medium text-ink">{o.name}</span>
              {o.description ? <span className="text-sm text-stone-600">{o.description}</span> : null}
            </div>
            <div className="grid shrink-0 justify-items-end gap-0.5 text-sm">
              <span className="font-semibold text-brand-800">{formatLira(o.price)}</span>
              <span className="text-stone-600">{fill(t.durationMinutes, { minutes: o.duration_minutes })}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The venue's active FAQs as an accordion, or 'no questions yet'. */
function ServiceFaqs({ faqs }: { faqs: PublicFaq[] }) {
  return (
    <section aria-labelledby="sss" className="mt-10">
      <h2 id="sss" className="text-lg font-bold text-ink">
        {t.faqTitle}
      </h2>
      {faqs.length ? (
        <Accordion
          type="single"
          collapsible
          className="mt-3 rounded-card border border-stone-200 bg-white px-4 shadow-card sm:px-5"
        >
          {faqs.map((faq) => (
            <AccordionItem key={faq.id} value={String(faq.id)}>
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent className="whitespace-pre-line">{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      ) : (
        <EmptyState className="mt-3" icon={MessageCircleQuestion} title={t.noFaqs} />
      )}
    </section>
  );
}
