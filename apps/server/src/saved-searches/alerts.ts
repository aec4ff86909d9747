import { currencyDigits, type ExchangeRate, exactRate } from '@keyhaven/contract'
import { type AnyColumn, and, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Transaction } from '../db/client.ts'
import { containingSql } from '../db/like.ts'
import {
  notificationMailOptOuts,
  notifications,
  openHouses,
  properties,
  savedSearches,
  users,
} from '../db/schema.ts'
import { escapeHtml, type Mail } from '../mail/mailer.ts'
import { readRatesForConversion } from '../properties/price-bounds.ts'
import { isPubliclyListed } from '../properties/queries.ts'
import { aroundColumn, htmlWithLink, wordsIn, writtenInTheirLanguage } from '../words/words.ts'

/** A saved search alerts at most once in this time. */
const ALERT_QUIET_MS = 60 * 60 * 1000

/** The notification kind of an alert: it is written, and its e-mail queued, in the verification's transaction. */
export const SAVED_SEARCH_ALERT = 'saved_search_match' as const

const searches = savedSearches
/** A column of the verified listing, which the statement reads once (the `listing` CTE below). */
const listing = (column: string) => sql.raw(`"listing"."${column}"`)
const searchArea = sql`box(point(${searches.bboxWest}, ${searches.bboxSouth}), point(${searches.bboxEast}, ${searches.bboxNorth}))`

/**
 * What a search's price bounds are compared with: the listing's currency, the deployment's (a search's bounds
 * are in it unless it names another) and the loaded rates.
 */
export interface AlertPricing {
  listingCurrency: string
  deploymentCurrency: string
  rates: readonly ExchangeRate[]
}

/** The pricing of a listing in `listingCurrency`, with the rates as `tx` reads them. */
export const alertPricing = async (tx: Transaction, listingCurrency: string, deploymentCurrency: string) => ({
  listingCurrency,
  deploymentCurrency,
  rates: await readRatesForConversion(tx),
})

/**
 * A search's price bound in the listing's currency, as the search converts it (price-bounds.ts): as it is when
 * the search's currency is the listing's, else times the exact rate between them, rounded to the listing
 * currency's digits (round() in PostgreSQL rounds half away from zero, as convertAmount does). Null, which no
 * price meets, when no rate joins the two.
 */
function boundInListingCurrency(bound: SQL | AnyColumn, pricing: AlertPricing): SQL {
  const { listingCurrency, deploymentCurrency, rates } = pricing
  const others = [...new Set([deploymentCurrency, ...rates.flatMap(({ base, quote }) => [base, quote])])]
  const converted = others.flatMap((from) => {
    const rate = from === listingCurrency ? null : exactRate(rates, from, listingCurrency)
    return rate
      ? [
          sql`when ${from} then round(${bound} * ${rate.numerator}::numeric / ${rate.denominator}::numeric, ${currencyDigits(listingCurrency)})`,
        ]
      : []
  })
  return sql`(case coalesce(${searches.priceCurrency}, ${deploymentCurrency}) when ${listingCurrency} then ${bound} ${sql.join(converted, sql` `)} end)`
}

/**
 * Whether the listing meets a search's filters: listingFilterCondition (properties/listing-filters.ts), read the
 * other way round, from the search's columns. An absent filter (null) lets every listing through; a minimum of
 * bedrooms or bathrooms of 0 is none either, as there.
 */
const listingMeetsFilters = (pricing: AlertPricing) =>
  and(
    or(isNull(searches.search), sql`${listing('search_text')} like lower(${containingSql(searches.search)})`),
    or(isNull(searches.listingType), sql`${searches.listingType} = ${listing('listing_type')}`),
    or(isNull(searches.category), sql`${searches.category} = ${listing('category')}`),
    or(
      isNull(searches.minPrice),
      sql`${listing('price_high')} >= ${boundInListingCurrency(searches.minPrice, pricing)}`,
    ),
    or(
      isNull(searches.maxPrice),
      sql`${listing('price_low')} <= ${boundInListingCurrency(searches.maxPrice, pricing)}`,
    ),
    sql`(coalesce(${searches.minBeds}, 0) = 0 or ${listing('bedrooms')} >= ${searches.minBeds})`,
    sql`(coalesce(${searches.minBaths}, 0) = 0 or ${listing('bathrooms')} >= ${searches.minBaths})`,
    // A box holding the listing's point, as a box of no size: the GiST index serves box @> box, not box @> point.
    or(isNull(searches.bboxWest), sql`${searchArea} @> ${listing('spot')}`),
    or(isNull(searches.area), sql`${searches.area} @> ${listing('point')}`),
    or(isNull(searches.minArea), sql`${listing('living_area')} >= ${searches.minArea}`),
    or(isNull(searches.maxArea), sql`${listing('living_area')} <= ${searches.maxArea}`),
    or(
      isNull(searches.featureMask),
      sql`${listing('feature_mask')} & ${searches.featureMask} = ${searches.featureMask}`,
    ),
    or(isNull(searches.minYear), sql`${listing('year_built')} >= ${searches.minYear}`),
    or(
      isNull(searches.availableBy),
      sql`${listing('listing_type')} = 'rent' and (${listing('available_from')} is null or ${listing('available_from')} <= ${searches.availableBy})`,
    ),
    or(
      isNull(searches.openHouseWithinDays),
      sql`exists (select 1 from ${openHouses} where ${openHouses.propertyId} = ${listing('id')} and ${openHouses.endsAt} > now() and ${openHouses.startsAt} < now() + make_interval(days => ${searches.openHouseWithinDays}))`,
    ),
  )

// The partial indexes' condition (db/schema.ts), written alike so that the planner sees it implied.
const alertsOn = sql`${searches.alertsEnabled} and ${searches.queryParsed}`
const outOfQuietHour = or(
  isNull(searches.lastAlertedAt),
  lte(searches.lastAlertedAt, sql`now() - ${`${ALERT_QUIET_MS} milliseconds`}::interval`),
)

// What the alert says, from the search that matched (`alerted`): the bell shows title and body, and its e-mail
// (alertMail) is made of them.
const alerted = (column: string) => sql.raw(`"alerted"."${column}"`)
// In the language of the search's owner.
const ownersLanguage = sql`(select ${users.language} from ${users} where ${users.id} = ${alerted('user_id')})`
const alertTitle = writtenInTheirLanguage(ownersLanguage, (w) =>
  aroundColumn((name) => w.t('savedSearch.title', { name }), alerted('name')),
)
const alertBody = writtenInTheirLanguage(ownersLanguage, (w) =>
  aroundColumn((name) => w.t('savedSearch.body', { name }), alerted('name')),
)
const alertLink = sql`${'/allProperties'} || case when ${alerted('query')} = '' then '' else '?' || ${alerted('query')} end`

/**
 * The CTE "listing": the columns of the listing `propertyId` that the searches' filters read, and every
 * substring of one to three characters of its search text (the text searches' index is looked up by them);
 * no row when the listing is not publicly listed.
 */
export const listingCte = (propertyId: string) => sql`"listing" as (
      select ${properties.id} as "id", ${properties.searchText} as "search_text", ${properties.listingType} as "listing_type",
        ${properties.category} as "category", ${properties.priceLow} as "price_low",
        ${properties.priceHigh} as "price_high", ${properties.bedrooms} as "bedrooms",
        ${properties.bathrooms} as "bathrooms", ${properties.livingArea} as "living_area",
        ${properties.featureMask} as "feature_mask", ${properties.yearBuilt} as "year_built",
        ${properties.availableFrom} as "available_from", box(point(${properties.longitude}, ${properties.latitude}), point(${properties.longitude}, ${properties.latitude})) as "spot",
        point(${properties.longitude}, ${properties.latitude}) as "point",
        array(
          select substr(${properties.searchText}, start, width)
          from generate_series(1, 3) as width, generate_series(1, length(${properties.searchText}) - width + 1) as start
        ) as "beginnings"
      from ${properties}
      where ${properties.id} = ${propertyId} and ${isPubliclyListed}
    )`

/**
 * A query of the ids of the saved searches (alerts on, query parsed) that the listing of the "listing" CTE
 * (listingCte) meets, and that meet `also` when given. The searches are found through the three
 * partial indexes of db/schema.ts: those with a text by the text's first three characters (which the listing's
 * text must hold: all its substrings of one to three characters are looked up), those with a map box by the box
 * holding the listing's point, and the few with neither are each tested.
 */
export function savedSearchesMatchingListing(pricing: AlertPricing, also?: SQL) {
  const candidates = (place: SQL) =>
    sql`select ${searches.id} from ${searches}, "listing" where ${alertsOn} and ${place} and ${listingMeetsFilters(pricing)}${also ? sql` and ${also}` : sql``}`
  return sql`
      ${candidates(sql`${searches.search} is not null and left(lower(${searches.search}), 3) = any(${listing('beginnings')})`)}
      union all
      ${candidates(sql`${searches.search} is null and ${searches.bboxWest} is not null and ${searchArea} @> ${listing('spot')}`)}
      union all
      ${candidates(sql`${searches.search} is null and ${searches.bboxWest} is null`)}`
}

/**
 * Alerts the owner of every saved search the newly verified listing matches (alerts on, out of its quiet hour,
 * query parsed), in the verification's transaction `tx`, with one statement: it finds the searches
 * (savedSearchesMatchingListing), takes each one's quiet hour, and writes one notification per search, whose
 * e-mail the notification-mail job sends (notifications/notifier.ts). Resolves to how many it wrote; none for a
 * listing that is not publicly listed.
 *
 * The searches are locked in id order before their quiet hour is taken, so concurrent verifications wait for
 * one another instead of deadlocking, and the second sees the hour taken.
 */
export async function writeSavedSearchAlerts(
  tx: Transaction,
  propertyId: string,
  pricing: AlertPricing,
): Promise<number> {
  const result = await tx.execute(sql`
    with ${listingCte(propertyId)}, "matching" as (
      ${savedSearchesMatchingListing(pricing, outOfQuietHour)}
    ), "claimed" as (
      select ${searches.id} from ${searches}
      where ${searches.id} in (select "id" from "matching") and ${alertsOn} and ${outOfQuietHour}
      order by ${searches.id}
      for update of ${searches}
    ), "alerted" as (
      update ${searches} set "last_alerted_at" = now()
      from "claimed" where ${searches.id} = "claimed"."id"
      returning ${searches.userId} as "user_id", ${searches.name} as "name", ${searches.query} as "query"
    ), "written" as (
      insert into ${notifications} ("user_id", "kind", "title", "body", "link", "mail_state")
      select ${alerted('user_id')}, ${SAVED_SEARCH_ALERT}::notification_kind, ${alertTitle}, ${alertBody}, ${alertLink},
        case when exists (
          select 1 from ${notificationMailOptOuts}
          where ${notificationMailOptOuts.userId} = ${alerted('user_id')} and ${notificationMailOptOuts.kind} = ${SAVED_SEARCH_ALERT}::notification_kind
        ) then 'off' else 'pending' end::mail_state
      from "alerted"
      returning 1
    )
    select count(*)::int as "alerts" from "written"`)
  const [row] = (result as unknown as { rows: { alerts: number }[] }).rows
  return row?.alerts ?? 0
}

/** The e-mail of an alert (a notification of kind SAVED_SEARCH_ALERT), in its recipient's language. */
export function alertMail(
  person: { name: string; email: string; language: string | null },
  note: { title: string; body: string; link: string },
  baseUrl: string,
): Mail {
  const w = wordsIn(person.language)
  const url = `${baseUrl}${note.link}`
  const hello = w.t('mail.hello', { name: person.name })
  const footer = w.t('savedSearch.footer')
  const see = htmlWithLink(w, 'savedSearch.seeLinked', w.t('savedSearch.seeLabel'), url)
  return {
    to: person.email,
    subject: note.title,
    text: `${hello}\n\n${note.body} ${w.t('savedSearch.seeText')}\n\n${url}\n\n${footer}`,
    html: `<p>${escapeHtml(hello)}</p><p>${escapeHtml(note.body)} ${see}</p><p>${escapeHtml(footer)}</p>`,
  }
}
