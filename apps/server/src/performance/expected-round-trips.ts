// The SQL statements (round trips to the database) each API request of three pages makes, as the web app's
// loaders call them. round-trips.test.ts fails when a request makes more or fewer and lists the statements it
// heard; a change that means to add or remove one updates its number here, and only here.

/** Reading the signed-in person of a page request (the web app's sessionOf): session, access-token, role. */
export const SESSION_REQUESTS = {
  'GET /api/auth/get-session': 2,
  'POST /api/jwt': 2,
  'GET /api/users/role/{email}': 2,
} as const

/** The home page (anonymous): advertised listings, latest reviews, featured agents. */
export const HOME_PAGE = {
  'GET /api/properties/advertised': 2,
  'GET /api/reviews/latest': 1,
  'GET /api/agents/featured': 1,
} as const

/**
 * One All Properties search (a signed-in buyer, first page): the session, the throttle's two shares, the version
 * of the listings, the total and the page. The same search again, nothing changed since: the session and the
 * version (its answer is kept, properties/answer-cache.ts; the throttle's shares last).
 */
export const ALL_PROPERTIES_SEARCH = {
  ...SESSION_REQUESTS,
  'GET /api/properties/verified?search={text}': 6,
  'GET /api/properties/verified?search={text}, again': 2,
} as const

/**
 * One details page (a signed-in buyer): the listing, its reviews, its price history and its estimate. The
 * estimate reads the listing (2), the version of the homes sold and let (1) and, the first time after a change
 * or on a new day (and once more when that change has settled), those homes (2: sold, let); later answers
 * reuse them (estimates/service.ts).
 */
export const DETAILS_PAGE = {
  ...SESSION_REQUESTS,
  'GET /api/properties/{id}': 2,
  'GET /api/reviews/{id}': 4,
  'GET /api/properties/{id}/price-history': 3,
  'GET /api/properties/{id}/estimate': 5,
} as const
