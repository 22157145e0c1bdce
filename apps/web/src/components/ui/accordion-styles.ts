/** Class names shared by ./accordion and its first-paint stand-in ./lazy-accordion, so both look the same. */
export const accordionItemClass = 'border-b border-stone-200 last:border-b-0';
export const accordionTriggerClass = [
  'group flex flex-1 items-center justify-between gap-4 py-4 text-left text-base font-medium text-ink transition-colors hover:text-brand-800',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
];
export const accordionChevronClass =
  'size-5 shrink-0 text-stone-500 transition-transform duration-200 group-data-[state=open]:rotate-180';
