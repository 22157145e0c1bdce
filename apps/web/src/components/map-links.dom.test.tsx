import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts/messages';
import { MapLinks } from './map-links';

const t = messages.mapLinks;
const address = 'Moda Caddesi No: 112, Caferağa Mahallesi, Kadıköy/İstanbul';

describe('MapLinks', () => {
  it('links the directions and the three map apps to the encoded address, each in a new tab', () => {
    render(<MapLinks address={address} />);
    const q = encodeURIComponent(address);
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(t.directions)).toBe(`https://www.google.com/maps/dir/?api=1&destination=${q}`);
    expect(href(t.google)).toBe(`https://www.google.com/maps/search/?api=1&query=${q}`);
    expect(href(t.apple)).toBe(`https://maps.apple.com/?q=${q}`);
    expect(href(t.yandex)).toBe(`https://yandex.com.tr/harita/?text=${q}`);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('navigation', { name: t.label })).toBeTruthy();
  });
});
