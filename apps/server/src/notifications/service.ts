import {
  NOTIFICATION_KINDS,
  type Notification,
  type NotificationPreferences,
  type NotificationPreferencesInput,
  type PaginationQuery,
} from '@keyhaven/contract'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import { minPercentOf, priceDropAlertOf } from '../price-drops/price-drop.ts'
import {
  countUnread,
  findNotificationOwner,
  listNotifications,
  mailOptOuts,
  markAllRead,
  markLinkRead,
  markRead,
  type NotificationRow,
  priceDropMinPercent,
  replaceMailOptOuts,
  setPriceDropMinPercent,
} from './queries.ts'

function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  }
}

/** A person's own notifications and e-mail choices; nobody, admins included, reads another's. */
export function createNotificationService(db: Database) {
  return {
    async list(caller: Caller, query: PaginationQuery) {
      const [{ rows, total }, unread] = await Promise.all([
        listNotifications(db, caller.id, offsetPage(query)),
        countUnread(db, caller.id),
      ])
      return { items: rows.map(toNotification), total, unread }
    },

    async markRead(caller: Caller, id: string): Promise<{ modifiedCount: number }> {
      const modifiedCount = await markRead(db, caller.id, id)
      if (modifiedCount > 0) return { modifiedCount }
      const owner = await findNotificationOwner(db, id)
      if (owner === undefined) throw new ApiError(404, 'No notification with this id')
      if (owner !== caller.id) throw new ApiError(403, 'You can only read your own notifications')
      return { modifiedCount: 0 }
    },

    async markAllRead(caller: Caller): Promise<{ modifiedCount: number }> {
      return { modifiedCount: await markAllRead(db, caller.id) }
    },

    /** The person opened the page these notifications lead to: they have seen what they were about. */
    async markLinkRead(caller: Caller, link: string): Promise<{ modifiedCount: number }> {
      return { modifiedCount: await markLinkRead(db, caller.id, link) }
    },

    async preferences(caller: Caller): Promise<NotificationPreferences> {
      const [optOuts, minPercent] = await Promise.all([
        mailOptOuts(db, caller.id),
        priceDropMinPercent(db, caller.id),
      ])
      const off = new Set(optOuts)
      return {
        priceDropAlert: priceDropAlertOf(minPercent),
        emailKinds: NOTIFICATION_KINDS.filter((kind) => !off.has(kind)),
      }
    },

    /** The e-mail choices replace the saved ones; the price-drop threshold only when given. */
    async setPreferences(
      caller: Caller,
      input: NotificationPreferencesInput,
    ): Promise<NotificationPreferences> {
      const on = new Set(input.emailKinds)
      await replaceMailOptOuts(
        db,
        caller.id,
        NOTIFICATION_KINDS.filter((kind) => !on.has(kind)),
      )
      if (input.priceDropAlert !== undefined) {
        await setPriceDropMinPercent(db, caller.id, minPercentOf(input.priceDropAlert))
      }
      return this.preferences(caller)
    },
  }
}
