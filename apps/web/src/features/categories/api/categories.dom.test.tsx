import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type Service } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { useCategories } from './get-categories';
import { useCategoryServices, useServicesOfCategories } from './get-category-services';

const failure = (status = 500): StubAnswer => ({
  status,
  body: { success: false, code: 'INTERNAL', message: messages.common.genericError },
});
const service = (id: number, categoryId: number, name: string): Service => ({
  id,
  category_id: categoryId,
  name,
  description: null,
  duration_minutes: 30,
  price: 250,
});

/** What a page does with the hook: the names, or the hook's state. */
function CategoryNames() {
  const categories = useCategories();
  if (categories.isPending) return <p>…</p>;
  if (categories.isError) return <p>hata</p>;
  return (
    <ul aria-label="kategoriler">
      {categories.data.map((c) => (
        <li key={c.id}>{c.name}</li>
      ))}
    </ul>
  );
}

function ServicesOf({ ids }: { ids: number[] }) {
  const services = useServicesOfCategories(ids);
  if (services.isPending) return <p>…</p>;
  return (
    <ul aria-label="hizmetler" data-error={services.isError}>
      {services.data.map((s) => (
        <li key={s.id}>{s.name}</li>
      ))}
    </ul>
  );
}

function ChosenCategoryServices() {
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const services = useCategoryServices(categoryId);
  return (
    <>
      <button onClick={() => setCategoryId(2)}>Temizlik</button>
      <p>{services.data?.map((s) => s.name).join(', ') ?? 'boş'}</p>
    </>
  );
}

/** The names in the hook's list (the toaster's list items are not ours). */
const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('categories API hooks', () => {
  it('useCategories reads GET /api/categories', async () => {
    const requests = stubApi({
      'GET /api/categories': () =>
        ok([
          { id: 1, name: 'Güzellik', prefix: 'guzellik', description: null },
          { id: 2, name: 'Temizlik', prefix: 'temizlik', description: null },
        ]),
    });
    renderWithApp(<CategoryNames />);
    expect(items(await screen.findByRole('list', { name: 'kategoriler' }))).toEqual(['Güzellik', 'Temizlik']);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /api/categories']);
  });

  it('a failed list toasts "Kategoriler yüklenirken bir hata oluştu."', async () => {
    stubApi({ 'GET /api/categories': () => failure() });
    renderWithApp(<CategoryNames />);
    expect(await screen.findByText('hata')).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual([messages.locations.categoriesFailed]));
  });

  it('useServicesOfCategories merges the categories’ services in order, each service once', async () => {
    stubApi({
      'GET /api/categories/1/services': () => ok([service(10, 1, 'Saç Kesimi'), service(11, 1, 'Manikür')]),
      'GET /api/categories/2/services': () => ok([service(11, 1, 'Manikür'), service(20, 2, 'Ev Temizliği')]),
    });
    renderWithApp(<ServicesOf ids={[1, 2]} />);
    expect(items(await screen.findByRole('list', { name: 'hizmetler' }))).toEqual(['Saç Kesimi', 'Manikür', 'Ev Temizliği']);
  });

  it('one failed category keeps the others’ services, flags the error and toasts the services message', async () => {
    stubApi({
      'GET /api/categories/1/services': () => ok([service(10, 1, 'Saç Kesimi')]),
      'GET /api/categories/2/services': () => failure(404),
    });
    renderWithApp(<ServicesOf ids={[1, 2]} />);
    const list = await screen.findByRole('list', { name: 'hizmetler' });
    expect(list.getAttribute('data-error')).toBe('true');
    expect(items(list)).toEqual(['Saç Kesimi']);
    await waitFor(() => expect(toastTexts()).toEqual([messages.venues.servicesFailed]));
  });

  it('useCategoryServices waits for a category before asking', async () => {
    const requests = stubApi({ 'GET /api/categories/2/services': () => ok([service(20, 2, 'Ev Temizliği')]) });
    renderWithApp(<ChosenCategoryServices />);
    expect(screen.getByText('boş')).toBeTruthy();
    expect(requests).toHaveLength(0);
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Temizlik' }));
    expect(await screen.findByText('Ev Temizliği')).toBeTruthy();
    expect(requests.map((r) => r.path)).toEqual(['/api/categories/2/services']);
  });
});
