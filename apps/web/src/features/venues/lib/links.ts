import { paths } from '@/config/paths';

/**
 * Where the venue and service pages link to. The public marketplace and the user area mount the
 * same pages under different prefixes (/{slug}-{id} and /dashboard/user/{slug}-{id}, decision 081).
 */
export interface VenueLinks {
  list: string;
  venue(venue: { name: string; id: number }): string;
  service(venue: { name: string; id: number }, serviceId: number): string;
}

export const publicVenueLinks: VenueLinks = {
  list: paths.companies,
  venue: (v) => paths.venue(v),
  service: (v, serviceId) => paths.service(v, serviceId),
};

export const userVenueLinks: VenueLinks = {
  list: paths.user.book,
  venue: (v) => paths.user.venue(v),
  service: (v, serviceId) => paths.user.service(v, serviceId),
};

/** Navigation state carried from the venue page to the service page (spec: 'passing the service name'). */
export interface ServiceLinkState {
  serviceName?: string;
}
