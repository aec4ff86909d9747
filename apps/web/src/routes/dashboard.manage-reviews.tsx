export { ManageReviewsPage as default } from '../features/reviews/review-pages.tsx'
