import { describe, expect, it } from 'vitest';
import { responsiveImageProps, responsiveSrcSet } from './responsive-image';

describe('responsiveSrcSet', () => {
  it('describes both renditions by their real widths, landscape and portrait', () => {
    expect(responsiveSrcSet({ image_url: '/l.webp', thumb_url: '/s.webp', width: 1600, height: 800 })).toBe(
      '/s.webp 480w, /l.webp 1600w',
    );
    expect(responsiveSrcSet({ image_url: '/l.webp', thumb_url: '/s.webp', width: 800, height: 1600 })).toBe(
      '/s.webp 240w, /l.webp 800w',
    );
  });

  it('gives no srcset for a seeded image or one no larger than its thumbnail', () => {
    expect(responsiveSrcSet({ image_url: '/demo.svg', thumb_url: null, width: null, height: null })).toBeUndefined();
    expect(responsiveSrcSet({ image_url: '/l.webp', thumb_url: '/s.webp', width: 300, height: 200 })).toBeUndefined();
  });
});

describe('responsiveImageProps', () => {
  it('gives srcSet and sizes together, or neither for an image with one size', () => {
    expect(responsiveImageProps({ image_url: '/l.webp', thumb_url: '/s.webp', width: 1600, height: 800 }, '50vw')).toEqual({
      srcSet: '/s.webp 480w, /l.webp 1600w',
      sizes: '50vw',
    });
    expect(responsiveImageProps({ image_url: '/demo.svg', thumb_url: null, width: null, height: null }, '50vw')).toEqual({});
  });
});
