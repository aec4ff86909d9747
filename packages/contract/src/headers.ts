// The API's own response headers. Kept apart from the schemas (this module imports no zod), so the web app's
// API client reads them without loading zod and the contract with every page.

export const TOTAL_COUNT_HEADER = 'X-Total-Count'

/** Set when X-Total-Count stopped counting at TOTAL_COUNT_CAP: there are more matches than it says. */
export const TOTAL_COUNT_CAPPED_HEADER = 'X-Total-Count-Capped'

/** The caller's unread notifications, sent with every page of the list (the bell's badge). */
export const UNREAD_COUNT_HEADER = 'X-Unread-Count'
