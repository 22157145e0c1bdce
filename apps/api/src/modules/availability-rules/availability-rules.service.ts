import { createBookingRulesService } from './booking-rules.service';
import { createClosuresService } from './closures.service';
import { createHolidaysService } from './holidays.service';
import type { RulesDeps } from './rule-records';
import { createTimeOffService } from './time-off.service';
import { createVenueBreaksService } from './venue-breaks.service';

// What other modules use of the module (decision 061: a module is reached through its service).
export { toClosureDto } from './closures.service';
export { listVenueHolidays } from './holidays.service';
export { listCalendarDays } from './day-hours.service';
export { toTimeOffDto } from './time-off.service';

/**
 * The owner's availability rules (decision 032): expert time off, venue closures, public holidays and the
 * venue's booking rules. Every change empties the venue's public reads after its commit (decision 020).
 */
export function createAvailabilityRulesService(deps: RulesDeps) {
  return {
    timeOff: createTimeOffService(deps),
    closures: createClosuresService(deps),
    holidays: createHolidaysService(deps),
    bookingRules: createBookingRulesService(deps),
    breaks: createVenueBreaksService(deps),
  };
}
