import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../../test/fetch-stub';
import { renderWithApp } from '../../../test/render';
import BusinessSetupPage from './business-setup';

const t = messages.ownerVenues.setup;

const api = {
  'GET /api/cities': () =>
    ok([
      { id: 34, name: 'İstanbul' },
      { id: 6, name: 'Ankara' },
    ]),
  'GET /api/categories': () => ok([{ id: 1, name: 'Kuaför' }]),
  'GET /api/districts/34': () =>
    ok([
      { id: 1, name: 'Kadıköy' },
      { id: 2, name: 'Beşiktaş' },
    ]),
  'GET /api/districts/6': () =>
    ok([
      { id: 3, name: 'Çankaya' },
      { id: 4, name: 'Keçiören' },
    ]),
  'GET /api/neighborhoods/1': () => ok([{ id: 10, name: 'Moda' }]),
  'GET /api/neighborhoods/3': () => ok([{ id: 30, name: 'Kızılay' }]),
  'GET /api/neighborhoods/4': () => ok([{ id: 40, name: 'Etlik' }]),
};

const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;
const optionTexts = (el: HTMLSelectElement) => Array.from(el.options).map((o) => o.text);
/** Waits until `label`'s list is enabled and offers `name`. */
const offered = (label: string, name: string) =>
  waitFor(() => {
    expect(select(label).disabled).toBe(false);
    expect(optionTexts(select(label))).toContain(name);
  });

/** Opens the form, chooses İstanbul and waits for its districts. */
async function openWithIstanbulChosen() {
  stubApi(api);
  renderWithApp(<BusinessSetupPage />, { route: '/business-setup' });
  const u = userEvent.setup();
  await offered(t.city, 'İstanbul');
  await u.selectOptions(select(t.city), 'İstanbul');
  await offered(t.district, 'Kadıköy');
  return u;
}

describe('venue setup form: city → district → neighbourhood', () => {
  it('keeps each list disabled until the one before it is chosen', async () => {
    stubApi(api);
    renderWithApp(<BusinessSetupPage />, { route: '/business-setup' });
    await offered(t.city, 'İstanbul');
    expect(optionTexts(select(t.city))).toEqual([t.selectCity, 'İstanbul', 'Ankara']);
    expect(select(t.district).disabled).toBe(true);
    expect(optionTexts(select(t.district))).toEqual([t.selectCityFirst]);
    expect(select(t.neighborhood).disabled).toBe(true);
    expect(optionTexts(select(t.neighborhood))).toEqual([t.selectDistrictFirst]);

    const u = userEvent.setup();
    await u.selectOptions(select(t.city), 'İstanbul');
    await offered(t.district, 'Kadıköy');
    expect(optionTexts(select(t.district))).toEqual([t.selectDistrict, 'Kadıköy', 'Beşiktaş']);
    expect(select(t.neighborhood).disabled).toBe(true);

    await u.selectOptions(select(t.district), 'Kadıköy');
    await offered(t.neighborhood, 'Moda');
    expect(optionTexts(select(t.neighborhood))).toEqual([t.selectNeighborhood, 'Moda']);
  });

  it('a new city empties district and neighbourhood; a new district empties the neighbourhood', async () => {
    const u = await openWithIstanbulChosen();
    await u.selectOptions(select(t.district), 'Kadıköy');
    await offered(t.neighborhood, 'Moda');
    await u.selectOptions(select(t.neighborhood), 'Moda');
    expect(select(t.neighborhood).value).toBe('10');

    await u.selectOptions(select(t.city), 'Ankara');
    expect(select(t.district).value).toBe('');
    expect(select(t.neighborhood).value).toBe('');
    expect(select(t.neighborhood).disabled).toBe(true);
    expect(optionTexts(select(t.neighborhood))).toEqual([t.selectDistrictFirst]);
    await offered(t.district, 'Çankaya');
    expect(optionTexts(select(t.district))).not.toContain('Kadıköy');

    await u.selectOptions(select(t.district), 'Çankaya');
    await offered(t.neighborhood, 'Kızılay');
    await u.selectOptions(select(t.neighborhood), 'Kızılay');
    await u.selectOptions(select(t.district), 'Keçiören');
    expect(select(t.neighborhood).value).toBe('');
    await offered(t.neighborhood, 'Etlik');
    expect(optionTexts(select(t.neighborhood))).not.toContain('Kızılay');
  });

  it('choosing the placeholder city again disables both lists', async () => {
    const u = await openWithIstanbulChosen();
    await u.selectOptions(select(t.city), t.selectCity);
    expect(select(t.district).disabled).toBe(true);
    expect(select(t.neighborhood).disabled).toBe(true);
  });

  describe('with the device position', () => {
    afterEach(() => {
      Reflect.deleteProperty(navigator, 'geolocation');
    });

    it('preselects the nearest city once, says so, and loads its districts', async () => {
      // The browser's geolocation is outside the app, like the network: Ankara's centre.
      Object.defineProperty(navigator, 'geolocation', {
        configurable: true,
        value: {
          getCurrentPosition: (ok: PositionCallback) =>
            ok({ coords: { latitude: 39.93, longitude: 32.86 } } as GeolocationPosition),
        },
      });
      stubApi(api);
      renderWithApp(<BusinessSetupPage />, { route: '/business-setup' });
      await waitFor(() => expect(select(t.city).value).toBe('6'));
      expect(screen.getByText(t.cityFromLocation)).toBeTruthy();
      await offered(t.district, 'Çankaya');
      const u = userEvent.setup();
      await u.selectOptions(select(t.city), 'İstanbul');
      expect(screen.queryByText(t.cityFromLocation)).toBeNull();
    });
  });
});

describe('venue setup form: defaults from the business registration (decision 074)', () => {
  it('starts with the business name and phone of the profile', async () => {
    stubApi({
      ...api,
      'GET /api/user/profile': () =>
        ok({ id: 1, role: 'owner', name: 'Nil Güzellik', business_name: 'Nil Güzellik', phone: '02164445566' }),
    });
    renderWithApp(<BusinessSetupPage />, { route: '/business-setup' });
    await waitFor(() => expect((screen.getByLabelText(t.name) as HTMLInputElement).value).toBe('Nil Güzellik'));
    expect((screen.getByLabelText(t.phone, { selector: 'input' }) as HTMLInputElement).value).toBe('02164445566');
  });
});
