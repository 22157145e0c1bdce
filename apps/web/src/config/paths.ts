/** The route table and href builders; pages link through these, never through string literals. */
export const paths = {
  home: '/',
  about: '/hakkimizda',
  companies: '/companies',
  contact: '/iletisim',
  legal: (type: string) => `/pages/${type}`,
  notFound: '/404',
  login: '/login',
  register: '/register',
  businessRegister: '/business-register',
  businessSetup: '/business-setup',
  forgotPassword: '/forgot-password',
  approveCode: '/approve-code',
  newPassword: '/new-password',
  dashboard: '/dashboard',
  user: {
    root: '/dashboard/user',
    book: '/dashboard/user/book',
    appointments: '/dashboard/user/appointments',
    venue: (slug: string, id: number) => `/dashboard/user/${slug}-${id}`,
    service: (slug: string, id: number, serviceId: number) => `/dashboard/user/${slug}-${id}/${serviceId}`,
  },
  owner: {
    root: '/dashboard/owner',
    /** The venue management panel; the name rides along as a query parameter (spec section 2). */
    venue: (id: number, name?: string) => `/dashboard/owner/venues/${id}${name ? `?venueName=${encodeURIComponent(name)}` : ''}`,
  },
  /** Public venue page: /{prefix}-{venueId}; the id is the segment after the last hyphen. */
  venue: (slug: string, id: number) => `/${slug}-${id}`,
  service: (slug: string, id: number, serviceId: number) => `/${slug}-${id}/${serviceId}`,
} as const;

/** Parses '/{prefix}-{id}': the id is the last segment after the final hyphen; null when it does not parse. */
export function parseVenueParam(param: string | undefined): { slug: string; id: number } | null {
  if (!param) return null;
  const i = param.lastIndexOf('-');
  if (i <= 0) return null;
  const id = Number(param.slice(i + 1));
  if (!Number.isInteger(id) || id <= 0) return null;
  return { slug: param.slice(0, i), id };
}
