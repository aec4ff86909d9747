// Which API test files also run on the PostgreSQL server (the api-postgres project); every one runs on PGlite.
//
// PGlite is PostgreSQL itself (compiled to WebAssembly): the same SQL, constraints, triggers, indexes and
// migrations. What only a PostgreSQL server shows comes with many connections: concurrent transactions and their
// races, row and advisory locks, counters shared by several instances, statement timeouts and replicas
// (*.pg.test.ts, PostgreSQL only). The files that test those run on both databases; the rest (rules, roles,
// validation, answers' shapes) prove the same on either. The fuzzer, crash and drain suites run on both.
// database-sets.unit.test.ts keeps a file that sends requests at once from slipping past this list.

/** API test files that run on PGlite and on PostgreSQL, with what they race. */
export const ON_BOTH_DATABASES = [
  'apps/server/src/applications/applications.test.ts', // one accepted application per rental
  'apps/server/src/auth/account-rules.test.ts', // parallel sign-in attempts counted as they arrive
  'apps/server/src/estimates/estimates.test.ts', // a sale through one instance read by another's cached estimate
  'apps/server/src/feed/feed.test.ts', // paging while listings change: none skipped
  'apps/server/src/feed/odata.test.ts', // each OData operator and keyset token: values as each driver types them
  'apps/server/src/http/leased-rate-limit.test.ts', // throttle shares leased by several instances
  'apps/server/src/http/rate-limit.test.ts', // counters shared by several instances
  'apps/server/src/jobs/job-runner.test.ts', // one instance runs a periodic job (advisory lock)
  'apps/server/src/listing-csv/listing-csv.test.ts', // an import in one transaction, beside a live health check
  'apps/server/src/offers/expiry.test.ts', // expiry in several instances, and beside a card payment
  'apps/server/src/offers/offers.test.ts', // concurrent accepts: one winner
  'apps/server/src/offers/trust-rules.test.ts', // two concurrent offers of one buyer: one goes through
  'apps/server/src/payments/payments.test.ts', // concurrent confirmations: one payment
  'apps/server/src/payments/stripe-gateway.test.ts', // concurrent confirmations through Stripe: one payment
  'apps/server/src/properties/admin-routes.test.ts', // two concurrent decisions: one wins
  'apps/server/src/properties/answer-cache.test.ts', // kept searches against other connections' commits
  'apps/server/src/properties/currency.test.ts', // amounts of four decimals and sums per currency as each driver reads them
  'apps/server/src/properties/price-currency.test.ts', // bounds converted in SQL: numeric rates and round() as each driver sends them
  'apps/server/src/properties/search-area.test.ts', // drawn areas: the polygon as each driver sends it
  'apps/server/src/properties/search-throttle.test.ts', // the search throttle across instances
  'apps/server/src/saved-searches/alerts.test.ts', // alert mails claimed once by concurrent senders
  'apps/server/src/viewings/viewings.test.ts', // concurrent bookings: one per slot
  'apps/server/src/wishlist/wishlist.test.ts', // concurrent adds of one listing: one entry
]

/** API test files that use Promise.all only to prepare their data (uploads, images), not to race requests. */
export const PARALLEL_SET_UP_ONLY = [
  'apps/server/src/media/cleanup.test.ts',
  'apps/server/src/media/stored-images.test.ts',
  'apps/server/src/media/uploads.test.ts',
  'apps/server/src/properties/agent-routes.test.ts',
]
