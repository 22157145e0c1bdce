import { createContext, useContext, useEffect, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Slot } from './slot';
import type * as SheetModule from './sheet';

/**
 * The sheet of ./sheet for a page's first paint (the public header's mobile menu; decision 022): the same parts
 * and props, but Radix Dialog loads right after the first paint instead of before it. Until then the trigger is
 * a plain button with the trigger's attributes, and a click opens the sheet as soon as the code is there.
 * Controlled only (`open` + `onOpenChange`).
 */
type Sheet = typeof SheetModule;
let loaded: Sheet | undefined;
let loading: Promise<Sheet> | undefined;
const loadSheet = () => (loading ??= import('./sheet').then((m) => (loaded = m)));

interface LazySheetState {
  sheet?: Sheet;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}
const LazySheetContext = createContext<LazySheetState>({ open: false, onOpenChange: () => {} });

export function Sheet({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  const [sheet, setSheet] = useState(loaded);
  useEffect(() => {
    if (!sheet) void loadSheet().then(setSheet);
  }, [sheet]);
  return (
    <LazySheetContext.Provider value={{ sheet, open, onOpenChange }}>
      {sheet ? (
        <sheet.Sheet open={open} onOpenChange={onOpenChange}>
          {children}
        </sheet.Sheet>
      ) : (
        children
      )}
    </LazySheetContext.Provider>
  );
}

export function SheetTrigger({ asChild, onClick, ...props }: ComponentProps<Sheet['SheetTrigger']>) {
  const { sheet, open, onOpenChange } = useContext(LazySheetContext);
  if (sheet) return <sheet.SheetTrigger asChild={asChild} onClick={onClick} {...props} />;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) onOpenChange(!open);
      }}
    />
  );
}

export function SheetContent(props: ComponentProps<Sheet['SheetContent']>) {
  const { sheet } = useContext(LazySheetContext);
  return sheet ? <sheet.SheetContent {...props} /> : null;
}

export function SheetTitle(props: ComponentProps<Sheet['SheetTitle']>) {
  const { sheet } = useContext(LazySheetContext);
  return sheet ? <sheet.SheetTitle {...props} /> : null;
}

export function SheetDescription(props: ComponentProps<Sheet['SheetDescription']>) {
  const { sheet } = useContext(LazySheetContext);
  return sheet ? <sheet.SheetDescription {...props} /> : null;
}
