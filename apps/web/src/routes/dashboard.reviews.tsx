export { MyReviewsPage as default } from '../features/reviews/review-pages.tsx'
