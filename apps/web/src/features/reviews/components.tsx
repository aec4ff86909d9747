import { lazy } from 'react'

// What the reviews feature shows on other features' pages.

/** A listing's Add a Review dialog, loaded when first opened (its form's code stays out of the details page). */
export const AddReviewDialog = lazy(async () => ({
  default: (await import('./add-review-dialog.tsx')).AddReviewDialog,
}))
