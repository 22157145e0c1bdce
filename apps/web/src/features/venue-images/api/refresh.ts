import type { QueryClient } from '@tanstack/react-query';
import { venueImagesQueryOptions } from './get-venue-images';

/** Spec section 4: upload and delete refresh the image lists, here and on the public venue page if cached. */
export function refreshVenueImages(queryClient: QueryClient, venueId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: venueImagesQueryOptions(venueId).queryKey }),
    // The public venue page's query (features/venues): it carries profile and gallery images.
    queryClient.invalidateQueries({ queryKey: ['venues', 'detail', venueId] }),
    queryClient.invalidateQueries({ queryKey: ['venues', 'list'] }),
  ]);
}
