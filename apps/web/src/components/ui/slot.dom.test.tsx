import { createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Slot } from './slot';

/** The first paint's Slot merges props as Radix's Slot does. */
describe('Slot', () => {
  it('renders the child with the slot props, the child winning, class names joined and styles merged', () => {
    render(
      <Slot className="a" title="slot" aria-label="from slot" style={{ color: 'red', margin: 1 }}>
        <a href="/x" className="b" title="child" style={{ color: 'blue' }}>
          link
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'from slot' });
    expect(link.getAttribute('href')).toBe('/x');
    expect(link.className).toBe('a b');
    expect(link.title).toBe('child');
    expect(link.style.color).toBe('blue');
    expect(link.style.margin).toBe('1px');
  });

  it('runs both click handlers, the child first, and a lone handler of either side', () => {
    const calls: string[] = [];
    render(
      <>
        <Slot onClick={() => calls.push('slot')}>
          <button type="button" onClick={() => calls.push('child')}>
            both
          </button>
        </Slot>
        <Slot onClick={() => calls.push('slot only')}>
          <button type="button">slot only</button>
        </Slot>
        <Slot>
          <button type="button" onClick={() => calls.push('child only')}>
            child only
          </button>
        </Slot>
      </>,
    );
    for (const name of ['both', 'slot only', 'child only']) fireEvent.click(screen.getByRole('button', { name }));
    expect(calls).toEqual(['child', 'slot', 'slot only', 'child only']);
  });

  it('sets both refs', () => {
    const slotRef = createRef<HTMLButtonElement>();
    const childRef = vi.fn();
    render(
      <Slot ref={slotRef}>
        <button type="button" ref={childRef}>
          x
        </button>
      </Slot>,
    );
    expect(slotRef.current).toBe(screen.getByRole('button'));
    expect(childRef).toHaveBeenCalledWith(screen.getByRole('button'));
  });
});
