import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { TabsList } from '@/components/ui/tabs';
import { cn } from '@/lib/cn';

/**
 * The filters' tab list, scrolled sideways when it is wider than the screen (a phone): each tab snaps to the edge,
 * a fade with a chevron marks the side with more tabs, and the active tab is scrolled into view (decision 071).
 */
export function FilterTabsList({ label, active, children }: { label: string; active: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState({ start: false, end: false });

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => {
    const tab = ref.current?.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
    // jsdom has no scrollIntoView; a browser scrolls the list only, never the page ('nearest' on both axes).
    tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest', behavior: 'smooth' });
  }, [active]);

  return (
    <div className="relative min-w-0" data-testid="filter-tabs" data-more-start={more.start} data-more-end={more.end}>
      <TabsList
        ref={ref}
        aria-label={label}
        className="snap-x snap-mandatory scroll-px-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden [&>*]:snap-start [&>*:last-child]:snap-end"
      >
        {children}
      </TabsList>
      <Fade side="start" shown={more.start} list={ref} />
      <Fade side="end" shown={more.end} list={ref} />
    </div>
  );
}

/**
 * The fade over the edge with more tabs. Its chevron scrolls the list for a mouse (the scrollbar is hidden); a keyboard
 * moves between tabs with the arrows and the active one scrolls into view, so the fade is hidden from assistive tech.
 */
function Fade({ side, shown, list }: { side: 'start' | 'end'; shown: boolean; list: RefObject<HTMLDivElement | null> }) {
  const Icon = side === 'start' ? ChevronLeft : ChevronRight;
  const scroll = () => {
    const el = list.current;
    el?.scrollBy?.({ left: (side === 'start' ? -1 : 1) * el.clientWidth * 0.6, behavior: 'smooth' });
  };
  return (
    <div
      aria-hidden
      onClick={shown ? scroll : undefined}
      className={cn(
        'absolute inset-y-0 flex w-10 cursor-pointer items-center from-stone-100 from-40% to-transparent transition-opacity',
        !shown && 'pointer-events-none',
        side === 'start'
          ? 'left-0 justify-start rounded-l-xl bg-gradient-to-r pl-0.5'
          : 'right-0 justify-end rounded-r-xl bg-gradient-to-l pr-0.5',
        shown ? 'opacity-100' : 'opacity-0',
      )}
    >
      <Icon className="size-4 text-stone-500" />
    </div>
  );
}
