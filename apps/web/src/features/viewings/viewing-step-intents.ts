import type { ViewingAction } from '@keyhaven/contract'

/** The intent of a step on one viewing: each row's form shows only its own answer. */
export const viewingStepIntent = (step: ViewingAction, viewingId: string) => `${step}:${viewingId}`
