import { Link, type To } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

interface RowActionProps {
  /** The visible word ('Düzenle', 'Sil'). */
  label: string;
  /** Names the row ('Ayşe Yılmaz uzmanını düzenle'). */
  'aria-label': string;
  onClick?: () => void;
  disabled?: boolean;
}

/** A list row's edit action: a link with `to` (a form page), else a button (a modal). */
export function EditButton({ label, to, ...props }: RowActionProps & { to?: To }) {
  if (to) {
    return (
      <Button asChild variant="outline" size="sm">
        <Link to={to} aria-label={props['aria-label']}>
          <Pencil aria-hidden />
          {label}
        </Link>
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" {...props}>
      <Pencil aria-hidden />
      {label}
    </Button>
  );
}

/** A list row's delete action; while `loading` a spinner stands in for the bin. */
export function RemoveButton({ label, loading, ...props }: RowActionProps & { loading?: boolean }) {
  return (
    <Button variant="outline-destructive" size="sm" loading={loading} {...props}>
      {loading ? null : <Trash2 aria-hidden />}
      {label}
    </Button>
  );
}
