import { sql } from 'drizzle-orm'
import type { Transaction } from '../db/client.ts'
import { notificationMailOptOuts, notifications, savedSearches, users, wishlistItems } from '../db/schema.ts'
import { alertPricing, listingCte, savedSearchesMatchingListing } from '../saved-searches/alerts.ts'
import { writtenInTheirLanguage } from '../words/words.ts'
import { dropPercent } from './price-drop.ts'

/** The notification kind of a price drop: written in the price change's transaction, mailed by the daily digest. */
export const PRICE_DROP = 'price_drop' as const

export interface PriceDropFacts {
  propertyId: string
  title: string
  agentId: string | null
  /** The low price before the change and after it. */
  fromLow: number
  toLow: number
  currency: string
  /** The deployment's currency, which saved searches' price bounds are in unless they name another. */
  deploymentCurrency: string
}

/**
 * Tells every watcher of the listing of the fall of its low price, in the price change's transaction `tx`, with
 * one statement: the buyers who keep it in their wishlist and the owners of the saved searches (alerts on) it
 * meets at its new price, each once however many ways they watch it, when the fall reaches their own threshold
 * (users.price_drop_min_percent; null is none). The listing's own agent is not told. Nothing for a listing the
 * public cannot see. The e-mails wait for the digest job (digest.ts); resolves to how many were told. Each is told in their own language.
 */
export async function writePriceDropAlerts(tx: Transaction, drop: PriceDropFacts): Promise<number> {
  const percent = dropPercent(drop.fromLow, drop.toLow)
  const pricing = await alertPricing(tx, drop.currency, drop.deploymentCurrency)
  // A fall under 1 % is told without a figure.
  const title = writtenInTheirLanguage(users.language, (w) =>
    w.t(percent >= 1 ? 'priceDrop.titleBy' : 'priceDrop.title', { percent, title: drop.title }),
  )
  const body = writtenInTheirLanguage(users.language, (w) =>
    w.t('priceDrop.body', {
      title: drop.title,
      to: w.money(drop.toLow, drop.currency),
      from: w.money(drop.fromLow, drop.currency),
    }),
  )
  const link = `/property-details/${drop.propertyId}`
  const result = await tx.execute(sql`
    with ${listingCte(drop.propertyId)}, "watchers" as (
      select ${wishlistItems.userId} as "user_id" from ${wishlistItems}, "listing"
      where ${wishlistItems.propertyId} = "listing"."id"
      union
      select ${savedSearches.userId} from ${savedSearches}
      where ${savedSearches.id} in (${savedSearchesMatchingListing(pricing)})
    ), "written" as (
      insert into ${notifications} ("user_id", "kind", "title", "body", "link", "mail_state")
      select ${users.id}, ${PRICE_DROP}::notification_kind, ${title}, ${body}, ${link},
        case when exists (
          select 1 from ${notificationMailOptOuts}
          where ${notificationMailOptOuts.userId} = ${users.id} and ${notificationMailOptOuts.kind} = ${PRICE_DROP}::notification_kind
        ) then 'off' else 'pending' end::mail_state
      from ${users}
      where ${users.id} in (select "user_id" from "watchers")
        and ${users.id} is distinct from ${drop.agentId}
        and ${users.priceDropMinPercent} is not null
        -- Exact arithmetic on the prices: the fall is at least the threshold's share of the price before.
        and (${drop.fromLow}::numeric - ${drop.toLow}::numeric) * 100 >= ${users.priceDropMinPercent} * ${drop.fromLow}::numeric
      returning 1
    )
    select count(*)::int as "told" from "written"`)
  const [row] = (result as unknown as { rows: { told: number }[] }).rows
  return row?.told ?? 0
}
