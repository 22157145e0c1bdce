import { describe, expect, it } from 'vitest';
import { useOwnerSuite } from '../../../test/owner-suite';
import { createAppointment, createExpert } from '../../../test/factories';
import { at, seedBookableVenue } from '../../../test/fixtures';

/**
 * The customer's history on a calendar block (decision 077): `visit_number` (completed visits at the venue before the
 * appointment, plus one) and `prior_no_shows`, per person (phone, else e-mail) and per venue.
 */
const NOW = new Date('2027-03-01T06:00:00Z');
const s = useOwnerSuite(() => NOW);

const calendar = (venueId: number) =>
  s.t.app.inject({
    method: 'GET',
    url: `/api/owner/venues/${venueId}/calendar?from=2027-03-08&to=2027-03-08`,
    headers: s.owner.headers,
  });

describe('the calendar names the customer’s visits and no-shows at the venue', () => {
  it('counts what came before the appointment, for the same person at the same venue only', async () => {
    const { venueId } = await seedBookableVenue(s.t.db, { ownerId: s.owner.user.id });
    const expert = await createExpert(s.t.db, { venueId, name: 'Zeynep Ak' });
    const other = await seedBookableVenue(s.t.db, { ownerId: s.owner.user.id });
    const otherExpert = await createExpert(s.t.db, { venueId: other.venueId, name: 'Başka' });
    const ayse = { customerPhone: '+905551112233', customerEmail: 'ayse@example.com' };
    const past = (date: string, status: 'completed' | 'no_show' | 'cancelled', extra = {}) =>
      createAppointment(s.t.db, { venueId, expertId: expert.id, startsAt: at(date, '10:00'), status, ...ayse, ...extra });
    for (const d of ['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25']) await past(d, 'completed');
    await past('2027-02-01', 'no_show');
    await past('2027-02-08', 'no_show');
    await past('2027-02-15', 'cancelled', { cancelledAt: new Date('2027-02-14T07:00:00Z'), cancelledBy: 'user' });
    // Another venue's visit and another person's visit do not count.
    await createAppointment(s.t.db, {
      venueId: other.venueId,
      expertId: otherExpert.id,
      startsAt: at('2027-02-01', '10:00'),
      status: 'completed',
      ...ayse,
    });
    await past('2027-02-02', 'completed', { customerPhone: '+905559998877' });
    // A visit after this appointment does not count either.
    await past('2027-03-20', 'completed');
    const today = await createAppointment(s.t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at('2027-03-08', '11:00'),
      status: 'confirmed',
      ...ayse,
    });
    const newcomer = await createAppointment(s.t.db, {
      venueId,
      expertId: expert.id,
      startsAt: at('2027-03-08', '14:00'),
      status: 'confirmed',
      customerPhone: '+905550000001',
    });

    const res = await calendar(venueId);
    expect(res.statusCode).toBe(200);
    const byId = new Map(res.json().data.appointments.map((a: { id: number }) => [a.id, a]));
    expect(byId.get(today.id)).toMatchObject({
      venue_id: venueId,
      venue_name: 'Işıl Güzellik Salonu',
      visit_number: 5,
      prior_no_shows: 2,
    });
    expect(byId.get(newcomer.id)).toMatchObject({ visit_number: 1, prior_no_shows: 0 });
  });
});
