import { z } from 'zod'
import { paginationQuerySchema, text } from './common.ts'

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
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: 'kind is not a notification kind' })
export type NotificationKind = z.infer<typeof notificationKindSchema>

/** The profile's words for each kind, and which roles can receive it (a buyer never gets an offer). */
export const NOTIFICATION_KIND_INFO: Record<
  NotificationKind,
  { label: string; roles: readonly ('user' | 'agent' | 'admin')[] }
> = {
  offer_received: { label: 'A buyer makes an offer on my listing', roles: ['agent'] },
  payment_received: { label: 'A buyer pays for my listing', roles: ['agent'] },
  listing_verified: { label: 'An admin verifies my listing', roles: ['agent'] },
  listing_rejected: { label: 'An admin rejects my listing', roles: ['agent'] },
  listing_changes_requested: { label: 'An admin asks for changes to my listing', roles: ['agent'] },
  listing_expiry: { label: 'My listing expires in a week, or has expired', roles: ['agent'] },
  admin_action: {
    label: 'An admin changes or removes my listing, my review or my account',
    roles: ['user', 'agent', 'admin'],
  },
  offer_accepted: { label: 'My offer is accepted', roles: ['user'] },
  offer_rejected: { label: 'My offer is rejected', roles: ['user'] },
  offer_expired: { label: 'An accepted offer expires unpaid or is released', roles: ['user', 'agent'] },
  inquiry_received: { label: 'Someone contacts me about my listing', roles: ['agent'] },
  inquiry_reply: { label: 'A new message in one of my conversations', roles: ['user', 'agent'] },
  application_received: { label: 'A renter applies for my rental', roles: ['agent'] },
  application_withdrawn: { label: 'A renter withdraws an application', roles: ['agent'] },
  application_decided: {
    label: 'My rental application is shortlisted, accepted or declined',
    roles: ['user'],
  },
  viewing_agent_update: {
    label: 'A buyer requests, accepts or cancels a viewing of my listing',
    roles: ['agent'],
  },
  viewing_buyer_update: {
    label: 'An agent confirms, declines, proposes another time for or cancels my viewing',
    roles: ['user'],
  },
  viewing_reminder: { label: 'A reminder the day before a confirmed viewing', roles: ['user', 'agent'] },
  sign_in_method_added: {
    label: 'A new way to sign in to my account: a passkey, two-factor or a new password',
    roles: ['user', 'agent', 'admin'],
  },
  wishlist_shared: {
    label: 'Someone invites me to share their wishlist, or accepts my invitation',
    roles: ['user'],
  },
  // Written only for a drop that reaches the person's own threshold (priceDropAlert); e-mailed in a daily digest.
  price_drop: {
    label: 'A home in my wishlist or my saved searches drops its price (one e-mail a day at most)',
    roles: ['user', 'agent', 'admin'],
  },
  // Written only while the search's own alerts are on (Saved Searches); this switches off just the e-mail.
  saved_search_match: {
    label: 'A newly verified listing matches one of my saved searches',
    roles: ['user', 'agent', 'admin'],
  },
}

export const notificationSchema = z
  .object({
    _id: z.string(),
    kind: notificationKindSchema,
    title: z.string(),
    body: z.string(),
    /** The page of the app this is about (a path, e.g. /dashboard/property-bought). */
    link: z.string(),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'Notification' })
export type Notification = z.infer<typeof notificationSchema>

export const notificationsQuerySchema = paginationQuerySchema

/**
 * The smallest fall of a watched home's price a person is told of (in the bell, and by e-mail unless
 * price_drop's e-mail is off): any fall, 3 %, 5 % or 10 % of its low price, or none.
 */
export const PRICE_DROP_ALERTS = ['any', '3', '5', '10', 'off'] as const
export type PriceDropAlert = (typeof PRICE_DROP_ALERTS)[number]
/** The threshold of an account that never chose one. */
export const DEFAULT_PRICE_DROP_ALERT: PriceDropAlert = 'any'
export const PRICE_DROP_ALERT_LABELS: Record<PriceDropAlert, string> = {
  any: 'Any price drop',
  '3': 'A drop of 3 % or more',
  '5': 'A drop of 5 % or more',
  '10': 'A drop of 10 % or more',
  off: 'Never',
}
export const priceDropAlertSchema = z.enum(PRICE_DROP_ALERTS, {
  error: 'priceDropAlert must be one of any, 3, 5, 10 or off',
})

/**
 * Kinds whose e-mail is on (the in-app notification always arrives), and the price drops the person is told
 * of at all. A PUT without priceDropAlert keeps the saved one.
 */
export const notificationPreferencesSchema = z
  .object({
    priceDropAlert: priceDropAlertSchema,
    emailKinds: z
      .array(notificationKindSchema, { error: 'emailKinds must be a list of notification kinds' })
      .max(NOTIFICATION_KINDS.length, { error: 'emailKinds lists a kind more than once' })
      .refine((kinds) => new Set(kinds).size === kinds.length, {
        error: 'emailKinds lists a kind more than once',
      }),
  })
  .meta({ id: 'NotificationPreferences' })
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>

export const notificationPreferencesInputSchema = notificationPreferencesSchema
  .partial({ priceDropAlert: true })
  .meta({ id: 'NotificationPreferencesInput' })
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>

/**
 * The page a person opened (a lead, a conversation, their offers): every unread notification of theirs that
 * leads there is marked read. A path of the web app, as notifications carry it.
 */
export const notificationLinkSchema = z
  .object({
    link: text({ error: 'link must be a path of the app' })
      .max(300, { error: 'link must be at most 300 characters' })
      .regex(/^\/[\w\-/]*$/, { error: 'link must be a path of the app, such as /dashboard/leads' }),
  })
  .meta({ id: 'NotificationLink' })
