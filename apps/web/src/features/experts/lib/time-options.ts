// The time lists are shared with the owner calendar's day-hours dialog (decision 100).
// Relative, not '@/': the unit test project loads this file without the Vite aliases.
export { timeOptions } from '../../../lib/time-options';
