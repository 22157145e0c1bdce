import { messages } from '@randevu/contracts/messages';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { useCategories } from '@/features/categories/api/get-categories';
import { useCities } from '@/features/locations/api/get-cities';
import { VenueSearch } from '@/features/venues/components/venue-search';
import { publicVenueLinks, type VenueLinks } from '@/features/venues/lib/links';
import { cn } from '@/lib/cn';

const t = messages.venues;

export interface VenueSearchPageProps {
  title: string;
  description: string;
  /** The page's meta description; by default `description`. */
  metaDescription?: string;
  /** Where the result cards lead: the public venue pages or the user area's. */
  links: VenueLinks;
  /** The outer spacing (the user area sits under its own tabs, so it is tighter). */
  className?: string;
}

/** The venue search with its title, filled with the cities and categories: /companies and /dashboard/user/book. */
export function VenueSearchPage({
  title,
  description,
  metaDescription = description,
  links,
  className = 'gap-8 py-8 sm:py-12',
}: VenueSearchPageProps) {
  usePageMeta(title, metaDescription);
  const cities = useCities();
  const categories = useCategories();
  return (
    <div className={cn('mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] px-4 sm:px-6 lg:px-8', className)}>
      <PageTitle title={title} description={description} />
      <VenueSearch
        cities={cities.data}
        categories={categories.data}
        optionsLoading={cities.isPending || categories.isPending}
        optionsError={cities.isError || categories.isError}
        links={links}
      />
    </div>
  );
}

export default function CompaniesPage() {
  return (
    <VenueSearchPage
      title={t.listTitle}
      description={t.listDescription}
      metaDescription={t.listMetaDescription}
      links={publicVenueLinks}
    />
  );
}
