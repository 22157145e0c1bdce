import { MapPin } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import { cn } from '@/lib/cn';

const t = messages.bookingConfirmation.mapLinks;

/** The three map services Turkish customers use, each searching the address as written. */
export function mapLinkHrefs(address: string) {
  const q = encodeURIComponent(address);
  return [
    { key: 'google', label: t.google, href: `https://www.google.com/maps/search/?api=1&query=${q}` },
    { key: 'apple', label: t.apple, href: `https://maps.apple.com/?q=${q}` },
    { key: 'yandex', label: t.yandex, href: `https://yandex.com.tr/harita/?text=${q}` },
  ] as const;
}

/** 'Yol tarifi': the address opened in Google, Apple or Yandex maps, in a new tab; 44 px tall targets. */
export function MapLinks({ address, className }: { address: string; className?: string }) {
  return (
    <nav aria-label={t.label} className={cn('grid gap-2', className)}>
      <p className="flex items-center gap-1.5 text-sm font-semibold text-stone-700">
        <MapPin aria-hidden className="size-4 text-brand-700" />
        {t.label}
      </p>
      <ul className="flex flex-wrap gap-2">
        {mapLinkHrefs(address).map((link) => (
          <li key={link.key}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center rounded-full border border-stone-300 bg-white px-4 text-sm font-medium text-brand-800 hover:border-brand-600 hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
            >
              {link.label}
              <span className="sr-only"> {t.newTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
