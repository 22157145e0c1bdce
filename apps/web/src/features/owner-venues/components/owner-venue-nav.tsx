import { useId } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { messages } from '@randevu/contracts/messages';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useMyVenues } from '../api/get-my-venues';
import { sectionOf, switchVenuePath, venueSections, type VenueSectionsProps } from '../lib/venue-sections';

const t = messages.ownerVenues.nav;
const panel = messages.ownerVenues.panel;

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const itemClass = (active: boolean) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors',
    focusRing,
    active ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100 hover:text-ink',
  );

/**
 * The owner's persistent navigation inside a venue's pages: the venue (its panel), the switcher when the owner has
 * several, and the sections with the calendar first. A sidebar from `lg`; below it the same list is inside the owner
 * shell's one menu (decision 084), which passes `onNavigate` to close itself on a choice. `badges` puts a count inside
 * an entry's link (its name).
 */
export function OwnerVenueNav({ venueId, venueName, badges = {}, onNavigate }: VenueSectionsProps & { onNavigate?: () => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  const venues = useMyVenues();
  const switcherId = useId();
  const active = sectionOf(location.pathname, venueId);
  const panelPath = paths.owner.venue(venueId);
  const onPanel = location.pathname.replace(/\/+$/, '') === panelPath;
  const others = venues.data ?? [];
  const close = () => onNavigate?.();

  const switchTo = (value: string) => {
    const next = others.find((v) => v.id === Number(value));
    if (!next || next.id === venueId) return;
    close();
    navigate(switchVenuePath(location.pathname, venueId, next.id), { state: { venueName: next.name } });
  };

  return (
    <nav aria-label={t.label} className="grid gap-3 lg:sticky lg:top-24">
      <div className="grid gap-3">
        <Link
          to={panelPath}
          state={venueName ? { venueName } : undefined}
          aria-current={onPanel ? 'page' : undefined}
          onClick={close}
          className={cn(
            'grid rounded-lg px-3 py-2',
            focusRing,
            onPanel ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-stone-100',
          )}
        >
          <span className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{panel.title}</span>
          <span className="truncate font-semibold">{venueName ?? messages.common.loading}</span>
        </Link>
        {others.length > 1 ? (
          <div className="grid gap-1 px-1">
            <label htmlFor={switcherId} className="text-xs font-medium text-stone-600">
              {t.switcher}
            </label>
            <Select id={switcherId} value={venueId} onChange={(e) => switchTo(e.target.value)}>
              {others.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        <ul className="grid gap-1 border-t border-stone-200 pt-3">
          {venueSections.map(({ key, to, title, icon: Icon }) => (
            <li key={key}>
              <Link
                to={to(venueId)}
                state={venueName ? { venueName } : undefined}
                aria-current={active?.key === key ? 'page' : undefined}
                onClick={close}
                className={itemClass(active?.key === key)}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                <span className="min-w-0 flex-1 truncate">{title}</span> {badges[key] ?? null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
