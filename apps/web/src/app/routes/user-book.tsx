import { messages } from '@randevu/contracts/messages';
import { userVenueLinks } from '@/features/venues/lib/links';
import { VenueSearchPage } from './marketplace-companies';

const t = messages.myAppointments;

/** /dashboard/user/book: 'Randevu Al', the public search (with its result count) linking into the user area. */
export default function UserBookPage() {
  return (
    <VenueSearchPage title={t.bookTab} description={t.bookDescription} links={userVenueLinks} className="gap-6 py-6 sm:py-10" />
  );
}
