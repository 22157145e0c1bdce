import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from 'sonner';
import { ImagePlus, Images, Trash2, Upload } from 'lucide-react';
import { MAX_GALLERY_IMAGES, messages, VENUE_IMAGE_ACCEPT, type OwnerVenueImage, type VenueImageType } from '@randevu/contracts';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/section-card';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { fill } from '@/lib/format';
import { responsiveImageProps } from '@/lib/responsive-image';
import { useDeleteVenueImage } from '../api/delete-venue-image';
import { useVenueImages } from '../api/get-venue-images';
import { useUploadVenueImage } from '../api/upload-venue-image';
import { LoadFailed } from '@/components/ui/load-failed';

const t = messages.ownerVenues.info;
/** Same limit as the server (api modules/media/images.ts MAX_IMAGE_BYTES), checked here to spare a 10 MB upload. */
const MAX_BYTES = 10 * 1024 * 1024;

function UploadButton({
  venueId,
  imageType,
  altText,
  label,
  disabled,
}: {
  venueId: number;
  imageType: VenueImageType;
  altText: string;
  label: string;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadVenueImage(venueId);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      toast.error(messages.venueImages.tooLarge);
      return;
    }
    upload.mutate(
      { file, imageType, altText },
      {
        onSuccess: () => toast.success(imageType === 'profile' ? t.profileUploaded : t.galleryUploaded),
        onError: (error) => toast.error(error instanceof ApiError && error.status > 0 ? error.message : t.uploadFailed),
      },
    );
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        name={imageType}
        accept={VENUE_IMAGE_ACCEPT}
        className="hidden"
        tabIndex={-1}
        aria-hidden
        onChange={onChange}
      />
      <Button
        type="button"
        variant="outline"
        loading={upload.isPending}
        disabled={disabled}
        onClick={() => input.current?.click()}
        className="w-full sm:w-auto"
      >
        {imageType === 'profile' ? <Upload aria-hidden /> : <ImagePlus aria-hidden />}
        {upload.isPending ? t.uploading : label}
      </Button>
    </>
  );
}

interface ThumbProps {
  image: OwnerVenueImage;
  alt: string;
  sizes: string;
  className: string;
  deleteLabel: string;
  onDelete: () => void;
}

/** A photo with its delete button in the corner (the caller's box is `relative`). */
function Thumb({ image, alt, sizes, className, deleteLabel, onDelete }: ThumbProps) {
  return (
    <>
      <img
        src={image.thumb_url ?? image.image_url}
        {...responsiveImageProps(image, sizes)}
        alt={image.alt_text || alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        loading="lazy"
        decoding="async"
        className={className}
      />
      <Button
        type="button"
        variant="overlay"
        size="icon-sm"
        aria-label={deleteLabel}
        className="absolute top-2 right-2"
        onClick={onDelete}
      >
        <Trash2 aria-hidden />
      </Button>
    </>
  );
}

/** Profile photo and gallery of the venue-info screen (docs/product-owner.md#venue-info). */
export function VenuePhotos({ venueId, venueName }: { venueId: number; venueName: string }) {
  const images = useVenueImages(venueId);
  const remove = useDeleteVenueImage(venueId);
  const [pending, setPending] = useState<OwnerVenueImage | null>(null);

  const profile = images.data?.find((i) => i.image_type === 'profile') ?? null;
  const gallery = images.data?.filter((i) => i.image_type === 'gallery') ?? [];
  const galleryFull = gallery.length >= MAX_GALLERY_IMAGES;

  const confirmDelete = () => {
    if (!pending) return;
    remove.mutate(pending.id, {
      onSuccess: () => {
        toast.success(t.imageDeleted);
        setPending(null);
      },
      onError: () => toast.error(t.imageDeleteFailed),
    });
  };

  return (
    <SectionCard
      icon={Images}
      title={t.photosTitle}
      hint={t.photosHint}
      titleId="venue-photos-title"
      aria-labelledby="venue-photos-title"
      role="region"
    >
      {images.isError ? (
        <LoadFailed
          message={t.imagesLoadFailed}
          retryLabel={t.retry}
          retrying={images.isFetching}
          onRetry={() => void images.refetch()}
        />
      ) : (
        <div className="grid gap-8">
          <section aria-labelledby="profile-photo-title" className="grid gap-3">
            <h3 id="profile-photo-title" className="font-semibold text-ink">
              {t.profileTitle}
            </h3>
            <div className="grid gap-4 sm:grid-cols-[minmax(0,20rem)_1fr] sm:items-end">
              {images.isPending ? (
                <Skeleton className="aspect-[16/10] w-full rounded-2xl" />
              ) : profile ? (
                <div className="relative">
                  <Thumb
                    image={profile}
                    alt={fill(t.profileImageAlt, { name: venueName })}
                    sizes="(min-width: 640px) 20rem, 100vw"
                    className="aspect-[16/10] h-auto w-full rounded-2xl bg-stone-100 object-cover"
                    deleteLabel={t.deleteImage}
                    onDelete={() => setPending(profile)}
                  />
                </div>
              ) : (
                <div className="flex aspect-[16/10] w-full items-center justify-center rounded-2xl border border-dashed border-stone-300 bg-stone-50 px-4 text-center text-sm text-stone-600">
                  {t.profileEmpty}
                </div>
              )}
              <div>
                <UploadButton
                  venueId={venueId}
                  imageType="profile"
                  altText={venueName}
                  label={profile ? t.profileReplace : t.profileUpload}
                  disabled={images.isPending}
                />
              </div>
            </div>
          </section>

          <section aria-labelledby="gallery-title" className="grid gap-3">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 id="gallery-title" className="font-semibold text-ink">
                {t.galleryTitle}
              </h3>
              {images.isSuccess ? (
                <span className="text-sm text-stone-600 tabular-nums">
                  {fill(t.galleryCount, { count: gallery.length, max: MAX_GALLERY_IMAGES })}
                </span>
              ) : null}
            </div>
            {images.isPending ? (
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {[0, 1, 2].map((i) => (
                  <Skeleton key={i} className="aspect-[4/3] rounded-xl" />
                ))}
              </div>
            ) : gallery.length ? (
              <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
                {gallery.map((image, i) => (
                  <li key={image.id} className="relative">
                    <Thumb
                      image={image}
                      alt={fill(t.galleryImageAlt, { name: venueName, index: i + 1 })}
                      sizes="(min-width: 1024px) 12rem, (min-width: 640px) 33vw, 50vw"
                      className="aspect-[4/3] h-auto w-full rounded-xl bg-stone-100 object-cover"
                      deleteLabel={fill(t.deleteImageNamed, { index: i + 1 })}
                      onDelete={() => setPending(image)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-4 py-6 text-center text-sm text-stone-600">
                {t.galleryEmpty}
              </p>
            )}
            <div>
              <UploadButton
                venueId={venueId}
                imageType="gallery"
                altText={venueName}
                label={t.galleryUpload}
                disabled={images.isPending || galleryFull}
              />
              {galleryFull ? <p className="mt-2 text-sm text-stone-600">{messages.venueImages.galleryFull}</p> : null}
            </div>
          </section>
        </div>
      )}

      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        onConfirm={confirmDelete}
        pending={remove.isPending}
        title={t.imageDeleteConfirm}
        description={t.deleteHint}
        cancelLabel={t.no}
        confirmLabel={t.yes}
      />
    </SectionCard>
  );
}
