import { siteMessages } from '@randevu/contracts/messages/site';
import { paths } from '@/config/paths';

const t = siteMessages;

/** The public pages, in the header's and the footer's order (spec section 2, "Header and footer"). */
export const navLinks = [
  { to: paths.home, label: t.nav.home, end: true },
  { to: paths.about, label: t.nav.about },
  { to: paths.companies, label: t.nav.companies },
  { to: paths.contact, label: t.nav.contact },
] as const;
