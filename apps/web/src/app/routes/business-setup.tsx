import { useState } from 'react';
import { messages } from '@randevu/contracts/messages';
import { PageTitle, usePageMeta } from '@/components/ui/page-title';
import { useCategories } from '@/features/categories/api/get-categories';
import { useCities } from '@/features/locations/api/get-cities';
import { useDistricts } from '@/features/locations/api/get-districts';
import { useNeighborhoods } from '@/features/locations/api/get-neighborhoods';
import { VenueSetupForm } from '@/features/owner-venues/components/venue-setup-form';
import { useProfile } from '@/features/auth/api/get-profile';

const t = messages.ownerVenues.setup;

/** /business-setup: the page owns the reference-data queries; the form owns the values. */
export default function BusinessSetupPage() {
  usePageMeta(t.title, t.description);
  const [cityId, setCityId] = useState<number>();
  const [districtId, setDistrictId] = useState<number>();
  const cities = useCities();
  const categories = useCategories();
  const districts = useDistricts(cityId);
  const neighborhoods = useNeighborhoods(districtId);
  const profile = useProfile();

  return (
    <div className="mx-auto grid max-w-3xl gap-8">
      <PageTitle title={t.title} description={t.description} />
      {/* The form's defaults are read once: it waits for the profile (the business registration's name and phone). */}
      {profile.isPending ? null : (
        <VenueSetupForm
          key={profile.data ? 'profile' : 'none'}
          defaults={{ name: profile.data?.business_name, phone: profile.data?.phone }}
          cities={{ items: cities.data ?? [], loading: cities.isPending }}
          categories={{ items: categories.data ?? [], loading: categories.isPending }}
          districts={{ items: districts.data ?? [], loading: districts.isFetching }}
          neighborhoods={{ items: neighborhoods.data ?? [], loading: neighborhoods.isFetching }}
          onCityChange={setCityId}
          onDistrictChange={setDistrictId}
        />
      )}
    </div>
  );
}
