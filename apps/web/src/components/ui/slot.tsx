import { cloneElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode, type Ref } from 'react';

type Props = Record<string, unknown>;

/**
 * `asChild` for the first paint's parts (Button, the lazy menu and sheet triggers): renders the single
 * child element with these props merged into its own, as Radix's Slot does (1.5 KB gzipped with compose-refs, which
 * the first paint does not need): the child's props win, except that event handlers both run (the child's first),
 * styles merge, class names join and both refs are set. Radix components keep using their own Slot.
 */
export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const slotValue = slotProps[name];
    const childValue = childProps[name];
    if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = childValue(...args);
        slotValue(...args);
        return result;
      };
    } else if (/^on[A-Z]/.test(name) && childValue === undefined) {
      merged[name] = slotValue;
    } else if (name === 'style') {
      merged.style = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) };
    } else if (name === 'className') {
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    }
  }
  const childRef = childProps.ref as Ref<unknown> | undefined;
  if (ref && childRef) merged.ref = (node: unknown) => [ref, childRef].forEach((r) => setRef(r, node));
  else if (ref ?? childRef) merged.ref = ref ?? childRef;
  return cloneElement(children as ReactElement<Props>, merged);
}

function setRef(ref: Ref<unknown>, node: unknown) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
