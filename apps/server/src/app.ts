import {
  CONTROL_CHARACTER_MESSAGE,
  ERROR_CODES,
  hasControlCharacters,
  MAX_IMPORT_BYTES,
  MAX_UPLOAD_BYTES,
} from '@keyhaven/contract'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { NONCE, secureHeaders } from 'hono/secure-headers'
import { createAccountRoutes } from './account/routes.ts'
import { createAccountService } from './account/service.ts'
import { createAgentRoutes } from './agents/routes.ts'
import { createAgentService } from './agents/service.ts'
import { createApplicationRoutes } from './applications/routes.ts'
import { createApplicationService } from './applications/service.ts'
import { createAuditRoutes } from './audit/routes.ts'
import { createAuditService } from './audit/service.ts'
import { createAuth } from './auth/auth.ts'
import { createAuthenticate } from './auth/caller.ts'
import { handleAuthRequest } from './auth/handler.ts'
import { betterAuthPasswordHashing, type PasswordHashing } from './auth/password-hashing.ts'
import { createAuthRoutes, signInOptionsOf } from './auth/routes.ts'
import type { Config } from './config/config.ts'
import type { DatabaseHandle } from './db/client.ts'
import { isStatementTimeout } from './db/errors.ts'
import { mountDocs } from './docs/routes.ts'
import { createEstimateRoutes } from './estimates/routes.ts'
import { createEstimateService } from './estimates/service.ts'
import { createFeedRoutes } from './feed/routes.ts'
import { createFeedService } from './feed/service.ts'
import { configuredGeocoder } from './geocode/configured.ts'
import type { Geocoder } from './geocode/geocoder.ts'
import { createGeocodeRoutes } from './geocode/routes.ts'
import { createGeocodeService } from './geocode/service.ts'
import { createHealthRoutes } from './health/routes.ts'
import { limitBody } from './http/body-limit.ts'
import { httpCaching } from './http/caching.ts'
import { compressJson } from './http/compression.ts'
import { closeAfterEarlyAnswer, refuseWhileDraining } from './http/connection-close.ts'
import { ApiError, fieldError, sendError } from './http/errors.ts'
import type { Logger } from './http/logger.ts'
import { allowedMethodsOf, methodNotAllowed } from './http/method-not-allowed.ts'
import { createRouter } from './http/openapi.ts'
import { readRouting } from './http/read-routing.ts'
import { requestIds } from './http/request-context.ts'
import { requestLog, routePattern } from './http/request-log.ts'
import { challengeUnauthorized } from './http/www-authenticate.ts'
import { createInquiryRoutes } from './inquiries/routes.ts'
import { createInquiryService } from './inquiries/service.ts'
import { createInsightRoutes } from './insight/routes.ts'
import { createInsightService } from './insight/service.ts'
import { createListingCsvRoutes, LISTING_IMPORT_PATH } from './listing-csv/routes.ts'
import { createListingCsvService } from './listing-csv/service.ts'
import type { Mailer } from './mail/mailer.ts'
import { createUploadApiRoutes } from './media/routes.ts'
import { createUploadRoutes } from './media/serve-routes.ts'
import { type ObjectStorage, UPLOADS_PATH } from './media/storage.ts'
import { createMetrics, createMetricsRoutes, type Metrics } from './metrics/metrics.ts'
import { createMyPropertyRoutes } from './my-property/routes.ts'
import { createMyPropertyService } from './my-property/service.ts'
import { createNewsletterRoutes } from './newsletter/routes.ts'
import { createNewsletterService } from './newsletter/service.ts'
import { createNotifier, type Notifier } from './notifications/notifier.ts'
import { createNotificationRoutes } from './notifications/routes.ts'
import { createNotificationService } from './notifications/service.ts'
import { createOfferRoutes } from './offers/routes.ts'
import { createOfferService } from './offers/service.ts'
import { createOpenHouseRoutes } from './open-houses/routes.ts'
import { createOpenHouseService } from './open-houses/service.ts'
import { createPaymentRoutes } from './payments/routes.ts'
import { createPaymentService } from './payments/service.ts'
import { createPlaceRoutes } from './places/routes.ts'
import { createPlaceService } from './places/service.ts'
import { createLifecycleService } from './properties/lifecycle.ts'
import { createPropertyRoutes } from './properties/routes.ts'
import { createSearchThrottle } from './properties/search-throttle.ts'
import { createPropertyService } from './properties/service.ts'
import { createReviewRoutes } from './reviews/routes.ts'
import { createReviewService } from './reviews/service.ts'
import { createSalesRoutes } from './sales/routes.ts'
import { createSalesService } from './sales/service.ts'
import { createSavedSearchRoutes } from './saved-searches/routes.ts'
import { createSavedSearchService } from './saved-searches/service.ts'
import { createSpaRoutes } from './spa/routes.ts'
import { createUserRoutes } from './users/routes.ts'
import { createUserService } from './users/service.ts'
import { createViewingRoutes } from './viewings/routes.ts'
import { createViewingService } from './viewings/service.ts'
import { createWishlistRoutes } from './wishlist/routes.ts'
import { createWishlistService } from './wishlist/service.ts'
import { createWishlistSharingRoutes } from './wishlist/sharing-routes.ts'
import { createWishlistSharingService } from './wishlist/sharing-service.ts'

export interface AppDeps {
  config: Config
  database: DatabaseHandle
  storage: ObjectStorage
  logger: Logger
  /** Signs sessions and access-tokens (see resolveAuthSecret). */
  secret: string
  mailer: Mailer
  /** Writes notifications with the changes they tell of and sends their e-mails (made here when not given). */
  notifier?: Notifier
  /** This instance's metrics (made here when not given). */
  metrics?: Metrics
  /** The place look-up (the configured one when not given; the server warms it at start). */
  geocoder?: Geocoder
  /** True once a shutdown has begun: readiness fails and connections close after their answer. */
  isShuttingDown?: () => boolean
  /** Better Auth's scrypt when not given. */
  passwordHashing?: PasswordHashing
}

const JSON_BODY_LIMIT = 1024 * 1024
// Multipart framing around the largest image an upload may carry.
const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024

export const PUBLIC_READ_TIMED_OUT =
  'This search took too long to answer. Narrow it (a smaller map area or a more precise place) and try again.'

export function createApp({
  config,
  database,
  storage,
  logger,
  secret,
  mailer,
  notifier = createNotifier({
    db: database.db,
    mailer,
    logger,
    baseUrl: config.baseUrl,
    currency: config.currency,
  }),
  metrics = createMetrics(database),
  geocoder = configuredGeocoder(config),
  isShuttingDown = () => false,
  passwordHashing = betterAuthPasswordHashing,
}: AppDeps) {
  const { db } = database
  const auth = createAuth({ db, config, secret, mailer, logger, notifier, passwordHashing })
  const authenticate = createAuthenticate(db, secret, config.requireTwoFactorFor)

  const api = createRouter()
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'The access-token from POST /api/jwt',
  })
  api.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: 'better-auth.session_token',
    description:
      'The session cookie that POST /api/auth/sign-in/email sets (named __Secure-better-auth.session_token when the server is served over HTTPS)',
  })
  api.openAPIRegistry.registerComponent('securitySchemes', 'feedKey', {
    type: 'http',
    scheme: 'bearer',
    description: 'A portal feed key an admin issued (POST /api/admin/feed-keys)',
  })
  const placeService = createPlaceService(db)
  const propertyService = createPropertyService(
    db,
    {
      currency: config.currency,
      areaUnit: config.areaUnit,
      listingDays: config.listingDays,
      maxDraftsPerAgent: config.maxDraftsPerAgent,
    },
    notifier,
    placeService,
  )
  api.route('/', createHealthRoutes(database, isShuttingDown))
  api.route('/', createAuthRoutes(auth, config, secret))
  api.route('/', createUserRoutes(createUserService(db, notifier), authenticate))
  api.route('/', createUploadApiRoutes({ db, storage, config, secret, authenticate }))
  api.route(
    '/',
    createPropertyRoutes(
      propertyService,
      createLifecycleService(db, notifier, { listingDays: config.listingDays }),
      authenticate,
      createSearchThrottle({
        db,
        ...config.searchRateLimit,
        trustedProxyHeader: config.trustedProxyHeader,
        oneAtATime: database.kind === 'pglite',
      }),
    ),
  )
  api.route(
    '/',
    createListingCsvRoutes(createListingCsvService(db, propertyService, config.currency), authenticate),
  )
  api.route('/', createMyPropertyRoutes(createMyPropertyService(db), authenticate))
  api.route('/', createInsightRoutes(createInsightService(db, secret), authenticate))
  api.route('/', createEstimateRoutes(createEstimateService(propertyService.one), authenticate))
  api.route('/', createSavedSearchRoutes(createSavedSearchService(db), authenticate))
  api.route('/', createReviewRoutes(createReviewService(db, notifier), authenticate))
  const wishlist = createWishlistService(db, config.currency)
  api.route('/', createWishlistRoutes(wishlist, authenticate))
  api.route(
    '/',
    createWishlistSharingRoutes(
      createWishlistSharingService({ db, notifier, mailer, logger, baseUrl: config.baseUrl, wishlist }),
      authenticate,
    ),
  )
  api.route(
    '/',
    createOfferRoutes(
      createOfferService(db, notifier, config.offerPaymentDays, config.currency),
      authenticate,
    ),
  )
  api.route('/', createApplicationRoutes(createApplicationService(db, notifier), authenticate))
  api.route('/', createViewingRoutes(createViewingService(db, notifier), authenticate, config.baseUrl))
  api.route('/', createOpenHouseRoutes(createOpenHouseService(db), authenticate))
  api.route('/', createPaymentRoutes(createPaymentService({ db, config, logger, notifier }), authenticate))
  api.route('/', createSalesRoutes(createSalesService(db), authenticate))
  api.route('/', createAgentRoutes(createAgentService()))
  api.route(
    '/',
    createInquiryRoutes(
      createInquiryService(db, notifier, {
        buyerMessages: config.inquiryRateLimit,
        agentReplies: config.agentReplyRateLimit,
      }),
      authenticate,
    ),
  )
  api.route('/', createNotificationRoutes(createNotificationService(db), authenticate))
  api.route(
    '/',
    createAccountRoutes(
      createAccountService(db, notifier, config.accountSignIn, secret, passwordHashing),
      authenticate,
    ),
  )
  api.route('/', createAuditRoutes(createAuditService(db), authenticate))
  api.route(
    '/',
    createFeedRoutes(
      createFeedService(db, {
        baseUrl: config.baseUrl,
        areaUnit: config.areaUnit,
        settleSeconds: config.feed.settleSeconds,
      }),
      { db, authenticate, rateLimit: config.feed.rateLimit },
    ),
  )
  api.route('/', createPlaceRoutes(placeService, authenticate))
  api.route('/', createGeocodeRoutes(createGeocodeService(db, geocoder), authenticate))
  api.route('/', createNewsletterRoutes(createNewsletterService(db), config.trustedProxyHeader))
  mountDocs(api, '0.1.0')

  const app = new Hono()
  app.use('*', requestIds(config.trustedProxyHeader))
  app.use('*', requestLog(logger, metrics.observeRequest))
  app.use('*', refuseWhileDraining(isShuttingDown))
  app.use('*', closeAfterEarlyAnswer())
  app.use(
    '/api/*',
    readRouting({
      database,
      secret,
      readYourWritesMs: config.readYourWritesMs,
      secure: config.baseUrl.startsWith('https:'),
    }),
  )
  app.use(
    '*',
    secureHeaders({
      // Hono's default, no-referrer, makes the browser send `Origin: null` with a form posted to a page, and a
      // posted form (sign-in before the page's scripts run) is accepted only from the site's own origin.
      // same-origin still tells other sites nothing.
      referrerPolicy: 'same-origin',
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // The map's tiles come from the configured tile server (MAP_TILE_URL).
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.stripe.com', config.mapTiles.imageSource],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Stripe Elements, when the Stripe gateway is configured, loads its script and frames from Stripe.
        // The nonce admits the one inline script of a server-rendered page (React Router's hydration data).
        scriptSrc: ["'self'", NONCE, 'https://js.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
      },
    }),
  )
  // HTTP's own conventions for every answer of the API, whichever route or library made it (decision 0030).
  app.use('/api/*', compressJson())
  app.use('/api/*', httpCaching())
  app.use('*', challengeUnauthorized())
  // One body limit for every route, Better Auth's included; uploads say otherwise, and so does the register
  // page, whose form posted before its scripts run carries the profile picture (its action uploads it).
  const jsonLimit = limitBody(JSON_BODY_LIMIT, new ApiError(413, 'The request body is larger than 1 MB'))
  const uploadLimit = limitBody(UPLOAD_BODY_LIMIT, fieldError('image', 'must be at most 5 MB', 413))
  const carriesImage = (path: string) => path === '/api/uploads' || path === '/register'
  // A listing import's file may be 1 MB itself, with its multipart framing around it; the route checks the file.
  const importLimit = limitBody(MAX_IMPORT_BYTES + 64 * 1024, fieldError('file', 'must be at most 1 MB', 413))
  app.use('*', (c, next) =>
    carriesImage(c.req.path)
      ? uploadLimit(c, next)
      : c.req.path === LISTING_IMPORT_PATH
        ? importLimit(c, next)
        : jsonLimit(c, next),
  )
  // Path parameters are held to the contract's rule before any route (ours, Better Auth's, the SPA's) sees them.
  app.use('*', async (c, next) => {
    if (hasControlCharacters(c.req.path)) return sendError(c, fieldError('path', CONTROL_CHARACTER_MESSAGE))
    await next()
  })
  app.onError((error, c) => {
    if (error instanceof ApiError) return sendError(c, error)
    if (error instanceof HTTPException)
      return sendError(c, new ApiError(error.status, error.message || 'Request refused'))
    // A public read past PUBLIC_QUERY_TIMEOUT_MS: the database cancelled it, nothing was changed.
    if (isStatementTimeout(error)) {
      logger.warn('public read timed out', { method: c.req.method, route: routePattern(c) })
      return sendError(c, new ApiError(503, PUBLIC_READ_TIMED_OUT, ERROR_CODES.queryTimeout))
    }
    logger.error('unhandled error', {
      method: c.req.method,
      route: routePattern(c),
      error: String(error?.stack ?? error),
    })
    return sendError(c, new ApiError(500, 'Something went wrong on our side. Please try again.'))
  })
  // Better Auth's own endpoints (sign-up, sign-in, OAuth callbacks, password reset, sign-out).
  app.on(['GET', 'POST'], '/api/auth/*', (c) => handleAuthRequest(c, auth, config))
  app.route('/api', api)
  app.route(
    '/metrics',
    createMetricsRoutes(metrics, { token: config.metricsToken, isPublic: config.metricsPublic }),
  )
  // Unknown API paths answer JSON here rather than falling through to the SPA's index.html; a path the API
  // knows, asked with a method it has no route for, is a 405 that says which methods it has.
  const allowedMethods = allowedMethodsOf(() => app.routes.filter((route) => route.path.startsWith('/api/')))
  app.all('/api/*', (c) => {
    const allowed = allowedMethods(c.req.path)
    if (allowed.length === 0)
      return sendError(c, new ApiError(404, `No API route for ${c.req.method} ${c.req.path}`))
    return sendError(c, methodNotAllowed(c.req.method, c.req.path, allowed))
  })
  app.route(UPLOADS_PATH, createUploadRoutes(storage))
  app.route(
    '/',
    createSpaRoutes(
      config.webDistDir,
      {
        currency: config.currency,
        areaUnit: config.areaUnit,
        mapTiles: config.mapTiles,
        signIn: signInOptionsOf(config),
      },
      logger,
      {
        siteUrl: config.baseUrl,
        trustedProxyHeader: config.trustedProxyHeader,
        // Pages' loaders read the API in this process, the same way the browser does.
        apiFetch: async (url, init, env) => app.request(url, init, env as object),
      },
    ),
  )
  return app
}
