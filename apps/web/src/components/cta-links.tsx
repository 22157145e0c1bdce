import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { cx } from '@/lib/cx';

interface Cta {
  to: string;
  label: string;
}

/** A marketing block's two large link buttons, side by side from sm up: the main one and an outline one. */
export function CtaLinks({ primary, secondary, className }: { primary: Cta; secondary: Cta; className: string }) {
  return (
    <div className={cx(className, 'flex flex-col gap-3 sm:flex-row')}>
      <Button asChild size="lg">
        <Link to={primary.to}>{primary.label}</Link>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to={secondary.to}>{secondary.label}</Link>
      </Button>
    </div>
  );
}
