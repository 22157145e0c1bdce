import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type VenueFaq } from '@randevu/contracts';
import { fill } from '@/lib/format';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../../../test/render';
import { VenueFaqList } from './venue-faq-list';

const t = messages.venueFaqs;
const url = '/api/owner/venues/4/faqs';
const faq = (id: number, question: string, over: Partial<VenueFaq> = {}): VenueFaq => ({
  id,
  question,
  answer: `${question} cevabı`,
  is_active: true,
  position: id,
  ...over,
});
const faqs = [
  faq(1, 'Otopark var mı?'),
  faq(2, 'Kartla ödeme alıyor musunuz?', { is_active: false }),
  faq(3, 'Randevusuz gelebilir miyim?'),
];
const failure: StubAnswer = { status: 500, body: { success: false, code: 'INTERNAL', message: messages.common.genericError } };
const u = () => userEvent.setup({ delay: null });

function renderList(handlers: Parameters<typeof stubApi>[0]) {
  const requests = stubApi({ [`GET ${url}`]: () => ok(faqs), ...handlers });
  const onAdd = vi.fn();
  const onEdit = vi.fn();
  renderWithApp(<VenueFaqList venueId={4} onAdd={onAdd} onEdit={onEdit} />);
  return { requests, onAdd, onEdit };
}
const questions = () =>
  within(screen.getByRole('region', { name: t.listLabel }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('venue FAQ list', () => {
  it('shows the questions in order with Görünür/Gizli; the first cannot move up nor the last down', async () => {
    const { onEdit } = renderList({});
    await waitFor(() => expect(questions()).toEqual(faqs.map((f) => f.question)));
    const cards = within(screen.getByRole('region', { name: t.listLabel })).getAllByRole('listitem');
    expect(cards.map((c) => (c.textContent?.includes(t.visible) ? t.visible : t.hidden))).toEqual([
      t.visible,
      t.hidden,
      t.visible,
    ]);
    const up = (q: string) => screen.getByRole('button', { name: fill(t.moveUp, { question: q }) }) as HTMLButtonElement;
    const down = (q: string) => screen.getByRole('button', { name: fill(t.moveDown, { question: q }) }) as HTMLButtonElement;
    expect(up('Otopark var mı?').disabled).toBe(true);
    expect(down('Randevusuz gelebilir miyim?').disabled).toBe(true);
    await u().click(screen.getByRole('button', { name: fill(t.editLabel, { question: 'Otopark var mı?' }) }));
    expect(onEdit).toHaveBeenCalledWith(faqs[0]);
  });

  it('empty: the empty texts and an add button', async () => {
    const { onAdd } = renderList({ [`GET ${url}`]: () => ok([]) });
    expect(await screen.findByText(t.empty)).toBeTruthy();
    expect(screen.getByText(t.emptyHint)).toBeTruthy();
    await u().click(screen.getByRole('button', { name: t.add }));
    expect(onAdd).toHaveBeenCalledOnce();
  });

  it('a failed load says so; "Tekrar dene" asks again', async () => {
    let fail = true;
    renderList({ [`GET ${url}`]: () => (fail ? failure : ok(faqs)) });
    expect((await screen.findByRole('alert')).textContent).toContain(t.loadFailed);
    fail = false;
    await u().click(screen.getByRole('button', { name: t.retry }));
    await waitFor(() => expect(questions()).toHaveLength(3));
  });

  it('moving a question down sends the new order at once', async () => {
    const reordered = [faqs[1]!, faqs[0]!, faqs[2]!];
    const { requests } = renderList({ [`PUT ${url}/order`]: () => ok(reordered) });
    await waitFor(() => expect(questions()).toHaveLength(3));
    await u().click(screen.getByRole('button', { name: fill(t.moveDown, { question: 'Otopark var mı?' }) }));
    await waitFor(() => expect(questions()).toEqual(reordered.map((f) => f.question)));
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ faq_ids: [2, 1, 3] });
  });

  it('a failed move puts the order back and toasts "Sıralama güncellenirken bir hata oluştu."', async () => {
    renderList({ [`PUT ${url}/order`]: () => failure });
    await waitFor(() => expect(questions()).toHaveLength(3));
    await u().click(screen.getByRole('button', { name: fill(t.moveUp, { question: 'Randevusuz gelebilir miyim?' }) }));
    await waitFor(() => expect(toastTexts()).toEqual([t.orderFailed]));
    await waitFor(() => expect(questions()).toEqual(faqs.map((f) => f.question)));
  });

  it('deletes after "Evet"; a failure toasts "Silme sırasında bir hata oluştu."', async () => {
    let fail = false;
    const { requests } = renderList({ [`DELETE ${url}/2`]: () => (fail ? failure : ok({ id: 2 })) });
    await waitFor(() => expect(questions()).toHaveLength(3));
    const remove = async () => {
      await u().click(screen.getByRole('button', { name: fill(t.deleteLabel, { question: 'Kartla ödeme alıyor musunuz?' }) }));
      const dialog = await findOpenDialog('alertdialog');
      expect(within(dialog).getByText(t.deleteConfirm)).toBeTruthy();
      await u().click(within(dialog).getByRole('button', { name: t.yes }));
    };
    await remove();
    await waitFor(() => expect(toastTexts()).toEqual([t.deleted]));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual([`${url}/2`]);
    fail = true;
    await remove();
    await waitFor(() => expect(toastTexts()).toContain(t.deleteFailed));
  });
});
