import { NavCard } from '@/components/nav-card';
import { venueSections, type VenueSectionKey, type VenueSectionsProps } from '../lib/venue-sections';

/** The panel's tiles in the order of docs/product-owner.md#venue-panel: the calendar, the first five, then the later sections. */
const PANEL_ORDER: readonly VenueSectionKey[] = [
  'calendar',
  'venueInfo',
  'faqs',
  'appointments',
  'customers',
  'reviews',
  'reports',
  'services',
  'experts',
  'availability',
];

/**
 * The venue management panel's entries: the calendar first, the first five (docs/product-owner.md#venue-panel) and the availability
 * rules. `badges` puts a count beside an
 * entry (the pending requests beside 'Randevu Yönetimi').
 */
export function OwnerVenuePanel({ venueId, venueName, badges = {} }: VenueSectionsProps) {
  const entries = PANEL_ORDER.map((key) => {
    const section = venueSections.find((s) => s.key === key)!;
    return { key, to: section.to(venueId), title: section.panelTitle ?? section.title, hint: section.hint, icon: section.icon };
  });
  return (
    // Two columns beside the owner navigation's sidebar: three made each tile's hint wrap over five lines.
    <ul className="grid gap-3 sm:grid-cols-2">
      {entries.map(({ key, to, title, hint, icon }) => (
        <li key={key}>
          <NavCard
            to={to}
            state={venueName ? { venueName } : undefined}
            icon={icon}
            className="h-full"
            titleClassName="font-semibold text-ink"
            title={
              <>
                {title}
                {badges[key] ?? null}
              </>
            }
            hint={<span className="text-sm text-stone-600">{hint}</span>}
          />
        </li>
      ))}
    </ul>
  );
}
