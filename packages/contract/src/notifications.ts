import { z } from 'zod'
import { paginationQuerySchema, text } from './common.ts'
import { NOTIFICATION_KINDS, PRICE_DROP_ALERTS } from './notification-kinds.ts'

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS, { error: 'kind is not a notification kind' })

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
/** GET /notifications: the newest first (X-Total-Count and X-Unread-Count say how many in all). */
export const notificationListSchema = z.array(notificationSchema)

export const notificationsQuerySchema = paginationQuerySchema

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
