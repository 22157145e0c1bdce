import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { VenueGallery } from './venue-gallery';

/** The thumbnails' markup: `sizes` only beside a `srcset` (the Nu HTML checker rejects `sizes` alone). */
describe('VenueGallery', () => {
  it('gives a seeded image (one size) neither srcset nor sizes, and an upload both', () => {
    const { container } = render(
      <VenueGallery
        venueName="Işıl Güzellik Salonu"
        images={[
          { id: 1, image_url: '/uploads/demo/venue-1-gallery-1.svg', thumb_url: null, alt_text: null, width: null, height: null },
          { id: 2, image_url: '/uploads/l.webp', thumb_url: '/uploads/s.webp', alt_text: 'Salon', width: 1600, height: 1200 },
        ]}
      />,
    );
    const [seeded, upload] = Array.from(container.querySelectorAll('img'));
    expect(seeded!.hasAttribute('srcset')).toBe(false);
    expect(seeded!.hasAttribute('sizes')).toBe(false);
    expect(upload!.getAttribute('srcset')).toBe('/uploads/s.webp 480w, /uploads/l.webp 1600w');
    expect(upload!.getAttribute('sizes')).toBe('(min-width: 1024px) 15rem, (min-width: 640px) 33vw, 50vw');
  });
});
