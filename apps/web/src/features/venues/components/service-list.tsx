import { Link } from 'react-router';
import { ChevronRight } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { VenueDetail } from '@randevu/contracts';
import { buttonClasses } from '@/components/ui/button';
import { summariseService } from '../lib/service-summary';
import { ServiceSummaryLine } from './service-summary-line';

const t = messages.venues;

export interface ServiceListProps {
  venue: VenueDetail;
  serviceHref(serviceId: number): string;
  linkState?(serviceName: string): unknown;
}

/** The services the venue offers, each with its price and duration range and a link to its booking page. */
export function ServiceList({ venue, serviceHref, linkState }: ServiceListProps) {
  return (
    <ul className="grid gap-3">
      {venue.services.map((service) => {
        const summary = summariseService(venue, service.id);
        return (
          <li
            key={service.id}
            className="flex flex-col gap-4 rounded-card border border-stone-200 bg-white p-4 shadow-card sm:flex-row sm:items-center sm:justify-between sm:p-5"
          >
            <div className="grid gap-1">
              <h3 className="font-semibold text-ink">{service.name}</h3>
              {service.description ? <p className="text-sm text-stone-600">{service.description}</p> : null}
              {summary ? <ServiceSummaryLine summary={summary} size="md" /> : null}
            </div>
            <Link
              to={serviceHref(service.id)}
              state={linkState?.(service.name)}
              aria-label={`${t.chooseService}: ${service.name}`}
              className={buttonClasses({ variant: 'primary', size: 'md', className: 'w-full sm:w-auto' })}
            >
              {t.chooseService}
              <ChevronRight aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
