/** Ids of the JSON blocks the server writes into a rendered page for the browser to pick up. */
export const QUERY_STATE_ID = 'keyhaven-query-state'
