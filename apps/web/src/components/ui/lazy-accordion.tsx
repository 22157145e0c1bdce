import { createContext, useContext, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cx } from '@/lib/cx';
import type * as AccordionModule from './accordion';
import { accordionChevronClass, accordionItemClass, accordionTriggerClass } from './accordion-styles';

/**
 * The accordion of ./accordion for a page's first paint (the landing page's FAQ; decision 022): the same parts,
 * the same markup with every item closed, and Radix Accordion loading right after the first paint. A question
 * clicked before then opens as soon as the code is there. Single-open and collapsible only.
 */
type Accordion = typeof AccordionModule;
let loaded: Accordion | undefined;
let loading: Promise<Accordion> | undefined;
const loadAccordion = () => (loading ??= import('./accordion').then((m) => (loaded = m)));

interface LazyAccordionState {
  accordion?: Accordion;
  setValue: (value: string) => void;
}
const LazyAccordionContext = createContext<LazyAccordionState>({ setValue: () => {} });
const ItemContext = createContext('');

export function Accordion({
  className,
  children,
}: {
  type: 'single';
  collapsible: true;
  className?: string;
  children: ReactNode;
}) {
  const [accordion, setAccordion] = useState(loaded);
  const [value, setValue] = useState('');
  useEffect(() => {
    if (!accordion) void loadAccordion().then(setAccordion);
  }, [accordion]);
  return (
    <LazyAccordionContext.Provider value={{ accordion, setValue }}>
      {accordion ? (
        <accordion.Accordion type="single" collapsible value={value} onValueChange={setValue} className={className}>
          {children}
        </accordion.Accordion>
      ) : (
        <div data-orientation="vertical" className={className}>
          {children}
        </div>
      )}
    </LazyAccordionContext.Provider>
  );
}

export function AccordionItem({ className, value, children, ...props }: ComponentProps<Accordion['AccordionItem']>) {
  const { accordion } = useContext(LazyAccordionContext);
  return (
    <ItemContext.Provider value={value}>
      {accordion ? (
        <accordion.AccordionItem value={value} className={className} {...props}>
          {children}
        </accordion.AccordionItem>
      ) : (
        <div data-state="closed" data-orientation="vertical" className={cx(accordionItemClass, className)}>
          {children}
        </div>
      )}
    </ItemContext.Provider>
  );
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<Accordion['AccordionTrigger']>) {
  const { accordion, setValue } = useContext(LazyAccordionContext);
  const value = useContext(ItemContext);
  if (accordion) {
    return (
      <accordion.AccordionTrigger className={className} {...props}>
        {children}
      </accordion.AccordionTrigger>
    );
  }
  return (
    <h3 data-orientation="vertical" data-state="closed" className="flex">
      <button
        type="button"
        aria-expanded={false}
        data-state="closed"
        data-orientation="vertical"
        className={cx(...accordionTriggerClass, className)}
        onClick={() => setValue(value)}
      >
        {children}
        <ChevronDown aria-hidden className={accordionChevronClass} />
      </button>
    </h3>
  );
}

export function AccordionContent(props: ComponentProps<Accordion['AccordionContent']>) {
  const { accordion } = useContext(LazyAccordionContext);
  return accordion ? <accordion.AccordionContent {...props} /> : null;
}
