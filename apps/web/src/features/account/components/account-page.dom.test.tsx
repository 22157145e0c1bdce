import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { messages, type AccountSession } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { findOpenDialog, renderWithApp, toastTexts } from '../../../../test/render';
import { aliVeli } from '../../../../test/user-fixtures';
import { getStoredUser, storeUser } from '@/lib/session';
import { AccountPage } from './account-page';

const t = messages.account;
const u = () => userEvent.setup({ delay: null });
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1';

const session = (id: number, over: Partial<AccountSession> = {}): AccountSession => ({
  id,
  created_at: '2026-12-01T09:00:00Z',
  last_used_at: '2026-12-07T10:30:00Z',
  expires_at: '2027-01-01T09:00:00Z',
  user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36',
  ip_hint: '85.105.12.x',
  current: false,
  ...over,
});

function renderPage(role: 'owner' | 'user', handlers: Parameters<typeof stubApi>[0] = {}) {
  const user = aliVeli(role === 'owner' ? { role, business_name: 'Işıl Güzellik', name: 'Işıl Güzellik', first_name: null } : {});
  storeUser(user);
  let sessions = [session(1, { current: true }), session(2, { user_agent: IPHONE })];
  const requests = stubApi({
    'GET /api/account/sessions': () => ok(sessions),
    'DELETE /api/account/sessions/2': () => {
      sessions = sessions.filter((s) => s.id !== 2);
      return ok(null);
    },
    ...handlers,
  });
  const onDeleted = vi.fn();
  renderWithApp(<AccountPage onDeleted={onDeleted} />);
  return { requests, onDeleted };
}

describe('the account page', () => {
  beforeEach(() => localStorage.clear());

  it("lists the sessions with the device, the times in Turkish and 'Bu cihaz', and signs another one out", async () => {
    const { requests } = renderPage('user');
    expect(screen.getByRole('heading', { level: 1, name: t.page.title })).toBeTruthy();
    const list = (await screen.findByText('iPhone · Safari')).closest('ul')!;
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]!.textContent).toContain('Windows · Chrome');
    expect(rows[0]!.textContent).toContain(t.sessions.current);
    expect(rows[0]!.textContent).toContain('Giriş: 1 Aralık 2026 Salı 12:00');
    expect(rows[0]!.textContent).toContain('Son kullanım: 7 Aralık 2026 Pazartesi 13:30');
    // The current session has no button: the header's 'Çıkış Yap' ends it.
    expect(within(rows[0]!).queryByRole('button')).toBeNull();
    await u().click(within(rows[1]!).getByRole('button', { name: 'iPhone · Safari oturumunu kapat' }));
    await waitFor(() => expect(toastTexts()).toContain(t.sessions.revoked));
    await waitFor(() => expect(screen.queryByText('iPhone · Safari')).toBeNull());
    expect(requests.some((r) => r.method === 'DELETE' && r.path === '/api/account/sessions/2')).toBe(true);
    expect(screen.getByText(t.sessions.noOthers)).toBeTruthy();
    // A user has no business name to edit.
    expect(screen.queryByRole('heading', { name: t.business.title })).toBeNull();
  });

  it('puts the server refusal of a wrong current password on its field, and clears the form after a change', async () => {
    let answer = {
      status: 400,
      body: {
        success: false,
        code: 'WRONG_PASSWORD',
        message: t.password.currentWrong,
        errors: { current_password: t.password.currentWrong },
      },
    };
    const { requests } = renderPage('user', { 'PUT /api/account/password': () => answer });
    await u().type(screen.getByLabelText(t.password.current), 'Yanlis.Sifre1');
    await u().type(screen.getByLabelText(t.password.next), 'Yepyeni.Sifre456');
    await u().type(screen.getByLabelText(t.password.confirmation), 'Yepyeni.Sifre456');
    await u().click(screen.getByRole('button', { name: t.password.submit }));
    expect(await screen.findByText(t.password.currentWrong)).toBeTruthy();

    answer = { status: 200, body: { success: true, data: { revoked: 1 } } } as unknown as typeof answer;
    await u().clear(screen.getByLabelText(t.password.current));
    await u().type(screen.getByLabelText(t.password.current), 'Gizli.Sifre123');
    await u().click(screen.getByRole('button', { name: t.password.submit }));
    await waitFor(() => expect(toastTexts()).toContain(t.password.changed));
    expect((screen.getByLabelText(t.password.current) as HTMLInputElement).value).toBe('');
    expect(requests.filter((r) => r.path === '/api/account/password').at(-1)?.body).toEqual({
      current_password: 'Gizli.Sifre123',
      password: 'Yepyeni.Sifre456',
      password_confirmation: 'Yepyeni.Sifre456',
    });
  });

  it('checks the new password in the browser with the catalogue texts, before any request', async () => {
    const { requests } = renderPage('user');
    await u().click(screen.getByRole('button', { name: t.password.submit }));
    expect(await screen.findByText(t.password.currentRequired)).toBeTruthy();
    expect(screen.getAllByText(messages.auth.passwordRequired)).toHaveLength(2);
    expect(requests.some((r) => r.path === '/api/account/password')).toBe(false);
  });

  it("renames an owner's business and keeps the stored user in step", async () => {
    const renamed = aliVeli({ role: 'owner', business_name: 'Yeni Salon', name: 'Yeni Salon', first_name: null });
    renderPage('owner', { 'PUT /api/account/business-name': () => ok(renamed) });
    const field = screen.getByLabelText(t.business.label);
    expect((field as HTMLInputElement).value).toBe('Işıl Güzellik');
    await u().clear(field);
    await u().type(field, 'Yeni Salon');
    await u().click(screen.getByRole('button', { name: t.business.submit }));
    await waitFor(() => expect(toastTexts()).toContain(t.business.saved));
    expect(getStoredUser()?.business_name).toBe('Yeni Salon');
  });

  it('asks for the password before deleting, shows a refusal inside the dialog, and leaves after a deletion', async () => {
    let answer: { status: number; body: unknown } = {
      status: 409,
      body: { success: false, code: 'ACCOUNT_HAS_UPCOMING_APPOINTMENTS', message: t.remove.ownerHasUpcoming },
    };
    const { onDeleted } = renderPage('owner', { 'POST /api/account/delete': () => answer });
    expect(screen.getByText(t.remove.descriptionOwner)).toBeTruthy();
    await u().click(screen.getByRole('button', { name: t.remove.open }));
    const dialog = await findOpenDialog('alertdialog', t.remove.confirmTitle);
    await u().click(within(dialog).getByRole('button', { name: t.remove.confirm }));
    expect(await within(dialog).findByText(t.password.currentRequired)).toBeTruthy();
    await u().type(within(dialog).getByLabelText(t.remove.passwordLabel), 'Gizli.Sifre123');
    await u().click(within(dialog).getByRole('button', { name: t.remove.confirm }));
    expect(await within(dialog).findByText(t.remove.ownerHasUpcoming)).toBeTruthy();
    expect(onDeleted).not.toHaveBeenCalled();

    answer = { status: 200, body: { success: true, data: null } };
    await u().click(within(dialog).getByRole('button', { name: t.remove.confirm }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(getStoredUser()).toBeNull();
  });
});
