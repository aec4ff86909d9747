/** The intent of the wishlist page's Remove of one entry: each card's form shows only its own answer. */
export const removalIntent = (entryId: string) => `wishlist-remove:${entryId}`

/** Whether a posted answer is a Remove's (the page tells its result; the sharing panel, its own forms). */
export const isRemoval = (intent: string) => intent.startsWith('wishlist-remove:')
