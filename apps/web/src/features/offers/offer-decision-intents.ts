/** The intent of a step on one offer (decided, withdrawn, released): each row's form shows only its own answer. */
export const decisionIntent = (step: 'accept' | 'reject' | 'withdraw' | 'release', offerId: string) =>
  `${step}:${offerId}`
