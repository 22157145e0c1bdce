import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input';
import { DateTimeInput } from './date-time-input';
import { Field } from './field';
import { TimeInput } from './time-input';

function ControlledDate({ initial = '', onValue }: { initial?: string; onValue: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <Field label="Tarih">
      <DateInput
        value={value}
        min="2026-01-01"
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </Field>
  );
}

describe('the shared date field (decision 094)', () => {
  it('shows the day as gg.aa.yyyy with its Turkish name, found by its label', () => {
    render(<ControlledDate initial="2026-12-10" onValue={() => {}} />);
    const input = screen.getByLabelText('Tarih');
    expect(input).toHaveProperty('value', '10.12.2026');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText('10 Aralık 2026 Perşembe')).toBeTruthy();
  });

  it('gives the form YYYY-MM-DD once digits typed on a numeric keyboard make a day, and nothing before', async () => {
    const onValue = vi.fn();
    render(<ControlledDate onValue={onValue} />);
    const input = screen.getByLabelText('Tarih');
    await userEvent.type(input, '1012');
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\d{4}-/));
    await userEvent.type(input, '2026');
    expect(input).toHaveProperty('value', '10.12.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-10');
  });

  it('says in Turkish why a typed text is not a day, and sends no value', async () => {
    const onValue = vi.fn();
    render(<ControlledDate initial="2026-12-10" onValue={onValue} />);
    const input = screen.getByLabelText('Tarih');
    await userEvent.clear(input);
    await userEvent.type(input, '31.02.2026');
    expect(screen.getByText('Bu tarih takvimde yok; günü ve ayı kontrol edin.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onValue).toHaveBeenLastCalledWith('');
    await userEvent.clear(input);
    await userEvent.type(input, '10.12');
    await userEvent.tab();
    expect(screen.getByText('Tarihi gg.aa.yyyy biçiminde yazın, örneğin 10.12.2026.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '31.12.2025');
    expect(screen.getByText('Tarih 01.01.2026 ya da sonrası olmalıdır.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '1.1.2099');
    await userEvent.tab();
    expect(input).toHaveProperty('value', '01.01.2099');
    expect(onValue).toHaveBeenLastCalledWith('2099-01-01');
    expect(screen.queryByText(/biçiminde|takvimde yok|sonrası/)).toBeNull();
  });

  it('shows its own reason instead of the form’s general one while the text is not a day', async () => {
    render(
      <Field label="Tarih" error="Lütfen geçerli bir tarih seçiniz.">
        <DateInput value="" onChange={() => {}} />
      </Field>,
    );
    const input = screen.getByLabelText('Tarih');
    expect(screen.getByText('Lütfen geçerli bir tarih seçiniz.')).toBeTruthy();
    await userEvent.type(input, '31022026');
    expect(screen.getByText('Bu tarih takvimde yok; günü ve ayı kontrol edin.')).toBeTruthy();
    expect(screen.queryByText('Lütfen geçerli bir tarih seçiniz.')).toBeNull();
    await userEvent.clear(input);
    expect(screen.getByText('Lütfen geçerli bir tarih seçiniz.')).toBeTruthy();
  });

  it('works through react-hook-form’s Controller, a reset included', async () => {
    const seen: string[] = [];
    function Form() {
      const { control, handleSubmit, reset } = useForm({ defaultValues: { from: '2026-12-01' } });
      return (
        <form onSubmit={handleSubmit((v) => seen.push(v.from))}>
          <Controller
            control={control}
            name="from"
            render={({ field }) => (
              <Field label="Başlangıç">
                <DateInput value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
              </Field>
            )}
          />
          <button type="submit">Uygula</button>
          <button type="button" onClick={() => reset({ from: '2026-01-05' })}>
            Sıfırla
          </button>
        </form>
      );
    }
    render(<Form />);
    const input = screen.getByLabelText('Başlangıç');
    await userEvent.clear(input);
    await userEvent.type(input, '15122026');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(seen).toEqual(['2026-12-15']);
    await userEvent.click(screen.getByRole('button', { name: 'Sıfırla' }));
    expect(input).toHaveProperty('value', '05.01.2026');
  });
});

describe('the shared time field (decision 094)', () => {
  function ControlledTime({ onValue }: { onValue: (v: string) => void }) {
    const [value, setValue] = useState('12:30');
    return (
      <Field label="Mola başlangıcı">
        <TimeInput
          step={300}
          value={value}
          onChange={(next) => {
            setValue(next);
            onValue(next);
          }}
        />
      </Field>
    );
  }

  it('takes a 24-hour time typed as digits and says why a time is refused', async () => {
    const onValue = vi.fn();
    render(<ControlledTime onValue={onValue} />);
    const input = screen.getByLabelText('Mola başlangıcı');
    expect(input).toHaveProperty('value', '12:30');
    await userEvent.clear(input);
    await userEvent.type(input, '1430');
    expect(input).toHaveProperty('value', '14:30');
    expect(onValue).toHaveBeenLastCalledWith('14:30');
    await userEvent.clear(input);
    await userEvent.type(input, '1437');
    expect(screen.getByText('Dakikayı 5 dakikalık adımlarla yazın.')).toBeTruthy();
    expect(onValue).toHaveBeenLastCalledWith('');
    await userEvent.clear(input);
    await userEvent.type(input, '2500');
    await userEvent.tab();
    expect(screen.getByText('Saati 24 saat biçiminde SS:dd olarak yazın, örneğin 14:30.')).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '9');
    await userEvent.tab();
    expect(input).toHaveProperty('value', '09:00');
    expect(onValue).toHaveBeenLastCalledWith('09:00');
  });
});

describe('the date-and-time field (decision 094)', () => {
  it('gives YYYY-MM-DDTHH:mm once both halves are typed; the time half is named after the label', async () => {
    const onChange = vi.fn();
    function Moment() {
      const [value, setValue] = useState('');
      return (
        <Field label="Başlangıç">
          <DateTimeInput
            label="Başlangıç"
            value={value}
            onChange={(next) => {
              setValue(next);
              onChange(next);
            }}
          />
        </Field>
      );
    }
    render(<Moment />);
    await userEvent.type(screen.getByLabelText('Başlangıç'), '10122026');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Başlangıç saati'), '0930');
    expect(onChange).toHaveBeenLastCalledWith('2026-12-10T09:30');
  });
});
