import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ArrowDown, ArrowUp, MessageCircleQuestion, Plus } from 'lucide-react';
import { messages } from '@randevu/contracts/messages';
import type { VenueFaq } from '@randevu/contracts';
import { EditButton, RemoveButton } from '@/components/row-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { fill } from '@/lib/format';
import { useVenueFaqs } from '../api/get-venue-faqs';
import { useDeleteVenueFaq } from '../api/delete-venue-faq';
import { useReorderVenueFaqs } from '../api/reorder-venue-faqs';

const t = messages.venueFaqs;

type Direction = 'up' | 'down';

/** A question short enough for a button's accessible name. */
const short = (question: string) => (question.length > 60 ? `${question.slice(0, 57)}…` : question);
const moveButtonId = (faqId: number, direction: Direction) => `faq-${faqId}-move-${direction}`;

export function VenueFaqListSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true" aria-label={messages.common.loading}>
      {[0, 1, 2].map((i) => (
        <Card key={i} className="grid gap-3 p-5">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <div className="flex justify-between pt-2">
            <Skeleton className="h-9 w-20" />
            <Skeleton className="h-9 w-40" />
          </div>
        </Card>
      ))}
    </div>
  );
}

export interface VenueFaqListProps {
  venueId: number;
  onAdd: () => void;
  onEdit: (faq: VenueFaq) => void;
}

/** The venue's FAQ cards (docs/product-owner.md#faqs): visibility badge, move up/down, edit, delete with confirmation. */
export function VenueFaqList({ venueId, onAdd, onEdit }: VenueFaqListProps) {
  const faqs = useVenueFaqs(venueId);
  const reorder = useReorderVenueFaqs(venueId);
  const remove = useDeleteVenueFaq(venueId);
  const [toDelete, setToDelete] = useState<VenueFaq | null>(null);
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; direction: Direction } | null>(null);
  const [movingId, setMovingId] = useState<number | null>(null);
  const listRef = useRef<HTMLElement>(null);

  const items = faqs.data;

  // A moved card is re-inserted in the DOM, which drops focus: give it back to the same card's button,
  // or to the other arrow once the card has reached the top or the bottom.
  useEffect(() => {
    if (!focusAfterMove) return;
    const same = document.getElementById(moveButtonId(focusAfterMove.id, focusAfterMove.direction));
    const other = document.getElementById(moveButtonId(focusAfterMove.id, focusAfterMove.direction === 'up' ? 'down' : 'up'));
    const target = same && !(same as HTMLButtonElement).disabled ? same : other;
    target?.focus();
    setFocusAfterMove(null);
  }, [items, focusAfterMove]);

  if (faqs.isPending) return <VenueFaqListSkeleton />;
  if (faqs.isError) {
    return (
      <Alert tone="error">
        <p>{t.loadFailed}</p>
        <div>
          <Button variant="outline" size="sm" loading={faqs.isFetching} onClick={() => void faqs.refetch()}>
            {t.retry}
          </Button>
        </div>
      </Alert>
    );
  }
  if (!items?.length) {
    return (
      <EmptyState
        icon={MessageCircleQuestion}
        title={t.empty}
        description={t.emptyHint}
        action={
          <Button onClick={onAdd}>
            <Plus aria-hidden />
            {t.add}
          </Button>
        }
      />
    );
  }

  const move = (faq: VenueFaq, direction: Direction) => {
    if (reorder.isPending) return;
    const from = items.findIndex((f) => f.id === faq.id);
    const to = direction === 'up' ? from - 1 : from + 1;
    if (from < 0 || to < 0 || to >= items.length) return;
    const ids = items.map((f) => f.id);
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    setFocusAfterMove({ id: faq.id, direction });
    setMovingId(faq.id);
    reorder.mutate(ids, { onError: () => toast.error(t.orderFailed), onSettled: () => setMovingId(null) });
  };

  const confirmDelete = () => {
    const faq = toDelete;
    if (!faq) return;
    setToDelete(null);
    remove.mutate(faq.id, {
      onSuccess: () => {
        toast.success(t.deleted);
        listRef.current?.focus();
      },
      onError: () => toast.error(t.deleteFailed),
    });
  };

  return (
    <section ref={listRef} tabIndex={-1} aria-label={t.listLabel} className="focus:outline-none">
      <ol className="grid gap-4">
        {items.map((faq, index) => {
          const deleting = remove.isPending && remove.variables === faq.id;
          const moving = movingId === faq.id;
          const busy = deleting || moving;
          return (
            <li key={faq.id}>
              <Card aria-busy={busy || undefined} className={cn('grid gap-3 p-5 transition-opacity', busy && 'opacity-60')}>
                <div className="flex items-start justify-between gap-3">
                  <h2 className="min-w-0 text-base font-semibold break-words text-ink">{faq.question}</h2>
                  <Badge tone={faq.is_active ? 'success' : 'neutral'}>{faq.is_active ? t.visible : t.hidden}</Badge>
                </div>
                <p className="line-clamp-3 text-sm break-words whitespace-pre-line text-stone-600">{faq.answer}</p>
                <div className="flex flex-wrap items-center justify-between gap-2 border-t border-stone-100 pt-3">
                  <div className="flex gap-1">
                    <Button
                      id={moveButtonId(faq.id, 'up')}
                      variant="ghost"
                      size="icon-sm"
                      aria-label={fill(t.moveUp, { question: short(faq.question) })}
                      disabled={index === 0 || deleting}
                      aria-disabled={reorder.isPending || undefined}
                      onClick={() => move(faq, 'up')}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      id={moveButtonId(faq.id, 'down')}
                      variant="ghost"
                      size="icon-sm"
                      aria-label={fill(t.moveDown, { question: short(faq.question) })}
                      disabled={index === items.length - 1 || deleting}
                      aria-disabled={reorder.isPending || undefined}
                      onClick={() => move(faq, 'down')}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                  </div>
                  <div className="flex gap-2">
                    <EditButton
                      label={t.edit}
                      aria-label={fill(t.editLabel, { question: short(faq.question) })}
                      disabled={deleting}
                      onClick={() => onEdit(faq)}
                    />
                    <RemoveButton
                      label={t.delete}
                      aria-label={fill(t.deleteLabel, { question: short(faq.question) })}
                      loading={deleting}
                      onClick={() => setToDelete(faq)}
                    />
                  </div>
                </div>
              </Card>
            </li>
          );
        })}
      </ol>

      <ConfirmDialog
        open={toDelete !== null}
        onClose={() => setToDelete(null)}
        onConfirm={confirmDelete}
        title={t.deleteConfirm}
        description={toDelete?.question}
        cancelLabel={t.no}
        confirmLabel={t.yes}
      />
    </section>
  );
}
