import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@randevu/contracts';
import { renderWithApp, toastTexts } from '../../../../test/render';
import { ApiError } from '@/lib/api-client';
import { ReviewDialog } from './review-dialog';

const t = messages.reviewForm;

const open = (
  mutateAsync: (body: unknown) => Promise<unknown>,
  review: { rating: number; comment: string | null } | null = null,
) => renderWithApp(<ReviewDialog review={review} submit={{ mutateAsync, isPending: false }} open onOpenChange={() => {}} />);

describe('ReviewDialog', () => {
  it('requires a rating and sends nothing without one', async () => {
    const mutateAsync = vi.fn();
    open(mutateAsync);
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(messages.reviews.ratingInvalid)).toBeTruthy();
    expect(mutateAsync).not.toHaveBeenCalled();
  });

  it('posts the chosen stars and the trimmed comment, then thanks the customer', async () => {
    const mutateAsync = vi.fn().mockResolvedValue({});
    open(mutateAsync);
    await userEvent.click(screen.getByRole('radio', { name: '4 yıldız' }));
    await userEvent.type(screen.getByLabelText(t.commentLabel), ' Çok iyi ');
    expect(screen.getByText('9/1000')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(mutateAsync).toHaveBeenCalledWith({ rating: 4, comment: 'Çok iyi' }));
    await waitFor(() => expect(toastTexts()).toContain(t.created));
  });

  it('shows the server’s refusal inside the dialog', async () => {
    const mutateAsync = vi.fn().mockRejectedValue(new ApiError(409, 'REVIEW_TOO_LATE', messages.reviews.tooLate));
    open(mutateAsync, { rating: 3, comment: null });
    await userEvent.click(screen.getByRole('button', { name: t.update }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.reviews.tooLate);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
