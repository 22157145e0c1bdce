import { afterEach, describe, expect, it } from 'vitest';
import { venueQueryOptions } from './get-venue';

/** The venue page's first render uses the venue the server inlined into the HTML (apps/api web plugin). */
function inline(text: string, type = 'application/json') {
  const element = document.createElement('script');
  element.type = type;
  element.id = 'venue-data';
  element.textContent = text;
  document.body.append(element);
}

const initialData = (id: number) => {
  const init = venueQueryOptions(id).initialData;
  return typeof init === 'function' ? init() : init;
};

afterEach(() => document.getElementById('venue-data')?.remove());

describe('the inlined venue', () => {
  it("is this venue's data, read once", () => {
    inline(JSON.stringify({ success: true, data: { id: 7, name: '</script> Işıl' } }));
    expect(initialData(7)).toEqual({ id: 7, name: '</script> Işıl' });
    expect(document.getElementById('venue-data')).toBeNull();
    expect(initialData(7)).toBeUndefined();
  });

  it('is ignored for another venue, for an error answer, for text that is not JSON and for another element type', () => {
    inline(JSON.stringify({ success: true, data: { id: 8 } }));
    expect(initialData(7)).toBeUndefined();
    inline(JSON.stringify({ success: false, code: 'NOT_FOUND' }));
    expect(initialData(7)).toBeUndefined();
    inline('{"success": tr');
    expect(initialData(7)).toBeUndefined();
    inline(JSON.stringify({ success: true, data: { id: 7 } }), 'text/plain');
    expect(initialData(7)).toBeUndefined();
  });

  it('is absent on a page the server did not inline into', () => {
    expect(initialData(7)).toBeUndefined();
  });
});
