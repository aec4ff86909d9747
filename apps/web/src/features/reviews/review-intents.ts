/** The intent of a review card's form: each card shows only its own answer. */
export const reviewIntent = (step: 'edit' | 'delete', reviewId: string) => `${step}:${reviewId}`

/** The search parameter naming the review being edited (a page without scripts asks for it so). */
export const EDIT_PARAM = 'edit'
