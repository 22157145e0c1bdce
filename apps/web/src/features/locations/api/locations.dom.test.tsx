import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { useCities } from './get-cities';
import { useDistricts } from './get-districts';
import { useNeighborhoods } from './get-neighborhoods';

const l = messages.locations;
const failure = (status: number, message: string): StubAnswer => ({
  status,
  body: { success: false, code: status === 404 ? 'NOT_FOUND' : 'INTERNAL', message },
});
const names = (list: { name: string }[] | undefined) => list?.map((x) => x.name).join(', ') || '-';

/** City → district → neighbourhood, as the venue setup page chains the three hooks. */
function Chain() {
  const [cityId, setCityId] = useState<number>();
  const [districtId, setDistrictId] = useState<number>();
  const cities = useCities();
  const districts = useDistricts(cityId);
  const neighborhoods = useNeighborhoods(districtId);
  return (
    <>
      <p data-testid="cities">{cities.isError ? 'hata' : names(cities.data)}</p>
      <p data-testid="districts">{districts.isError ? 'hata' : names(districts.data)}</p>
      <p data-testid="neighborhoods">{neighborhoods.isError ? 'hata' : names(neighborhoods.data)}</p>
      <button onClick={() => setCityId(34)}>İstanbul</button>
      <button onClick={() => setDistrictId(1)}>Kadıköy</button>
    </>
  );
}

const text = (id: string) => screen.getByTestId(id).textContent;
const click = (name: string) => userEvent.setup({ delay: null }).click(screen.getByRole('button', { name }));

describe('locations API hooks', () => {
  it('reads cities at once, districts once a city is chosen, neighbourhoods once a district is', async () => {
    const requests = stubApi({
      'GET /api/cities': () => ok([{ id: 34, name: 'İstanbul' }]),
      'GET /api/districts/34': () => ok([{ id: 1, city_id: 34, name: 'Kadıköy' }]),
      'GET /api/neighborhoods/1': () => ok([{ id: 10, district_id: 1, name: 'Moda' }]),
    });
    renderWithApp(<Chain />);
    await waitFor(() => expect(text('cities')).toBe('İstanbul'));
    expect(requests.map((r) => r.path)).toEqual(['/api/cities']);
    expect(text('districts')).toBe('-');

    await click('İstanbul');
    await waitFor(() => expect(text('districts')).toBe('Kadıköy'));
    await click('Kadıköy');
    await waitFor(() => expect(text('neighborhoods')).toBe('Moda'));
    expect(requests.map((r) => r.path)).toEqual(['/api/cities', '/api/districts/34', '/api/neighborhoods/1']);
    expect(toastTexts()).toEqual([]);
  });

  it('a failed city list toasts "Şehirler yüklenirken bir hata oluştu."', async () => {
    stubApi({ 'GET /api/cities': () => failure(500, messages.common.genericError) });
    renderWithApp(<Chain />);
    await waitFor(() => expect(text('cities')).toBe('hata'));
    await waitFor(() => expect(toastTexts()).toEqual([l.citiesFailed]));
  });

  it('failed district and neighbourhood lists toast their own messages', async () => {
    stubApi({
      'GET /api/cities': () => ok([{ id: 34, name: 'İstanbul' }]),
      'GET /api/districts/34': () => failure(404, l.cityNotFound),
      'GET /api/neighborhoods/1': () => failure(404, l.districtNotFound),
    });
    renderWithApp(<Chain />);
    await click('İstanbul');
    await waitFor(() => expect(text('districts')).toBe('hata'));
    await waitFor(() => expect(toastTexts()).toEqual([l.districtsFailed]));
    await click('Kadıköy');
    await waitFor(() => expect(text('neighborhoods')).toBe('hata'));
    await waitFor(() => expect(toastTexts()).toContain(l.neighborhoodsFailed));
  });
});
