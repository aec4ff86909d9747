// The notification kinds, who receives each, and the price-drop thresholds, without zod: the profile's e-mail
// choices list them, and a module that builds schemas (notifications.ts) would bring zod into its first scripts.

/** What a person can be told about; each kind can have its e-mail switched off in the profile. */
export const NOTIFICATION_KINDS = [
  'offer_received',
  'offer_accepted',
  'offer_rejected',
  'offer_expired',
  'payment_received',
  'listing_verified',
  'listing_rejected',
  'inquiry_received',
  'inquiry_reply',
  'saved_search_match',
  'application_received',
  'application_withdrawn',
  'application_decided',
  'viewing_agent_update',
  'viewing_buyer_update',
  'viewing_reminder',
  'listing_changes_requested',
  'listing_expiry',
  'admin_action',
  'sign_in_method_added',
  'price_drop',
  'wishlist_shared',
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/** Which roles can receive each kind (a buyer never gets an offer); the profile's words are its catalogue's. */
export const NOTIFICATION_KIND_INFO: Record<
  NotificationKind,
  { roles: readonly ('user' | 'agent' | 'admin')[] }
> = {
  offer_received: { roles: ['agent'] },
  payment_received: { roles: ['agent'] },
  listing_verified: { roles: ['agent'] },
  listing_rejected: { roles: ['agent'] },
  listing_changes_requested: { roles: ['agent'] },
  listing_expiry: { roles: ['agent'] },
  admin_action: { roles: ['user', 'agent', 'admin'] },
  offer_accepted: { roles: ['user'] },
  offer_rejected: { roles: ['user'] },
  offer_expired: { roles: ['user', 'agent'] },
  inquiry_received: { roles: ['agent'] },
  inquiry_reply: { roles: ['user', 'agent'] },
  application_received: { roles: ['agent'] },
  application_withdrawn: { roles: ['agent'] },
  application_decided: { roles: ['user'] },
  viewing_agent_update: { roles: ['agent'] },
  viewing_buyer_update: { roles: ['user'] },
  viewing_reminder: { roles: ['user', 'agent'] },
  sign_in_method_added: { roles: ['user', 'agent', 'admin'] },
  wishlist_shared: { roles: ['user'] },
  // Written only for a drop that reaches the person's own threshold (priceDropAlert); e-mailed in a daily digest.
  price_drop: { roles: ['user', 'agent', 'admin'] },
  // Written only while the search's own alerts are on (Saved Searches); this switches off just the e-mail.
  saved_search_match: { roles: ['user', 'agent', 'admin'] },
}

/**
 * The smallest fall of a watched home's price a person is told of (in the bell, and by e-mail unless
 * price_drop's e-mail is off): any fall, 3 %, 5 % or 10 % of its low price, or none.
 */
export const PRICE_DROP_ALERTS = ['any', '3', '5', '10', 'off'] as const
export type PriceDropAlert = (typeof PRICE_DROP_ALERTS)[number]
/** The threshold of an account that never chose one. */
export const DEFAULT_PRICE_DROP_ALERT: PriceDropAlert = 'any'
