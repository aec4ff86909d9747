import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { notifications, users } from '../db/schema.ts'
import type { Logger } from '../http/logger.ts'
import type { PeriodicJob } from '../jobs/job-runner.ts'
import { escapeHtml, type Mail, type Mailer } from '../mail/mailer.ts'
import { wordsIn } from '../words/words.ts'
import { PRICE_DROP } from './alerts.ts'

/** A person gets at most one price-drop e-mail in this time, holding every drop told since the last. */
export const DIGEST_EVERY = '1 day'
// A digest whose send failed is tried again after this long.
const RETRY_AFTER = '5 minutes'
// People mailed per statement.
const PEOPLE_PER_BATCH = 50

const isDrop = sql`${notifications.kind} = ${PRICE_DROP}::notification_kind`
/**
 * The drops a run mails: those a run claimed and never finished (cut off by a stop or a crash: the job runs in
 * one instance at a time and ends each batch with every claim marked sent or let go), and those waiting, unless
 * their last try failed lately. Their person must have had no digest within DIGEST_EVERY.
 */
function dueDrop(row: string) {
  const column = (name: string) => sql.raw(`"${row}"."${name}"`)
  return sql`${column('kind')} = ${PRICE_DROP}::notification_kind and (
    ${column('mail_state')} = 'sending'
    or (${column('mail_state')} = 'pending' and (${column('mail_claimed_at')} is null or ${column('mail_claimed_at')} < now() - ${RETRY_AFTER}::interval))
  ) and not exists (
    select 1 from ${notifications} as "mailed"
    where "mailed"."user_id" = ${column('user_id')} and "mailed"."kind" = ${PRICE_DROP}::notification_kind
      and "mailed"."mail_state" = 'sent' and "mailed"."mail_claimed_at" > now() - ${DIGEST_EVERY}::interval
  )`
}

/**
 * Claims the due drops of a batch of people (mail_state 'sending', so no later run takes them as new), all of a
 * person's at once: the claim is made before the mail goes, and a digest counts as sent only once marked so.
 */
async function claimBatch(db: Database) {
  const result = await db.execute(sql`
    with "people" as (
      select distinct "due"."user_id" from ${notifications} as "due" where ${dueDrop('due')}
      limit ${PEOPLE_PER_BATCH}
    )
    update ${notifications} set "mail_state" = 'sending', "mail_claimed_at" = now()
    where ${notifications.userId} in (select "user_id" from "people") and ${dueDrop('notifications')}
    returning ${notifications.id} as "id", ${notifications.userId} as "userId"`)
  return (result as unknown as { rows: { id: string; userId: string }[] }).rows
}

/** One e-mail of every drop told to the person since their last (notifications of kind PRICE_DROP), in their language. */
export function digestMail(
  person: { name: string; email: string; language: string | null },
  drops: { title: string; body: string; link: string }[],
  baseUrl: string,
): Mail {
  const { t } = wordsIn(person.language)
  const [only] = drops
  const subject = drops.length === 1 && only ? only.title : t('digest.subject', { count: drops.length })
  const hello = t('mail.hello', { name: person.name })
  const footer = t('digest.footer')
  const lines = drops.map((drop) => `${drop.body}\n${baseUrl}${drop.link}`)
  const items = drops.map(
    (drop) =>
      `<li><a href="${escapeHtml(`${baseUrl}${drop.link}`)}">${escapeHtml(drop.title)}</a>: ${escapeHtml(drop.body)}</li>`,
  )
  return {
    to: person.email,
    subject,
    text: `${hello}\n\n${lines.join('\n\n')}\n\n${footer}`,
    html: `<p>${escapeHtml(hello)}</p><ul>${items.join('')}</ul><p>${escapeHtml(footer)}</p>`,
  }
}

/**
 * Mails each person with due price drops one digest of them all, a batch of people at a time, until none is
 * due or `stopping` is aborted. A person mailed within DIGEST_EVERY waits: their drops go in their next digest.
 */
export async function sendPriceDropDigests(
  { db, mailer, logger, baseUrl }: { db: Database; mailer: Mailer; logger: Logger; baseUrl: string },
  stopping?: AbortSignal,
): Promise<{ sent: number; failed: number }> {
  const total = { sent: 0, failed: 0 }
  while (!stopping?.aborted) {
    const claimed = await claimBatch(db)
    if (claimed.length === 0) break
    const people = [...new Set(claimed.map((row) => row.userId))]
    let sentNow = 0
    for (const userId of people) {
      const ids = claimed.filter((row) => row.userId === userId).map((row) => row.id)
      try {
        const [person] = await db
          .select({ name: users.name, email: users.email, language: users.language })
          .from(users)
          .where(eq(users.id, userId))
        const drops = await db
          .select({ title: notifications.title, body: notifications.body, link: notifications.link })
          .from(notifications)
          .where(inArray(notifications.id, ids))
          .orderBy(asc(notifications.createdAt), asc(notifications.id))
        if (person) await mailer.send(digestMail(person, drops, baseUrl))
        await db.update(notifications).set({ mailState: 'sent' }).where(inArray(notifications.id, ids))
        total.sent++
        sentNow++
      } catch (error) {
        total.failed++
        logger.warn('price-drop digest not sent; the job will retry', {
          user: userId,
          error: error instanceof Error ? error.message : String(error),
        })
        // Let go at once: the claim's time (mail_claimed_at) spaces the retries.
        await db
          .update(notifications)
          .set({ mailState: 'pending' })
          .where(and(inArray(notifications.id, ids), isDrop))
          .catch(() => {})
      }
    }
    // The last batch, or one that sent nothing (the mail server is likely down: the next run tries again).
    if (people.length < PEOPLE_PER_BATCH || sentNow === 0) break
  }
  return total
}

export function priceDropDigestJob(deps: Parameters<typeof sendPriceDropDigests>[0]): PeriodicJob {
  return {
    name: 'price-drop-digest',
    // A drop told to someone not mailed for a day goes out within this; later ones wait for their next day.
    intervalMs: 10 * 60_000,
    async run(stopping) {
      const { sent, failed } = await sendPriceDropDigests(deps, stopping)
      return sent + failed > 0 ? { sent, failed } : undefined
    },
  }
}
