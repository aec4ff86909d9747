import { and, eq, gt, inArray, isNull, lt, ne, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { notificationMailOptOuts, notifications, users } from '../db/schema.ts'
import type { Logger } from '../http/logger.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import { escapeHtml, type MailAttachment, type Mailer } from '../mail/mailer.ts'
import { PRICE_DROP } from '../price-drops/alerts.ts'
import { alertMail, SAVED_SEARCH_ALERT } from '../saved-searches/alerts.ts'
import { viewingCalendar } from '../viewings/calendar.ts'
import { findViewing } from '../viewings/queries.ts'
import { wordsIn } from '../words/words.ts'
import { type NewNotification, type NotificationMessages, notificationMessages } from './messages.ts'

/** The database or a transaction of it: notifications are written beside the change they tell of. */
type Writer = Pick<Database, 'insert' | 'select' | 'execute'>
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]
/** One function per kind of message: `tell.offerAccepted(offer)` writes that notification in the transaction. */
export type Tell = {
  [Kind in keyof NotificationMessages]: (...facts: Parameters<NotificationMessages[Kind]>) => Promise<void>
}

// The request that wrote a notification sends its e-mail at once; the job takes over what is older than this
// (a send that failed, or an instance that stopped in between), so the two rarely reach for the same row.
const PENDING_GRACE_MS = 60_000
// A claimed e-mail not marked sent after this long was lost with its instance and is sent again. A saved-search
// alert whose send failed is tried again after as long.
const CLAIM_TIMEOUT_MS = 5 * 60_000
const MAIL_BATCH = 50

export interface Notifier {
  /**
   * Runs `work` in one transaction with a `tell` that writes notifications in it, so a notification exists
   * exactly when the change it tells of was committed; their e-mails go out after the commit.
   */
  transaction<T>(work: (tx: Transaction, tell: Tell) => Promise<T>): Promise<T>
  /**
   * The notification-mail job: sends the e-mails no request sends (saved-search alerts; price drops have
   * their own digest job) and those the requests did not (failed or interrupted sends), a batch at a time
   * until none is due or `stopping` is aborted.
   */
  sendDueMail(stopping?: AbortSignal): Promise<{ sent: number; failed: number }>
}

export function createNotifier({
  db,
  mailer,
  logger,
  baseUrl,
}: {
  db: Database
  mailer: Mailer
  logger: Logger
  baseUrl: string
}): Notifier {
  const messages = notificationMessages()

  /**
   * Whether a note with `mailAtMostEveryMinutes` comes within that time of the last one mailed of its person,
   * kind and link. A lock on that triple makes concurrent writers of it take turns, so two cannot both mail.
   */
  async function mailedLately(writer: Writer, note: NewNotification): Promise<boolean> {
    if (!note.mailAtMostEveryMinutes) return false
    const subject = `notification-mail:${note.userId}:${note.kind}:${note.link}`
    await writer.execute(sql`select pg_advisory_xact_lock(hashtextextended(${subject}, 0))`)
    const [recent] = await writer
      .select({ id: notifications.id })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, note.userId),
          eq(notifications.kind, note.kind),
          eq(notifications.link, note.link),
          ne(notifications.mailState, 'off'),
          gt(notifications.createdAt, sql`now() - make_interval(mins => ${note.mailAtMostEveryMinutes})`),
        ),
      )
      .limit(1)
    return recent !== undefined
  }

  /** The language each person chose (users.language), which their notifications and e-mails are written in. */
  async function languagesOf(reader: Pick<Writer, 'select'>, userIds: string[]) {
    const rows = await reader
      .select({ id: users.id, language: users.language })
      .from(users)
      .where(inArray(users.id, [...new Set(userIds)]))
    return new Map(rows.map((row) => [row.id, row.language]))
  }

  async function record(writer: Writer, notes: NewNotification[]): Promise<string[]> {
    if (notes.length === 0) return []
    const optedOut = await writer
      .select({ userId: notificationMailOptOuts.userId, kind: notificationMailOptOuts.kind })
      .from(notificationMailOptOuts)
      .where(inArray(notificationMailOptOuts.userId, [...new Set(notes.map((note) => note.userId))]))
    const off = new Set(optedOut.map((row) => `${row.userId}:${row.kind}`))
    const languages = await languagesOf(
      writer,
      notes.map((note) => note.userId),
    )
    const values = []
    for (const note of notes) {
      const { mailAtMostEveryMinutes: _, words, ...row } = note
      const inAppOnly = off.has(`${note.userId}:${note.kind}`) || (await mailedLately(writer, note))
      values.push({
        ...row,
        ...words(wordsIn(languages.get(note.userId))),
        mailState: inAppOnly ? ('off' as const) : ('pending' as const),
      })
    }
    const rows = await writer
      .insert(notifications)
      .values(values)
      .returning({ id: notifications.id, mailState: notifications.mailState })
    return rows.filter((row) => row.mailState === 'pending').map((row) => row.id)
  }

  /**
   * The viewing of a confirmation or of a confirmed viewing's cancel as an .ics file: the same event as GET
   * /api/viewings/{id}/calendar.ics, as it is when the mail goes out.
   */
  async function calendarAttachments(viewingId: string | null): Promise<MailAttachment[]> {
    const row = viewingId ? await findViewing(db, viewingId) : undefined
    if (!row) return []
    return [
      {
        filename: 'viewing.ics',
        content: viewingCalendar(row, baseUrl),
        contentType: 'text/calendar; charset=utf-8',
      },
    ]
  }

  /** Claims the rows (so no other instance sends them too), sends each, marks it sent. */
  async function send(claim: SQL | undefined) {
    // Never an update without a condition: that would claim every notification.
    if (!claim) return { sent: 0, failed: 0, claimed: 0 }
    const claimed = await db
      .update(notifications)
      .set({ mailState: 'sending', mailClaimedAt: new Date() })
      .where(claim)
      .returning({
        id: notifications.id,
        userId: notifications.userId,
        kind: notifications.kind,
        title: notifications.title,
        body: notifications.body,
        link: notifications.link,
        calendarViewingId: notifications.calendarViewingId,
      })
    let sent = 0
    let failed = 0
    for (const note of claimed) {
      try {
        const [person] = await db
          .select({ name: users.name, email: users.email, language: users.language })
          .from(users)
          .where(eq(users.id, note.userId))
        if (person) {
          const mail =
            note.kind === SAVED_SEARCH_ALERT
              ? alertMail(person, note, baseUrl)
              : notificationMail(person, note, baseUrl)
          const attachments = await calendarAttachments(note.calendarViewingId)
          await mailer.send(attachments.length > 0 ? { ...mail, attachments } : mail)
        }
        await db.update(notifications).set({ mailState: 'sent' }).where(eq(notifications.id, note.id))
        sent++
      } catch (error) {
        failed++
        logger.warn('notification e-mail not sent; the notification-mail job will retry', {
          notification: note.id,
          error: error instanceof Error ? error.message : String(error),
        })
        // An alert's claim is let go at once (see sendDueMail): its time (mail_claimed_at) spaces the retries.
        if (note.kind === SAVED_SEARCH_ALERT) {
          await db
            .update(notifications)
            .set({ mailState: 'pending' })
            .where(eq(notifications.id, note.id))
            .catch(() => {})
        }
      }
    }
    return { sent, failed, claimed: claimed.length }
  }

  return {
    async transaction(work) {
      let written: string[] = []
      const result = await db.transaction(async (tx) => {
        written = []
        const tell = Object.fromEntries(
          Object.entries(messages).map(([kind, build]) => [
            kind,
            async (...facts: unknown[]) => {
              const notes = (build as (...args: unknown[]) => NewNotification[])(...facts)
              written.push(...(await record(tx, notes)))
            },
          ]),
        ) as Tell
        return work(tx, tell)
      })
      if (written.length > 0) {
        await send(and(inArray(notifications.id, written), eq(notifications.mailState, 'pending'))).catch(
          (error: unknown) =>
            logger.warn('notification e-mails not claimed; the notification-mail job will send them', {
              error: error instanceof Error ? error.message : String(error),
            }),
        )
      }
      return result
    },

    async sendDueMail(stopping) {
      const total = { sent: 0, failed: 0 }
      while (!stopping?.aborted) {
        const now = Date.now()
        const isAlert = eq(notifications.kind, SAVED_SEARCH_ALERT)
        const due = or(
          and(
            // Price drops are mailed by their daily digest (price-drops/digest.ts), never one by one.
            notInArray(notifications.kind, [SAVED_SEARCH_ALERT, PRICE_DROP]),
            or(
              and(
                eq(notifications.mailState, 'pending'),
                lt(notifications.createdAt, new Date(now - PENDING_GRACE_MS)),
              ),
              and(
                eq(notifications.mailState, 'sending'),
                lt(notifications.mailClaimedAt, new Date(now - CLAIM_TIMEOUT_MS)),
              ),
            ),
          ),
          // Alerts are sent by this job alone, which runs in one instance at a time and ends each batch with every
          // claim marked sent or let go: one still claimed was cut off by a stop mid-send, and goes again now.
          and(
            isAlert,
            or(
              eq(notifications.mailState, 'sending'),
              and(
                eq(notifications.mailState, 'pending'),
                or(
                  isNull(notifications.mailClaimedAt),
                  lt(notifications.mailClaimedAt, new Date(now - CLAIM_TIMEOUT_MS)),
                ),
              ),
            ),
          ),
        )
        // One statement claims the oldest due rows; the condition is checked again on each row it updates, so a
        // row a request or another run claimed meanwhile is left to them.
        const oldestDue = db
          .select({ id: notifications.id })
          .from(notifications)
          .where(due)
          .orderBy(notifications.createdAt)
          .limit(MAIL_BATCH)
        const batch = await send(and(inArray(notifications.id, oldestDue), due))
        total.sent += batch.sent
        total.failed += batch.failed
        // The last batch, or one that sent nothing (the mail server is likely down: the next run tries again).
        if (batch.claimed < MAIL_BATCH || batch.sent === 0) break
      }
      return total
    },
  }
}

export function notificationMailJob(notifier: Notifier): PeriodicJob {
  return {
    name: 'notification-mail',
    // Saved-search alerts wait for it; a run that finds nothing due costs one indexed query.
    intervalMs: 5_000,
    async run(stopping) {
      const { sent, failed } = await notifier.sendDueMail(stopping)
      return sent + failed > 0 ? { sent, failed } : undefined
    },
  }
}

/** A notification's e-mail, around its title and body, in the recipient's language as they are. */
function notificationMail(
  person: { name: string; email: string; language: string | null },
  note: { title: string; body: string; link: string },
  baseUrl: string,
) {
  const { t } = wordsIn(person.language)
  const url = `${baseUrl}${note.link}`
  const footer = t('mail.footer')
  return {
    to: person.email,
    subject: note.title,
    text: `${t('mail.hello', { name: person.name })}\n\n${note.body}\n\n${url}\n\n${footer}`,
    html: `<p>${escapeHtml(t('mail.hello', { name: person.name }))}</p><p>${escapeHtml(note.body)}</p><p><a href="${escapeHtml(url)}">${escapeHtml(t('mail.open'))}</a></p><p>${escapeHtml(footer)}</p>`,
  }
}
