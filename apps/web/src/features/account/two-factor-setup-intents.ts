/** The steps of setting up two-factor sign-in, posted to the action of the page that shows them. */
export const TWO_FACTOR_SETUP_INTENTS = {
  start: 'two-factor-start',
  confirm: 'two-factor-confirm',
} as const
