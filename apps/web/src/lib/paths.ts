// The public screens' addresses, for links and navigation (the dashboard's are in dashboard-paths.ts, apart so
// that every page's first load does not carry them). A renamed route changes here and in app/routes.tsx;
// paths.test.ts checks the two agree. The odd spellings (allProperties, manage-review, ...) are the original
// product's addresses, kept so its links still work (docs/decisions/0001).

export const paths = {
  home: '/',
  allProperties: '/allProperties',
  rentProperties: '/rentProperties',
  login: '/login',
  /** The second step of a sign-in with two-factor: the authenticator app's code, or a backup code. */
  loginTwoFactor: '/login/two-factor',
  /** Where a role of REQUIRE_2FA_FOR sets up two-factor before anything else. */
  twoFactorSetup: '/two-factor-setup',
  register: '/register',
  forgotPassword: '/forgot-password',
  /** Where a reset e-mail's link lands to choose a new password. */
  resetPassword: '/reset-password',
  propertyDetails: (id: string) => `/property-details/${id}`,
  dashboard: '/dashboard',
  /** Where the footer's newsletter form posts when the page's scripts have not run. */
  newsletter: '/newsletter',
  /** Where the navbar's display-currency select posts (it sets the visitor's cookie). */
  displayCurrency: '/display-currency',
  /** Where the navbar's language select posts (it remembers the choice and leads to the page in it). */
  language: '/language',
  /** Where a page that notifications lead to posts, once opened, that they are read (useMarkPageRead). */
  notificationsRead: '/notifications/read-page',
} as const
