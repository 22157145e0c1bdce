import { messages } from '@randevu/contracts';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { useCategories } from '@/features/categories/api/get-categories';
import { useCities } from '@/features/locations/api/get-cities';
import { VenueSearch } from '@/features/venues/components/venue-search';
import { publicVenueLinks } from '@/features/venues/lib/links';

const t = messages.venues;

export default function CompaniesPage() {
  usePageMeta(t.listTitle, t.listMetaDescription);
  const cities = useCities();
  const categories = useCategories();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <PageTitle title={t.listTitle} description={t.listDescription} />
      <VenueSearch
        cities={cities.data}
        categories={categories.data}
        optionsLoading={cities.isPending || categories.isPending}
        optionsError={cities.isError || categories.isError}
        links={publicVenueLinks}
      />
    </div>
  );
}
