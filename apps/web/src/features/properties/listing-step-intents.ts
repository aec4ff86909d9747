/** What the agent can do to one of their listings from My Added Properties. */
export type ListingStep = 'submit' | 'renew' | 'withdraw' | 'delete'

/** The intent of a listing's step form: each card shows only its own answer. */
export const listingStepIntent = (step: ListingStep, propertyId: string) => `${step}:${propertyId}`
