import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OwnerVenueImage, VenueImageType } from '@randevu/contracts';
import { api } from '@/lib/api-client';
import { invalidateAfter } from '@/lib/invalidation';

export interface UploadVenueImageInput {
  file: File;
  imageType: VenueImageType;
  altText: string;
}

export function uploadVenueImage(venueId: number, { file, imageType, altText }: UploadVenueImageInput) {
  const form = new FormData();
  // Text fields first: the server reads the parts in order.
  form.append('image_type', imageType);
  form.append('alt_text', altText.slice(0, 200));
  // Photo uploads from this page send sort_order 1 (docs/product-owner.md#venue-info).
  form.append('sort_order', '1');
  form.append('image', file);
  return api.upload<OwnerVenueImage>(`/api/owner/venues/${venueId}/images`, form);
}

export function useUploadVenueImage(venueId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadVenueImageInput) => uploadVenueImage(venueId, input),
    // docs/product-owner.md#venue-info: the image lists refresh, here and on the public venue page if cached.
    onSuccess: () => invalidateAfter(queryClient, 'venueImage.uploaded', { venueId }),
  });
}
