import { describe, expect, it } from 'vitest';
import type { AppointmentStatus } from '@randevu/contracts';
import { transition, type AppointmentAction, type AppointmentActor } from './appointment-state';
import { at, TIMES } from '../../../test/appointment-times';

/** The refusals' Turkish texts; the full table of outcomes is appointment-state.unit.test.ts. */

describe('transition: the Turkish message of each refusal, from the actor’s catalogue', () => {
  const message = (status: AppointmentStatus, action: AppointmentAction, actor: AppointmentActor, now: Date) => {
    const r = transition(at(status), action, actor, now);
    return r.ok ? null : r.error.message;
  };
  it.each([
    ['cancelled', 'cancel', 'user', 'before', 'Bu randevu zaten iptal edilmiş.'],
    ['completed', 'cancel', 'user', 'after', 'Tamamlanmış bir randevu iptal edilemez.'],
    ['confirmed', 'cancel', 'user', 'during', 'Başlamış veya geçmiş bir randevu iptal edilemez.'],
    ['confirmed', 'reschedule', 'user', 'during', 'Başlamış veya geçmiş bir randevunun saati değiştirilemez.'],
    ['completed', 'reschedule', 'user', 'after', 'Tamamlanmış bir randevunun saati değiştirilemez.'],
    ['cancelled', 'reschedule', 'user', 'before', 'Bu randevu zaten iptal edilmiş.'],
    ['pending', 'reschedule', 'owner', 'before', 'Bu işlem için yetkiniz yok.'],
    ['expired', 'cancel', 'user', 'after', 'Başlamış veya geçmiş bir randevu iptal edilemez.'],
    ['pending', 'confirm', 'user', 'before', 'Bu işlem için yetkiniz yok.'],
    ['confirmed', 'confirm', 'owner', 'before', 'Bu randevu zaten onaylanmış.'],
    ['cancelled', 'confirm', 'owner', 'before', 'Bu randevu zaten iptal edilmiş.'],
    ['completed', 'cancel', 'owner', 'after', 'Bu randevu tamamlanmış; durumu değiştirilemez.'],
    ['pending', 'cancel', 'owner', 'during', 'Randevu saati geçtiği için durumu değiştirilemez.'],
    ['no_show', 'mark_no_show', 'owner', 'after', 'Bu randevu "Gelmedi" olarak işaretlenmiş; durumu değiştirilemez.'],
    ['expired', 'mark_no_show', 'owner', 'after', 'Bu randevu isteğinin süresi dolmuş; durumu değiştirilemez.'],
    ['pending', 'mark_no_show', 'owner', 'after', 'Yalnızca onaylanmış bir randevu için bu işlem yapılabilir.'],
    ['confirmed', 'mark_no_show', 'owner', 'before', 'Randevu saati henüz gelmedi; bu işlem yapılamaz.'],
    ['confirmed', 'complete', 'system', 'during', 'Randevu henüz bitmedi; bu işlem yapılamaz.'],
    ['confirmed', 'complete', 'owner', 'before', 'Randevu saati henüz gelmedi; bu işlem yapılamaz.'],
    ['confirmed', 'cancel', 'owner', 'during', 'Randevu saati geçtiği için durumu değiştirilemez.'],
    ['no_show', 'complete', 'owner', 'after', 'Bu randevu "Gelmedi" olarak işaretlenmiş; durumu değiştirilemez.'],
    [
      'completed',
      'mark_no_show',
      'owner',
      'late',
      'Randevu başlangıcının üzerinden 7 günden fazla geçtiği için "Gelmedi" olarak işaretlenemez.',
    ],
  ] as const)('%s, %s by %s %s: %s', (status, action, actor, when, text) => {
    expect(message(status, action, actor, TIMES[when])).toBe(text);
  });
});
