import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { VenueDetail } from '@randevu/contracts';
import { summariseService } from '../lib/service-summary';
import { ServiceSummaryLine } from './service-summary-line';

const t = messages.venues;

export interface ServiceListProps {
  venue: VenueDetail;
  serviceHref(serviceId: number): string;
  linkState?(serviceName: string): unknown;
}

/**
 * The services the venue offers, each with its price and duration range. The whole row is the link to its booking
 * page, with one compact 'Randevu Al ›' at its end, on the price's line on a phone (decision 082: as Fresha and
 * Booksy list services, not a full-width button under each row).
 */
export function ServiceList({ venue, serviceHref, linkState }: ServiceListProps) {
  return (
    <ul className="grid gap-3">
      {venue.services.map((service) => {
        const summary = summariseService(venue, service.id);
        return (
          <li key={service.id}>
            <Link
              to={serviceHref(service.id)}
              state={linkState?.(service.name)}
              aria-label={`${t.chooseService}: ${service.name}`}
              className="group flex items-center gap-3 rounded-card border border-stone-200 bg-white p-4 shadow-card transition hover:border-brand-300 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:gap-6 sm:p-5"
            >
              <div className="grid min-w-0 flex-1 gap-1">
                <h3 className="font-semibold text-ink group-hover:text-brand-800">{service.name}</h3>
                {service.description ? <p className="line-clamp-2 text-sm text-stone-600">{service.description}</p> : null}
                {summary ? <ServiceSummaryLine summary={summary} size="md" /> : null}
              </div>
              <span className="inline-flex shrink-0 items-center gap-0.5 self-end rounded-full border border-brand-200 bg-brand-50 py-1.5 pr-2 pl-3 text-sm font-semibold text-brand-800 transition group-hover:border-brand-300 group-hover:bg-brand-100 sm:self-center">
                {t.chooseService}
                <ChevronRight className="size-4" aria-hidden />
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
