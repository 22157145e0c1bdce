import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { messages } from '@randevu/contracts';

const t = messages.ownerCalendar.page;

/** Opens the owner calendar's '+' menu and picks 'Randevu', 'Kapıdan müşteri' or 'Mola' (decision 076). */
export async function chooseNew(item: string) {
  const u = userEvent.setup({ delay: null });
  await u.click(await screen.findByRole('button', { name: t.newMenuLabel }));
  await u.click(await screen.findByRole('menuitem', { name: item }));
}
