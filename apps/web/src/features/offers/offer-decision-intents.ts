/** The intent of an agent's decision on one offer: each row's form shows only its own answer. */
export const decisionIntent = (decision: 'accept' | 'reject', offerId: string) => `${decision}:${offerId}`
