import { plainDateIn } from '@portal/domain';

/** Today in the company's zone (the strip starts here; the server counts days the same way). */
export const companyToday = () => plainDateIn(new Date());
