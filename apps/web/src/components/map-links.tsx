import { MapPin, Navigation } from 'lucide-react';
import { directionsUrl, mapLinks, messages } from '@randevu/contracts/messages';
import { cn } from '@/lib/cn';

const t = messages.mapLinks;
const LABELS = { google: t.google, apple: t.apple, yandex: t.yandex } as const;

/**
 * A venue's full address in a map app and the route to it (decision 080): "Yol tarifi" first (Google Maps
 * directions, the most used), then the address searched in Google, Apple and Yandex maps. Each opens in a new tab;
 * every link is a 44 px touch target.
 */
export function MapLinks({ address, className }: { address: string; className?: string }) {
  const link =
    'inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-brand-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600';
  return (
    <nav aria-label={t.label} className={cn('-mx-2 mt-1 flex flex-wrap items-center gap-x-1', className)}>
      <a href={directionsUrl(address)} target="_blank" rel="noopener noreferrer" className={link}>
        <Navigation className="size-4 shrink-0" aria-hidden />
        {t.directions}
      </a>
      {mapLinks(address).map((m) => (
        <a key={m.key} href={m.url} target="_blank" rel="noopener noreferrer" className={link}>
          <MapPin className="size-4 shrink-0" aria-hidden />
          {LABELS[m.key]}
        </a>
      ))}
    </nav>
  );
}
