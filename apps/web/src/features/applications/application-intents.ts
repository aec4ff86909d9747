/** The intent of a step on one application: each row's form shows only its own answer. */
export const applicationIntent = (
  step: 'shortlist' | 'accept' | 'decline' | 'withdraw',
  applicationId: string,
) => `${step}:${applicationId}`

/** The search parameter naming the application being declined (a page without scripts asks for it so). */
export const DECLINE_PARAM = 'decline'
