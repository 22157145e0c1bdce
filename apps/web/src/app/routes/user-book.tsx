import { messages } from '@randevu/contracts';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { useCategories } from '@/features/categories/api/get-categories';
import { useCities } from '@/features/locations/api/get-cities';
import { VenueSearch } from '@/features/venues/components/venue-search';
import { userVenueLinks } from '@/features/venues/lib/links';

const t = messages.myAppointments;

/** /dashboard/user/book: 'Randevu Al', the public search (with its result count) linking into the user area. */
export default function UserBookPage() {
  usePageMeta(t.bookTab, t.bookDescription);
  const cities = useCities();
  const categories = useCategories();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-6 px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle title={t.bookTab} description={t.bookDescription} />
      <VenueSearch
        cities={cities.data}
        categories={categories.data}
        optionsLoading={cities.isPending || categories.isPending}
        optionsError={cities.isError || categories.isError}
        links={userVenueLinks}
      />
    </div>
  );
}
