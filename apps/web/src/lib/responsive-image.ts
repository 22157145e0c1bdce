/** The two renditions of an uploaded image (api modules/media/images.ts): large ≤ 1600 px and thumb ≤ 480 px on the long edge. */
const THUMB_EDGE = 480;

export interface ResponsiveImage {
  image_url: string;
  thumb_url: string | null;
  width: number | null;
  height: number | null;
}

/**
 * `srcset` with each rendition's real width, so the browser picks the thumbnail for small slots.
 * Undefined for seeded images (one size, no dimensions).
 */
export function responsiveSrcSet(image: ResponsiveImage): string | undefined {
  if (!image.thumb_url || !image.width || !image.height) return undefined;
  const scale = Math.min(1, THUMB_EDGE / Math.max(image.width, image.height));
  const thumbWidth = Math.max(1, Math.round(image.width * scale));
  if (thumbWidth >= image.width) return undefined;
  return `${image.thumb_url} ${thumbWidth}w, ${image.image_url} ${image.width}w`;
}

/**
 * An <img>'s `srcSet` and `sizes`, both or neither: `sizes` without `srcset` is invalid HTML (the Nu checker's error)
 * and tells the browser nothing, so a seeded image (one size) gets neither.
 */
export function responsiveImageProps(image: ResponsiveImage, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = responsiveSrcSet(image);
  return srcSet ? { srcSet, sizes } : {};
}
