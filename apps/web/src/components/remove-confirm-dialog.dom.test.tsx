import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { ok, stubApi } from '../../test/fetch-stub';
import { renderWithApp, toastTexts, findOpenDialog } from '../../test/render';
import { api } from '@/lib/api-client';
import { fill } from '@/lib/format';
import { useConfirmedRemoval } from '@/lib/use-confirmed-removal';
import { RemoveConfirmDialog } from './remove-confirm-dialog';
import { RemoveButton } from './row-actions';

const t = messages.experts;
const url = '/api/owner/experts/7';
const expert = { id: 7, name: 'Ayşe Yılmaz' };
const rowLabel = fill(t.removeLabel, { name: expert.name });

/** One list row's delete button with the shared question, as the expert and sub-service lists use them. */
function Row() {
  const remove = useMutation({ mutationFn: (id: number) => api.delete<{ id: number }>(`/api/owner/experts/${id}`) });
  const removal = useConfirmedRemoval<typeof expert, unknown>(remove, { deleted: t.deleted, failed: t.deleteFailed });
  return (
    <>
      <RemoveButton label={t.remove} aria-label={rowLabel} onClick={() => removal.ask(expert)} />
      <RemoveConfirmDialog removal={removal} texts={t} />
    </>
  );
}

const openQuestion = async () => {
  const user = userEvent.setup({ delay: null });
  await user.click(screen.getByRole('button', { name: rowLabel }));
  return { user, dialog: await findOpenDialog('alertdialog', t.removeConfirmTitle) };
};

const toast = async () => {
  await waitFor(() => expect(toastTexts().length).toBeGreaterThan(0));
  return toastTexts()[0];
};

describe('confirmed removal of a named row', () => {
  it('asks with the name first; keeping it sends nothing', async () => {
    const requests = stubApi({});
    renderWithApp(<Row />);
    const { user, dialog } = await openQuestion();
    expect(within(dialog).getByText(fill(t.removeConfirmText, { name: expert.name }))).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.keep }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests).toEqual([]);
  });

  it('deletes on yes, says so and closes', async () => {
    const requests = stubApi({ [`DELETE ${url}`]: () => ok({ id: 7 }) });
    renderWithApp(<Row />);
    const { user, dialog } = await openQuestion();
    await user.click(within(dialog).getByRole('button', { name: t.removeConfirm }));
    expect(await toast()).toBe(t.deleted);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`DELETE ${url}`]);
  });

  it("shows a 409's own message (what still uses the row), and the generic text for any other failure", async () => {
    const busy = '2 yaklaşan randevusu olan uzman silinemez.';
    stubApi({ [`DELETE ${url}`]: () => ({ status: 409, body: { success: false, code: 'CONFLICT', message: busy } }) });
    const view = renderWithApp(<Row />);
    let { user, dialog } = await openQuestion();
    await user.click(within(dialog).getByRole('button', { name: t.removeConfirm }));
    expect(await toast()).toBe(busy);
    view.unmount();

    stubApi({ [`DELETE ${url}`]: () => ({ status: 500, body: { success: false, code: 'INTERNAL', message: busy } }) });
    renderWithApp(<Row />);
    ({ user, dialog } = await openQuestion());
    await user.click(within(dialog).getByRole('button', { name: t.removeConfirm }));
    await waitFor(() => expect(toastTexts()).toContain(t.deleteFailed));
  });
});
