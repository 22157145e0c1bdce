import { useState } from 'react';
import { Store } from 'lucide-react';
import { cn } from '@/lib/cn';
import { initials } from '@/lib/format';

export interface VenueImageProps {
  src: string | null | undefined;
  /** Empty for a decorative image (a card whose name is printed beside it). */
  alt: string;
  name: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** With srcSet: the slot's width, so the browser can pick the thumbnail. */
  sizes?: string;
  srcSet?: string;
  width?: number | null;
  height?: number | null;
}

/** A venue's picture, or a branded placeholder with its initials when there is none or it fails to load. */
export function VenueImage({ src, alt, name, className, loading = 'lazy', sizes, srcSet, width, height }: VenueImageProps) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn(
          'relative flex items-center justify-center overflow-hidden bg-gradient-to-br from-brand-100 via-brand-50 to-amber-50 text-brand-800',
          className,
        )}
      >
        <Store className="absolute right-4 bottom-4 size-10 text-brand-200" aria-hidden />
        <span className="text-4xl font-bold tracking-tight">{initials(name)}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width ?? undefined}
      height={height ?? undefined}
      alt={alt}
      loading={loading}
      // An eager image is the page's hero and its largest paint: fetch it before the lazy ones (decision 022).
      fetchPriority={loading === 'eager' ? 'high' : undefined}
      decoding={loading === 'eager' ? 'auto' : 'async'}
      onError={() => setFailed(true)}
      className={cn('bg-stone-100 object-cover', className)}
    />
  );
}
