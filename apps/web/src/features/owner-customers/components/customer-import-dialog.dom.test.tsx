import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { messages, type CustomerImportResult } from '@randevu/contracts';
import { ok, stubApi } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { CustomerImportDialog } from './customer-import-dialog';

const m = messages.customerImport;
const url = 'POST /api/owner/venues/4/customers/import';
const u = () => userEvent.setup({ delay: null });
const answer = (dryRun: boolean): CustomerImportResult => ({
  create: 1,
  merge: 1,
  skip: [{ row: 4, reason: m.reasons.invalidPhone }],
  dry_run: dryRun,
  preview: [
    { row: 2, action: 'create', first_name: 'Ayşe', last_name: 'Yılmaz', phone: '+905321234567', email: 'ayse@example.com' },
    { row: 3, action: 'merge', first_name: 'Ayşe', last_name: 'Yılmaz', phone: '+905321234567', email: null },
  ],
});

describe('İçe aktar', () => {
  it('previews the file first (dry run), shows the rows and the skipped ones, then imports with the legal basis', async () => {
    const requests = stubApi({ [url]: ({ query }) => ok(answer(query.get('dry_run') === 'true')) });
    renderWithApp(<CustomerImportDialog venueId={4} />);
    await u().click(screen.getByRole('button', { name: 'İçe aktar' }));
    const dialog = await screen.findByRole('dialog', { name: m.page.title });

    await u().click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(m.fileRequired);
    expect(requests).toHaveLength(0);

    const file = new File(['Ad;Telefon\nAyşe;05321234567\n'], 'musteriler.csv', { type: 'text/csv' });
    await u().upload(within(dialog).getByLabelText('Dosya'), file);
    await u().click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      '1 yeni müşteri, 1 mevcut kartla birleşecek, 1 satır atlanacak.',
    );
    const preview = within(dialog).getByRole('region', { name: 'Önizleme' });
    expect(
      within(preview)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'SatırİşlemAdSoyadTelefonE-posta',
      '2YeniAyşeYılmaz0532 123 45 67ayse@example.com',
      '3BirleşirAyşeYılmaz0532 123 45 67',
    ]);
    const skipped = within(dialog).getByRole('region', { name: 'Atlanan satırlar ve nedenleri' });
    expect(within(skipped).getAllByRole('row')[1]!.textContent).toBe('4Telefon numarası geçersiz.');
    expect(requests[0]!.query.get('dry_run')).toBe('true');
    const form = requests[0]!.body as FormData;
    expect(form.get('legal_basis')).toBe(m.legalBases.contract);
    expect((form.get('file') as File).name).toBe('musteriler.csv');

    await u().selectOptions(within(dialog).getByLabelText('Hukuki sebep (KVKK)'), m.legalBases.consent);
    await u().click(within(dialog).getByRole('button', { name: 'İçe aktar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests[1]!.query.get('dry_run')).toBe('false');
    expect((requests[1]!.body as FormData).get('legal_basis')).toBe(m.legalBases.consent);
    expect(
      await screen.findByText('1 yeni müşteri eklendi, 1 satır mevcut kartlarla birleştirildi, 1 satır atlandı.'),
    ).toBeTruthy();
  });

  it('shows a whole-file refusal in Turkish and writes nothing', async () => {
    stubApi({
      [url]: () => ({ status: 415, body: { success: false, code: 'UNSUPPORTED_MEDIA_TYPE', message: m.unknownFormat } }),
    });
    renderWithApp(<CustomerImportDialog venueId={4} />);
    await u().click(screen.getByRole('button', { name: 'İçe aktar' }));
    const dialog = await screen.findByRole('dialog', { name: m.page.title });
    await u().upload(
      within(dialog).getByLabelText('Dosya'),
      new File([new Uint8Array([0, 1, 2])], 'resim.csv', { type: 'text/csv' }),
    );
    await u().click(within(dialog).getByRole('button', { name: 'Önizle' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(m.unknownFormat);
    expect(within(dialog).queryByRole('region', { name: 'Önizleme' })).toBeNull();
  });
});
