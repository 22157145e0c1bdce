import { siteShellMessages } from '@randevu/contracts/messages/site-shell';
import { paths } from '@/config/paths';

const t = siteShellMessages;

/** The public pages, in the header's and the footer's order (docs/product-public.md#header-and-footer). */
export const navLinks = [
  { to: paths.home, label: t.nav.home, end: true },
  { to: paths.about, label: t.nav.about },
  { to: paths.companies, label: t.nav.companies },
  { to: paths.contact, label: t.nav.contact },
] as const;
