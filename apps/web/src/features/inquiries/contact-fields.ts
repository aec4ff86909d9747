/**
 * The value of the contact form's `blankTimes` field on a page without scripts, which shows every viewing time's
 * input at once: its blank ones are not proposed (once the page runs, a time is added by the person, and one
 * left blank is asked about).
 */
export const BLANK_TIMES_UNUSED = 'unused'
