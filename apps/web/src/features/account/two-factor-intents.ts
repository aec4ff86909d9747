/** The two-factor forms, posted to the action of the page that shows them (the profile, the setup page). */
export const TWO_FACTOR_INTENTS = {
  start: 'two-factor-start',
  confirm: 'two-factor-confirm',
  turnOff: 'two-factor-off',
} as const
