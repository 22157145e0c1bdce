import { createContext, useContext, useEffect, useState, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Slot } from './slot';
import type * as DropdownModule from './dropdown-menu';

/**
 * The dropdown menu of ./dropdown-menu for a page's first paint (the public header's account menu; decision 022):
 * the same parts and props, but Radix DropdownMenu (with floating-ui) loads after the first paint, and only for
 * someone signed in. Until then the trigger is a plain button with the trigger's attributes; a click opens the
 * menu as soon as the code is there.
 */
type Dropdown = typeof DropdownModule;
let loaded: Dropdown | undefined;
let loading: Promise<Dropdown> | undefined;
const loadDropdown = () => (loading ??= import('./dropdown-menu').then((m) => (loaded = m)));

interface LazyDropdownState {
  menu?: Dropdown;
  open: boolean;
  setOpen: (open: boolean) => void;
}
const LazyDropdownContext = createContext<LazyDropdownState>({ open: false, setOpen: () => {} });

export function DropdownMenu({ children }: { children: ReactNode }) {
  const [menu, setMenu] = useState(loaded);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!menu) void loadDropdown().then(setMenu);
  }, [menu]);
  return (
    <LazyDropdownContext.Provider value={{ menu, open, setOpen }}>
      {menu ? (
        <menu.DropdownMenu open={open} onOpenChange={setOpen}>
          {children}
        </menu.DropdownMenu>
      ) : (
        children
      )}
    </LazyDropdownContext.Provider>
  );
}

export function DropdownMenuTrigger({ asChild, onClick, ...props }: ComponentProps<Dropdown['DropdownMenuTrigger']>) {
  const { menu, open, setOpen } = useContext(LazyDropdownContext);
  if (menu) return <menu.DropdownMenuTrigger asChild={asChild} onClick={onClick} {...props} />;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-haspopup="menu"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      {...props}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpen(!open);
      }}
    />
  );
}

export function DropdownMenuContent(props: ComponentProps<Dropdown['DropdownMenuContent']>) {
  const { menu } = useContext(LazyDropdownContext);
  return menu ? <menu.DropdownMenuContent {...props} /> : null;
}

export function DropdownMenuItem(props: ComponentProps<Dropdown['DropdownMenuItem']>) {
  const { menu } = useContext(LazyDropdownContext);
  return menu ? <menu.DropdownMenuItem {...props} /> : null;
}
