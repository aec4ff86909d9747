// The public screens' addresses, for links and navigation (the dashboard's are in dashboard-paths.ts, apart so
// that every page's first load does not carry them). A renamed route changes here and in app/routes.tsx;
// paths.test.ts checks the two agree. The odd spellings (allProperties, manage-review, ...) are the original
// product's addresses, kept so its links still work (docs/decisions/0001).

export const paths = {
  home: '/',
  allProperties: '/allProperties',
  rentProperties: '/rentProperties',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  propertyDetails: (id: string) => `/property-details/${id}`,
  dashboard: '/dashboard',
  /** Where the footer's newsletter form posts when the page's scripts have not run. */
  newsletter: '/newsletter',
} as const
