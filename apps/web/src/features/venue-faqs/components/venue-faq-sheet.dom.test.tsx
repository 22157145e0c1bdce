import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages, type VenueFaq } from '@randevu/contracts';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { VenueFaqSheet } from './venue-faq-sheet';

const t = messages.venueFaqs;
const url = '/api/owner/venues/4/faqs';
const u = () => userEvent.setup({ delay: null });
const existing: VenueFaq = { id: 7, question: 'Otopark var mı?', answer: 'Evet, binanın önünde.', is_active: true, position: 0 };

function renderSheet(faq: VenueFaq | null, answer: () => StubAnswer = () => ok({ ...existing, id: 8 })) {
  const requests = stubApi({ [`POST ${url}`]: answer, [`PUT ${url}/7`]: answer, [`GET ${url}`]: () => ok([]) });
  const onOpenChange = vi.fn();
  renderWithApp(<VenueFaqSheet venueId={4} open onOpenChange={onOpenChange} faq={faq} />);
  return { requests, onOpenChange, writes: () => requests.filter((r) => r.method !== 'GET') };
}
const sheet = () => screen.getByRole('dialog');
const box = (label: string) => within(sheet()).getByLabelText(label) as HTMLInputElement;
const save = () => u().click(within(sheet()).getByRole('button', { name: t.save }));

describe('venue FAQ sheet', () => {
  it('a new question: empty fields are refused with "Lütfen tüm alanları doldurun."', async () => {
    const { writes } = renderSheet(null);
    expect(within(sheet()).getByRole('heading', { name: t.addTitle })).toBeTruthy();
    await save();
    expect(await within(sheet()).findAllByText(t.fieldsRequired)).toHaveLength(2);
    expect(writes()).toHaveLength(0);
  });

  it('adds a hidden question with POST, says so and closes', async () => {
    const { writes, onOpenChange } = renderSheet(null);
    await u().type(box(t.question), '  Çocuklar için indirim var mı? ');
    await u().type(box(t.answer), 'Hayır.');
    const visible = within(sheet()).getByRole('switch', { name: t.active });
    expect(visible.getAttribute('aria-checked')).toBe('true');
    await u().click(visible);
    expect(within(sheet()).getByText(t.hiddenHint)).toBeTruthy();
    await save();
    await waitFor(() => expect(toastTexts()).toEqual([t.added]));
    expect(writes().map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', url, { question: 'Çocuklar için indirim var mı?', answer: 'Hayır.', is_active: false }],
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('edits an existing question with PUT', async () => {
    const { writes } = renderSheet(existing, () => ok(existing));
    expect(within(sheet()).getByRole('heading', { name: t.editTitle })).toBeTruthy();
    expect(box(t.question).value).toBe('Otopark var mı?');
    await u().clear(box(t.answer));
    await u().type(box(t.answer), 'Hayır, yakında otopark var.');
    await save();
    await waitFor(() => expect(toastTexts()).toEqual([t.updated]));
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      path: `${url}/7`,
      body: { question: 'Otopark var mı?', answer: 'Hayır, yakında otopark var.', is_active: true },
    });
  });

  it("the 50-question limit (409): the server's text as the toast; the sheet stays open", async () => {
    const { onOpenChange } = renderSheet(null, () => ({
      status: 409,
      body: { success: false, code: 'FAQ_LIMIT_REACHED', message: t.limitReached },
    }));
    await u().type(box(t.question), 'Yeni soru?');
    await u().type(box(t.answer), 'Cevap.');
    await save();
    await waitFor(() => expect(toastTexts()).toEqual([t.limitReached]));
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('a field refused by the server shows its message there, and the generic failure toast', async () => {
    renderSheet(null, () => ({
      status: 400,
      body: { success: false, code: 'VALIDATION_ERROR', message: t.questionTooLong, errors: { question: t.questionTooLong } },
    }));
    await u().type(box(t.question), 'Soru?');
    await u().type(box(t.answer), 'Cevap.');
    await save();
    expect(await within(sheet()).findByText(t.questionTooLong)).toBeTruthy();
    await waitFor(() => expect(toastTexts()).toEqual([t.saveFailed]));
  });
});
