/**
 * Joins class names without resolving Tailwind conflicts: `cx('p-2', 'p-4')` keeps both. For components on
 * the landing page's first paint, which must not carry tailwind-merge (8.6 KB gzipped; decision 022); their
 * variants are written so that a caller's classes never contradict them (components/ui/button.dom.test.tsx checks the button).
 * Everything else uses `cn` (lib/cn.ts), where a later utility wins over an earlier one.
 */
export { clsx as cx } from 'clsx';
