import { useState, type KeyboardEvent } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { VenueImage } from '@randevu/contracts';
import { messages } from '@randevu/contracts/messages';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fill } from '@/lib/format';
import { responsiveImageProps } from '@/lib/responsive-image';

const t = messages.venues;

/** Thumbnails that open a lightbox; arrows (buttons or keys) move between images. */
export function VenueGallery({ images, venueName }: { images: VenueImage[]; venueName: string }) {
  const [index, setIndex] = useState<number | null>(null);
  const total = images.length;
  const current = index === null ? null : images[index];
  const step = (delta: number) => setIndex((i) => (i === null ? i : (i + delta + total) % total));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') step(1);
    if (event.key === 'ArrowLeft') step(-1);
  };

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setIndex(i)}
              aria-label={fill(t.galleryOpen, { index: i + 1 })}
              className="group block w-full overflow-hidden rounded-2xl bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <img
                src={image.thumb_url ?? image.image_url}
                {...responsiveImageProps(image, '(min-width: 1024px) 15rem, (min-width: 640px) 33vw, 50vw')}
                width={image.width ?? undefined}
                height={image.height ?? undefined}
                alt={image.alt_text ?? ''}
                loading="lazy"
                decoding="async"
                className="aspect-[4/3] h-auto w-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>

      <Dialog open={current !== null} onOpenChange={(open) => !open && setIndex(null)}>
        <DialogContent className="max-w-4xl gap-3 p-3 sm:p-4" onKeyDown={onKeyDown}>
          <DialogTitle className="pt-1 pr-12 pl-1 text-sm font-medium text-stone-700">
            {venueName} · {index !== null ? fill(t.galleryImage, { index: index + 1, total }) : null}
          </DialogTitle>
          <DialogDescription className="sr-only">{t.galleryTitle}</DialogDescription>
          {current ? (
            <img
              src={current.image_url}
              width={current.width ?? undefined}
              height={current.height ?? undefined}
              alt={current.alt_text || fill(t.galleryImage, { index: (index ?? 0) + 1, total })}
              className="h-auto max-h-[70dvh] w-full rounded-xl bg-stone-100 object-contain"
            />
          ) : null}
          {total > 1 ? (
            <div className="flex items-center justify-between gap-3">
              <Button variant="outline" size="icon" onClick={() => step(-1)} aria-label={t.galleryPrevious}>
                <ChevronLeft className="size-5" aria-hidden />
              </Button>
              <span className="text-sm text-stone-600 tabular-nums" aria-hidden>
                {(index ?? 0) + 1} / {total}
              </span>
              <Button variant="outline" size="icon" onClick={() => step(1)} aria-label={t.galleryNext}>
                <ChevronRight className="size-5" aria-hidden />
              </Button>
            </div>
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}
