// Texts without schemas, in a module of their own: cards on the home page show them, and importing them from a
// module that builds zod schemas would bring zod into the page's first chunk.

/** Why an expired offer cannot be paid (the server's 409 and the payment page say the same). */
export const OFFER_EXPIRED_NOTE =
  'This offer has expired (it was not paid by its deadline, or an admin released it) and can no longer be paid.'
