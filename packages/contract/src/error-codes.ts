// Without zod: pages that branch on a code import it without the schemas (property-vocabulary.ts says why).
/**
 * The `code` of an error answer: what a client branches on. The `message` beside it is for people and may
 * change wording at any time. A status has its generic code; a few answers carry a more precise one.
 */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  conflict: 'conflict',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  rateLimited: 'rate_limited',
  internalError: 'internal_error',
  /** 409: the listing is already in the caller's wishlist (the state they wanted). */
  alreadyInWishlist: 'already_in_wishlist',
  /** 402: the card was declined; the message says why. */
  cardDeclined: 'card_declined',
  /** 402: the PaymentIntent has not succeeded (yet). */
  paymentIncomplete: 'payment_incomplete',
  /** 502: the payment provider refused or could not be reached. */
  paymentProviderError: 'payment_provider_error',
  /** 503: the instance is shutting down; nothing was done, so the request may be sent again. */
  shuttingDown: 'shutting_down',
  /** 503: a public read ran past its statement timeout; narrowed, the request may succeed. */
  queryTimeout: 'query_timeout',
  /** 502: the configured geocoder (GEOCODER_URL) failed or could not be reached; nothing was found. */
  geocoderUnavailable: 'geocoder_unavailable',
  /** 403: the caller's role must sign in with two factors (REQUIRE_2FA_FOR) and has not set them up yet. */
  twoFactorRequired: 'two_factor_required',
} as const
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES]
