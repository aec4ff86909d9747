// A review's longest text, without zod: the review pages show it beside their forms, and a module that builds
// schemas (reviews.ts) would bring zod into their first scripts.

export const REVIEW_MAX_LENGTH = 2000
