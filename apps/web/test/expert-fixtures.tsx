import { vi } from 'vitest';
import type { OwnerExpert } from '@randevu/contracts';
import { ExpertFormDialog } from '@/features/experts/components/expert-form-dialog';
import { stubApi } from './fetch-stub';
import { renderWithApp } from './render';
import { hours } from './venue-fixtures';

/** An active expert of venue 4 ('Uzman {id}', no contact, off every day) as the owner's list gives it. */
export const ownerExpert = (id: number, over: Partial<OwnerExpert> = {}): OwnerExpert => ({
  id,
  venue_id: 4,
  name: `Uzman ${id}`,
  specialization: null,
  experience_years: null,
  bio: null,
  specialties: [],
  photo_url: null,
  is_active: true,
  phone: null,
  email: null,
  working_hours: hours([]),
  active_services: [],
  active_sub_services: [],
  ...over,
});

/** The expert dialog of venue 4 (new when `expert` is null), with no services to assign, against `handlers`. */
export function renderExpertForm(expert: OwnerExpert | null, handlers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi(handlers);
  const onSaved = vi.fn();
  renderWithApp(
    <ExpertFormDialog
      open
      onOpenChange={() => undefined}
      venueId={4}
      expert={expert}
      services={[]}
      servicesLoading={false}
      subServices={[]}
      subServicesLoading={false}
      onSaved={onSaved}
    />,
  );
  return { requests, onSaved };
}
