import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages } from '@randevu/contracts';
import { freezeClockAt } from '../../../../test/clock';
import { ok, stubApi, type StubAnswer } from '../../../../test/fetch-stub';
import { renderWithApp } from '../../../../test/render';
import { ownerReport } from '../../../../test/report-fixtures';
import { OwnerReport } from './owner-report';

/** The report of a venue on its own: the tiles of the month, and a failed read with 'Tekrar dene'. */
const t = messages.ownerReports.page;
freezeClockAt('2026-11-26T09:00:00Z');

function renderReport(answers: StubAnswer[]) {
  const requests = stubApi({ 'GET /api/owner/venues/4/reports': () => answers.shift() ?? answers[0]! });
  renderWithApp(
    <Routes>
      <Route path="/r" element={<OwnerReport venueId={4} />} />
    </Routes>,
    { route: '/r' },
  );
  return requests;
}

describe('OwnerReport', () => {
  it("shows this month's figures as tiles", async () => {
    const requests = renderReport([ok(ownerReport('2026-11-01', '2026-11-30'))]);
    await screen.findByRole('region', { name: 'Özet' });
    expect(requests.map((r) => r.query.toString())).toEqual(['from=2026-11-01&to=2026-11-30']);
    expect(screen.getByRole('link', { name: /CSV indir/ })).toBeTruthy();
  });

  it('shows the server\'s Turkish text of a failed read and reads again on "Tekrar dene"', async () => {
    const requests = renderReport([
      { status: 500, body: { success: false, message: 'Beklenmeyen bir hata oluştu.' } },
      ok(ownerReport('2026-11-01', '2026-11-30')),
    ]);
    await screen.findByText('Beklenmeyen bir hata oluştu.');
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: t.retry }));
    await screen.findByRole('region', { name: 'Özet' });
    expect(requests).toHaveLength(2);
  });
});
