import { paths } from '@/config/paths';

/**
 * Where the venue and service pages link to. The public marketplace and the user area mount the
 * same pages under different prefixes (/{prefix}-{id} and /dashboard/user/{prefix}-{id}).
 */
export interface VenueLinks {
  list: string;
  venue(venue: { prefix: string; id: number }): string;
  service(venue: { prefix: string; id: number }, serviceId: number): string;
}

export const publicVenueLinks: VenueLinks = {
  list: paths.companies,
  venue: (v) => paths.venue(v.prefix, v.id),
  service: (v, serviceId) => paths.service(v.prefix, v.id, serviceId),
};

export const userVenueLinks: VenueLinks = {
  list: paths.user.book,
  venue: (v) => paths.user.venue(v.prefix, v.id),
  service: (v, serviceId) => paths.user.service(v.prefix, v.id, serviceId),
};

/** Navigation state carried from the venue page to the service page (spec: 'passing the service name'). */
export interface ServiceLinkState {
  serviceName?: string;
}
