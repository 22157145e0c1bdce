import { afterEach, describe, expect, it } from 'vitest';
import { citiesQueryOptions } from './get-cities';

const initialData = () => {
  const init = citiesQueryOptions().initialData;
  return typeof init === 'function' ? init() : init;
};

afterEach(() => document.getElementById('cities-data')?.remove());

describe('the inlined cities', () => {
  it('are the answer a rendered listing carries (decision 095), read once; nothing on a page without it', () => {
    expect(initialData()).toBeUndefined();
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'cities-data';
    element.textContent = JSON.stringify({ success: true, data: [{ id: 22, name: 'Edirne' }] });
    document.body.append(element);
    expect(initialData()).toEqual([{ id: 22, name: 'Edirne' }]);
    expect(initialData()).toBeUndefined();
  });
});
