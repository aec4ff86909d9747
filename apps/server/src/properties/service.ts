import { isDeepStrictEqual } from 'node:util'
import {
  type AdvertisedProperty,
  type AreaUnit,
  addressText,
  approximateCoordinate,
  formatPriceRange,
  LISTING_FIELD_NAMES,
  LISTING_INPUT_FIELDS,
  LISTING_PAGE_REACH,
  type ListingFieldName,
  type ListingInputField,
  minorUnitsProblem,
  type Page,
  type PaginationQuery,
  type PriceChange,
  type Property,
  type PropertyCategory,
  type PropertyDraft,
  type PropertyFeature,
  type PropertyPin,
  type PropertySearchQuery,
  type PropertyUpdateResult,
  parsePriceRange,
  type propertyInputSchema,
  SOLD_NOT_EDITABLE,
  type StoredListingField,
  TOTAL_COUNT_CAP,
  UNDER_CONTRACT,
  UNDER_CONTRACT_NOT_EDITABLE,
  type VerificationStatus,
  type VerifyProperty,
} from '@keyhaven/contract'
import { and, type SQL } from 'drizzle-orm'
import type { z } from 'zod'
import { recordAudit } from '../audit/record.ts'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { mapPage, type PageWindow } from '../db/paging.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import { offsetPage } from '../http/paging.ts'
import { uploadsOf } from '../media/tracking.ts'
import type { Notifier } from '../notifications/notifier.ts'
import { type Place, placeLabel } from '../places/place-index.ts'
import type { PlaceService } from '../places/service.ts'
import { writePriceDropAlerts } from '../price-drops/alerts.ts'
import { priceDropColumns, priceDropOf } from '../price-drops/price-drop.ts'
import { alertPricing, writeSavedSearchAlerts } from '../saved-searches/alerts.ts'
import { createAnswerCache, listingsVersion } from './answer-cache.ts'
import { type Cursor, encodeCursor } from './cursor.ts'
import { expiryOf } from './lifecycle.ts'
import { inPlace, listingFilterCondition, listingFilterKey, orderCondition } from './listing-filters.ts'
import { columnsOf, marketStatusOf, movableBy, nextStatus, refusalOf, requireMove } from './listing-states.ts'
import {
  type PriceBound,
  priceBoundsOf,
  readListingCurrencies,
  readRatesForConversion,
} from './price-bounds.ts'
import {
  adminListing,
  advertise,
  agentListing,
  type CappedCount,
  countProperties,
  deleteProperty,
  findProperty,
  insertProperties,
  isAdvertisedListing,
  isPubliclyListed,
  isVisibleTo,
  type ListOrder,
  listPins,
  listPriceChanges,
  listProperties,
  listVerifiedProperties,
  lockedDraftCount,
  lockProperty,
  moveListing,
  offerStateOf,
  type PropertyRow,
  type PropertyValues,
  picturesOnListingsOf,
  pricedEntry,
  priceOf,
  type ReadListing,
  recordPrices,
  rentListing,
  updatePropertyFields,
  withdrawAdvertisement,
} from './queries.ts'
import { createTotalCache } from './total-cache.ts'

type ListingInput = z.output<typeof propertyInputSchema>
/** The fields an update may leave out to keep their value, where a new listing takes a default. */
type KeptWhenLeftOut = 'description' | 'listingType' | 'category'

/** What the add and update routes hand over, after validation (price range still as text). */
export type PropertyFields = Omit<ListingInput, KeptWhenLeftOut> &
  Partial<Pick<ListingInput, KeptWhenLeftOut>>

/** What a draft may hold: the same fields, any of them missing (see propertyDraftSchema). */
export type DraftFields = Omit<PropertyFields, 'title' | 'location' | 'priceRange'> &
  Pick<PropertyDraft, 'title' | 'location' | 'priceRange'>

/**
 * The fields sent under the descriptor's rules that are copied as sent (empty text is no value); undefined ones
 * are kept. The point is placed apart, as an approximate location rounds it (toValues).
 */
const COPIED_FIELDS = LISTING_INPUT_FIELDS.filter(
  (name): name is Exclude<ListingInputField, 'latitude' | 'longitude'> =>
    name !== 'latitude' && name !== 'longitude',
) satisfies readonly (keyof PropertyFields & keyof PropertyValues)[]

type ListingAnswer = Pick<Property, ListingFieldName>
/** The answer's fields that are not as stored: computed, or hidden from some callers. */
type Computed = Exclude<ListingFieldName, StoredListingField> | 'street' | 'unit' | 'features'

/** The listing's own fields as answered, in the descriptor's order: as stored, or as computed. */
function ownFields(
  row: Pick<ListingAnswer, Exclude<StoredListingField, Computed>>,
  computed: Pick<ListingAnswer, Computed>,
): ListingAnswer {
  const values: Record<string, unknown> = { ...row, ...computed }
  return Object.fromEntries(LISTING_FIELD_NAMES.map((name) => [name, values[name]])) as ListingAnswer
}

export interface VerifiedQuery extends PropertySearchQuery {
  cursor?: Cursor | undefined
}

/**
 * A page of All Properties: its listings, the total (offset pages), the next page's cursor, and the place it
 * shows instead when the search as typed found nothing ("Chicago, IL" for "Chicgo").
 */
export interface VerifiedPage {
  items: Property[]
  count: CappedCount | undefined
  nextCursor: string | undefined
  matchedPlace?: string
}
export const tooManyDraftsMessage = (held: number, adding: number, most: number) =>
  `An agent keeps at most ${most} drafts and you have ${held}: submit or delete some before adding ${adding} more.`

export const NOT_YOUR_PICTURE =
  'a listing shows only pictures you uploaded to Keyhaven or that one of your listings already shows'

export const FRAUD_REFUSAL =
  'Your account is marked as fraud: you can no longer add, update, delete or advertise properties'

/**
 * The listing's pictures after an add or update: `images` as sent, or (as the original screens send one picture)
 * `image` as the new cover in place of the current one, the others kept.
 */
function picturesFrom(fields: DraftFields, current: string[] = []): string[] {
  if (fields.images) return fields.images
  const cover = fields.image
  // The contract's schema already asks for one of the two; this guards direct callers.
  if (cover === undefined) throw fieldError('image', 'Image is required')
  return [cover, ...current.slice(1).filter((url) => url !== cover)]
}

/** A draft's pictures: as sent, the cover alone, or none yet. */
const draftPictures = (fields: DraftFields): string[] =>
  fields.images ?? (fields.image === undefined ? [] : [fields.image])

/** The fields the location text is written from. */
const ADDRESS_FIELDS = [
  'street',
  'unit',
  'city',
  'region',
  'postalCode',
  'country',
  'approximateLocation',
] as const

/** The fields of a price: a change of these alone keeps a verified listing public. */
const PRICE_FIELDS: readonly string[] = ['priceLow', 'priceHigh']

/**
 * The listing's own fields from validated input; undefined ones are left out (kept as they are on update).
 * `current` is the listing being updated: an address or approximate flag left out keeps its value there, for
 * the location text and the point. A point of an approximate location is stored rounded (about 500 m), so no
 * list, map, search box or feed can ever tell the exact one.
 */
function toValues(
  fields: DraftFields,
  images: string[],
  deploymentCurrency: string,
  current?: PropertyRow,
): PropertyValues {
  // Only a draft comes without a price range (the create and update schemas require one).
  const price = fields.priceRange
    ? parsePriceRange(fields.priceRange)
    : { ok: true as const, low: null, high: null }
  // The contract's schema already refused a range that does not parse; this guards direct callers.
  if (!price.ok) throw fieldError('priceRange', price.message)
  // Amounts are in the listing's currency and exact in its minor unit: the range as typed, the deposit as sent.
  const currency = fields.currency ?? current?.currency ?? deploymentCurrency
  const priceProblem = minorUnitsProblem(
    'Price range',
    price.low === null ? [] : [price.low, price.high],
    currency,
  )
  if (priceProblem) throw fieldError('priceRange', priceProblem)
  const deposit = fields.deposit === undefined ? current?.deposit : fields.deposit
  const depositProblem = deposit == null ? null : minorUnitsProblem('deposit', [deposit], currency)
  if (depositProblem) throw fieldError('deposit', depositProblem)
  const { title, description } = fields
  const record: Partial<PropertyValues> = {}
  for (const key of COPIED_FIELDS) {
    const value = fields[key]
    if (value !== undefined) Object.assign(record, { [key]: value === '' ? null : value })
  }
  const merged = { ...current, ...record }
  const approximate = merged.approximateLocation ?? false
  // An edit that leaves the address as it was keeps the location text as it was: it may have been written
  // otherwise than the address would be (by hand, by an import), and an edit of the price must not rewrite it.
  const addressChanged =
    !current || ADDRESS_FIELDS.some((key) => key in record && record[key] !== current[key])
  const location = addressChanged
    ? (addressText(merged, approximate) ?? fields.location)
    : (fields.location ?? current.location)
  // The location text of an approximate location is made from its city and region alone: free text given
  // beside it could name the street, and every list, feed and search shows the text.
  if (approximate && !merged.city) {
    throw fieldError('city', 'is required for an approximate location, which shows only its city and region')
  }
  const point = (degrees: number | null | undefined) =>
    degrees == null || !approximate ? degrees : approximateCoordinate(degrees)
  const latitude = point(fields.latitude === undefined ? current?.latitude : fields.latitude)
  const longitude = point(fields.longitude === undefined ? current?.longitude : fields.longitude)
  return {
    title: title ?? '',
    location: location ?? '',
    image: images[0] ?? '',
    images,
    priceLow: price.low,
    priceHigh: price.high,
    currency,
    ...record,
    ...(description !== undefined && { description }),
    ...(latitude !== undefined && { latitude }),
    ...(longitude !== undefined && { longitude }),
  }
}

/** A listing as it is stored, read under its lock. */
type StoredListing = NonNullable<Awaited<ReturnType<typeof lockProperty>>>

/** The listing's fields `values` would change. */
function changedFields(values: PropertyValues, row: StoredListing): (keyof PropertyValues)[] {
  return (Object.keys(values) as (keyof PropertyValues)[]).filter((key) => {
    const [next, now] = [values[key], row[key as keyof StoredListing]]
    // Lists and objects (the translations) are compared by what they hold.
    return typeof next === 'object' && next !== null ? !isDeepStrictEqual(next, now) : next !== now
  })
}

/** An admin acting on a listing that is not their own: an admin action, for the audit trail and its agent. */
const isSomeoneElses = (caller: Caller, row: StoredListing) =>
  caller.role === 'admin' && row.agentId !== caller.id

/** A field's value as the audit trail keeps it: lists as one text, dates as ISO text. */
function auditValue(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null
  if (Array.isArray(value)) return value.join(', ')
  if (value instanceof Date) return value.toISOString()
  return typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean)
}

function auditChanges(changed: (keyof PropertyValues)[], row: StoredListing, values: PropertyValues) {
  return Object.fromEntries(
    changed.map((key) => [
      key,
      { from: auditValue(row[key as keyof StoredListing]), to: auditValue(values[key]) },
    ]),
  )
}

/** The changed fields as the API names them (the stored low and high are its price range). */
const fieldNames = (changed: (keyof PropertyValues)[]) => [
  ...new Set(changed.map((key) => (key === 'priceLow' || key === 'priceHigh' ? 'priceRange' : key))),
]

export function createPropertyService(
  db: Database,
  {
    currency,
    areaUnit,
    listingDays,
    maxDraftsPerAgent,
  }: { currency: string; areaUnit: AreaUnit; listingDays: number; maxDraftsPerAgent: number },
  notifier: Notifier,
  places: PlaceService,
) {
  const totals = createTotalCache()
  // All Properties' answers do not depend on who asks: kept per query while the listings stay as they were.
  const verifiedAnswers = createAnswerCache<VerifiedPage>()
  const pinAnswers = createAnswerCache<Page<PropertyPin> & { matchedPlace?: string }>()
  const listingCurrencies = createAnswerCache<string[]>()

  /**
   * One page of a newest-first list and its total (capped at TOTAL_COUNT_CAP; a large one kept a while under
   * `list`, the name of the list and its filters, see total-cache.ts). `source` is the database it is read
   * from: a public list's route passes its read handle (a replica), the others read the primary.
   */
  async function newestPage(list: string, where: SQL | undefined, window: PageWindow, source = db) {
    const [items, count] = await Promise.all([
      listProperties(source, where, window, 'newest'),
      totals.get(list, () => countProperties(source, where, TOTAL_COUNT_CAP)),
    ])
    return { items, ...count }
  }

  /** A page of a public list of listings: page numbers reach its first LISTING_PAGE_REACH rows. */
  const publicWindow = (query: PaginationQuery) =>
    offsetPage(query, { deeper: 'narrow the list by its category', reach: LISTING_PAGE_REACH })

  /**
   * All Properties' filter set as the query gives it (an empty search is none): its key and its condition. With
   * a `place`, the search is that place instead: its city's name searched (the trigram index finds it), then its
   * city and region compared.
   */
  const verifiedSearch = (query: PropertySearchQuery, prices: PriceBound[] | undefined, place?: Place) => {
    const filters = { ...query, search: place?.city ?? (query.search || undefined) }
    // The price per area lists only listings that have one: a filter set of its own, counted apart.
    const withOrder = query.sort === 'pricePerArea' ? ' with area' : ''
    const [onlyBound] = prices?.length === 1 && prices[0]?.currency === undefined ? prices : []
    return {
      key: `${listingFilterKey(filters, prices)}${withOrder}${place ? ` in ${JSON.stringify(place)}` : ''}`,
      condition: and(
        listingFilterCondition(filters, prices),
        orderCondition(query.sort),
        place && inPlace(place),
      ),
      /** A minimum price every listing is compared with as it is (all in its currency): see cheapestFrom. */
      plainMinPrice: onlyBound?.min,
    }
  }

  /**
   * The price filter's bounds per listing currency (price-bounds.ts). The currencies listings are in are kept
   * per version of the listings; the rates are read only when listings are in more than the filter's currency.
   */
  const pricesOf = (query: PropertySearchQuery, version: bigint, source: Database) =>
    priceBoundsOf(
      { minPrice: query.minPrice, maxPrice: query.maxPrice, currency: query.priceCurrency ?? currency },
      {
        listingCurrencies: () => listingCurrencies.get(version, 'all', () => readListingCurrencies(source)),
        rates: () => readRatesForConversion(source),
      },
    )
  type VerifiedSearch = ReturnType<typeof verifiedSearch>

  /** All Properties' total for a filter set: kept, or counted now up to the cap. */
  const countVerified = ({ key, condition }: VerifiedSearch, source: Database) =>
    totals.get(`verified ${key}`, () =>
      countProperties(source, and(isPubliclyListed, condition), TOTAL_COUNT_CAP),
    )

  /** Where an All Properties page starts; a 400 for an offset page that lies too deep. */
  const verifiedOffset = (query: VerifiedQuery) =>
    query.cursor
      ? 0
      : offsetPage(query, {
          deeper: 'follow X-Next-Cursor (?cursor=) to go further',
          reach: LISTING_PAGE_REACH,
        }).offset

  /**
   * The rows of an All Properties page, one more than the limit (to learn whether another follows). The total,
   * when known (offset pages), comes first: how many match decides how the page is read.
   */
  async function verifiedRows<Row>(
    query: VerifiedQuery,
    search: VerifiedSearch,
    offset: number,
    count: CappedCount | undefined,
    read: ReadListing<Row>,
    source: Database,
  ) {
    if (count && !count.capped && count.total <= offset) return []
    const order = query.sort ?? 'newest'
    // A keyset page starts after its cursor; an offset page skips `offset` rows of the order (the same answer
    // from every instance: nothing of a previous request is kept).
    return listVerifiedProperties(
      source,
      {
        filters: search.condition,
        minPrice: search.plainMinPrice,
        matches: count && !count.capped ? count.total : undefined,
        order,
        limit: query.limit + 1,
        from: query.cursor ? { offset: 0, after: query.cursor } : { offset },
      },
      read,
    )
  }

  /**
   * The place to search instead of a search that found nothing as typed: the one it names despite typos, case
   * and accents (PlaceService.nearest), unless that is what was searched already. A page beyond the last of a
   * search that found something is not a search that found nothing.
   */
  async function placeInstead(
    query: PropertySearchQuery,
    asTyped: { items: unknown[]; count?: CappedCount | undefined; total?: number },
  ): Promise<Place | undefined> {
    const total = asTyped.count?.total ?? asTyped.total
    if (!query.search || asTyped.items.length > 0 || (total !== undefined && total > 0)) return undefined
    const place = await places.nearest(query.search)
    // The search as typed was the city's name already (accents and all): the place has nothing more to show.
    return place && place.city.toLowerCase() !== query.search.trim().toLowerCase() ? place : undefined
  }

  /** An All Properties page of the query, or of `place` instead of its search (see verifiedSearch). */
  async function verifiedPage(
    query: VerifiedQuery,
    prices: PriceBound[] | undefined,
    source: Database,
    place?: Place,
  ): Promise<VerifiedPage> {
    const order: ListOrder = query.sort ?? 'newest'
    const offset = verifiedOffset(query)
    const search = verifiedSearch(query, prices, place)
    const count = query.cursor ? undefined : await countVerified(search, source)
    const rows = await verifiedRows(query, search, offset, count, listProperties, source)
    const page = rows.slice(0, query.limit)
    const items = page.map((row) => toProperty(row))
    const last = page.at(-1)
    if (rows.length <= query.limit || !last) return { items, count, nextCursor: undefined }
    // The key as the database wrote it, exact: a JS date would drop the timestamp's microseconds.
    const next: Cursor = { order, key: last.sortKey, id: last.id }
    return { items, count, nextCursor: encodeCursor(next) }
  }

  /** A page of All Properties' pins, of the query or of `place` instead of its search. */
  async function pinPage(
    query: PropertySearchQuery,
    prices: PriceBound[] | undefined,
    source: Database,
    place?: Place,
  ): Promise<Page<PropertyPin>> {
    const offset = verifiedOffset(query)
    const search = verifiedSearch(query, prices, place)
    const count = await countVerified(search, source)
    const rows = await verifiedRows(query, search, offset, count, listPins, source)
    const items = rows.slice(0, query.limit).map(
      (row, _, __, { priceLow, priceHigh } = priceOf(row)): PropertyPin => ({
        _id: row.id,
        title: row.title,
        location: row.location,
        image: row.image,
        priceRange: formatPriceRange(priceLow, priceHigh, row.currency),
        priceLow,
        currency: row.currency,
        listingType: row.listingType,
        latitude: row.latitude,
        longitude: row.longitude,
      }),
    )
    return { items, ...count }
  }

  /**
   * A listing as answered. The street and unit of an approximate location are shown to its agent and admins
   * only (`exact`); its point was stored rounded.
   */
  const toProperty = (row: PropertyRow, exact = false): Property => ({
    _id: row.id,
    ...ownFields(row, {
      priceRange:
        row.priceLow === null || row.priceHigh === null
          ? ''
          : formatPriceRange(row.priceLow, row.priceHigh, row.currency),
      priceDrop: priceDropOf(row),
      areaUnit,
      street: row.approximateLocation && !exact ? null : row.street,
      unit: row.approximateLocation && !exact ? null : row.unit,
      features: row.features as PropertyFeature[],
    }),
    verificationStatus: row.verificationStatus,
    marketStatus: marketStatusOf(row),
    changesRequestedReason: row.listingStage === 'changes_requested' ? row.changesRequestedReason : null,
    expiresAt: expiryOf(row, listingDays)?.toISOString() ?? null,
    isAdvertised: row.isAdvertised,
    isSold: Boolean(row.isSold),
    underContract: Boolean(row.underContract),
    rejectionReason: row.verificationStatus === 'rejected' ? row.rejectionReason : null,
    isLet: Boolean(row.isLet),
    agentName: row.agentName,
    agentMarkedFraud: row.agentRole === 'fraud',
    openHouses: row.openHouses,
    agentEmail: row.agentEmail,
    agentImage: row.agentImage,
    createdAt: row.createdAt.toISOString(),
  })

  /** The listing an agent (their own) or an admin may change; 404 when missing, 403 when someone else's. */
  async function requireManageable(caller: Caller, id: string): Promise<PropertyRow> {
    if (caller.role === 'fraud') throw new ApiError(403, FRAUD_REFUSAL)
    const row = await findProperty(db, id)
    // Someone else's draft is no one else's to know of (admins included).
    if (!row || (row.listingStage === 'draft' && row.agentId !== caller.id)) {
      throw new ApiError(404, 'No property with this id')
    }
    if (caller.role !== 'admin' && row.agentId !== caller.id) {
      throw new ApiError(403, 'You can only change your own properties')
    }
    return row
  }

  /**
   * Of these picture URLs, the ones `userId` may put on a listing: their own uploads (see uploadsOf), and pictures
   * one of their listings already shows, which were checked when they were added there (so an agent's export
   * imports back whoever stored its pictures, the demo's seed included). Another agent's pictures stay theirs.
   */
  async function ownPictures(userId: string, urls: string[]): Promise<Set<string>> {
    const uploaded = await uploadsOf(db, userId, urls)
    const rest = urls.filter((url) => !uploaded.has(url))
    return new Set([...uploaded, ...(await picturesOnListingsOf(db, userId, rest))])
  }

  /** Pictures new to the listing must be the caller's own (ownPictures). */
  async function requireOwnPictures(
    caller: Caller,
    fields: DraftFields,
    images: string[],
    current: string[],
  ) {
    const added = images.filter((url) => !current.includes(url))
    const own = await ownPictures(caller.id, added)
    if (added.some((url) => !own.has(url))) {
      throw fieldError(fields.images ? 'images' : 'image', NOT_YOUR_PICTURE)
    }
  }

  async function requireVisible(caller: Caller, id: string, source: Database): Promise<PropertyRow> {
    const row = await findProperty(source, id)
    // A listing the caller may not see answers like a missing one, so ids cannot be probed.
    if (!row || !isVisibleTo(row, caller)) throw new ApiError(404, 'No property with this id')
    return row
  }

  /** A listing an admin acts on: a draft is its agent's alone, so missing to them too. */
  async function requireExisting(id: string): Promise<PropertyRow> {
    const row = await findProperty(db, id)
    if (!row || row.listingStage === 'draft') throw new ApiError(404, 'No property with this id')
    return row
  }

  return {
    ownPictures,

    async advertised(query: PaginationQuery, source: Database): Promise<Page<AdvertisedProperty>> {
      return mapPage(
        await newestPage('advertised', isAdvertisedListing, publicWindow(query), source),
        (row) => {
          const p = toProperty(row)
          const {
            _id,
            image,
            title,
            location,
            priceRange,
            priceLow,
            priceHigh,
            priceDrop,
            currency,
            verificationStatus,
            listingType,
            category,
          } = p
          const sale = { isSold: p.isSold, underContract: p.underContract }
          return {
            _id,
            image,
            title,
            location,
            priceLow,
            priceHigh,
            priceRange,
            priceDrop,
            currency,
            verificationStatus,
            listingType,
            category,
            ...sale,
          }
        },
      )
    },

    async forRent(
      query: PaginationQuery & { category?: PropertyCategory | undefined },
      source: Database,
    ): Promise<Page<Property>> {
      const { category } = query
      const page = await newestPage(
        `rent ${category ?? ''}`,
        rentListing(category),
        publicWindow(query),
        source,
      )
      return mapPage(page, (row) => toProperty(row))
    },

    /**
     * All Properties. Every page names the cursor of the next one (when there is one); offset pages also
     * carry the total (at most TOTAL_COUNT_CAP, `capped` when there are more; a large one kept for a while, see
     * total-cache.ts), keyset pages do not count again.
     */
    async verified(query: VerifiedQuery, source: Database): Promise<VerifiedPage> {
      const order: ListOrder = query.sort ?? 'newest'
      if (query.cursor && query.cursor.order !== order) {
        throw fieldError('cursor', 'it was made for another sort; start again without a cursor')
      }
      const version = await listingsVersion(source)
      return verifiedAnswers.get(version, JSON.stringify(query), async () => {
        const prices = await pricesOf(query, version, source)
        const asTyped = await verifiedPage(query, prices, source)
        const place = await placeInstead(query, asTyped)
        if (!place) return asTyped
        return { ...(await verifiedPage(query, prices, source, place)), matchedPlace: placeLabel(place) }
      })
    },

    /** All Properties on the map: a page of the same results as pins, with its total. */
    async pins(
      query: PropertySearchQuery,
      source: Database,
    ): Promise<Page<PropertyPin> & { matchedPlace?: string }> {
      const version = await listingsVersion(source)
      return pinAnswers.get(version, JSON.stringify(query), async () => {
        const prices = await pricesOf(query, version, source)
        const asTyped = await pinPage(query, prices, source)
        const place = await placeInstead(query, asTyped)
        if (!place) return asTyped
        return { ...(await pinPage(query, prices, source, place)), matchedPlace: placeLabel(place) }
      })
    },

    async all(
      query: PaginationQuery & { status?: VerificationStatus | undefined; search?: string | undefined },
    ): Promise<Page<Property>> {
      // Keyed by the search as sent: the query folds its case in PostgreSQL (see listingFilterKey).
      const filter = { status: query.status, search: query.search || undefined }
      const page = await newestPage(
        `admin ${JSON.stringify(filter)}`,
        adminListing(filter),
        offsetPage(query),
      )
      return mapPage(page, (row) => toProperty(row))
    },

    async ofAgent(caller: Caller, query: PaginationQuery & { email: string }): Promise<Page<Property>> {
      const { email } = query
      if (caller.role !== 'admin' && caller.email !== email) {
        throw new ApiError(403, 'You can only list your own properties')
      }
      // The agent's drafts are theirs alone, even on an admin's view of their list.
      const own = caller.email === email
      const page = await newestPage(`agent ${email} ${own}`, agentListing(email, own), offsetPage(query))
      return mapPage(page, (row) => toProperty(row, true))
    },

    async one(caller: Caller, id: string, source: Database): Promise<Property> {
      const row = await requireVisible(caller, id, source)
      return toProperty(row, caller.role === 'admin' || row.agentId === caller.id)
    },

    /** The listing's price history, oldest first, to whoever may see the listing itself. */
    async priceHistory(caller: Caller, id: string, source: Database): Promise<PriceChange[]> {
      const listing = await requireVisible(caller, id, source)
      const entries = await listPriceChanges(source, id)
      return entries.map(({ priceLow, priceHigh, changedAt }) => ({
        priceRange: formatPriceRange(priceLow, priceHigh, listing.currency),
        priceLow,
        priceHigh,
        changedAt: changedAt.toISOString(),
      }))
    },

    async add(caller: Caller, fields: PropertyFields): Promise<{ insertedId: string }> {
      if (caller.role === 'fraud') throw new ApiError(403, FRAUD_REFUSAL)
      if (caller.role !== 'agent') throw new ApiError(403, 'Only agent accounts can add properties')
      const images = picturesFrom(fields)
      await requireOwnPictures(caller, fields, images, [])
      const values = toValues(fields, images, currency)
      const [insertedId] = await db.transaction((tx) =>
        insertProperties(tx, caller.id, [values], { draft: false }),
      )
      if (!insertedId) throw new Error('no listing inserted')
      return { insertedId }
    },

    /**
     * Saves drafts of the calling agent, all or none, in one transaction (`POST /properties` with draft: true,
     * and an import's rows): nothing is checked but what the draft schema checks, and that pictures are the
     * agent's own uploads. Their ids, in the order given. Only their agent sees them, until submitted. An agent
     * holds at most `maxDraftsPerAgent` drafts, counted under a lock of the agent's so concurrent imports take turns.
     */
    async addDrafts(caller: Caller, drafts: DraftFields[]): Promise<string[]> {
      if (caller.role === 'fraud') throw new ApiError(403, FRAUD_REFUSAL)
      if (caller.role !== 'agent') throw new ApiError(403, 'Only agent accounts can add properties')
      const listings: PropertyValues[] = []
      for (const fields of drafts) {
        const images = draftPictures(fields)
        await requireOwnPictures(caller, fields, images, [])
        listings.push(toValues(fields, images, currency))
      }
      return db.transaction(async (tx) => {
        const held = await lockedDraftCount(tx, caller.id)
        if (held + listings.length > maxDraftsPerAgent) {
          throw new ApiError(409, tooManyDraftsMessage(held, listings.length, maxDraftsPerAgent))
        }
        return insertProperties(tx, caller.id, listings, { draft: true })
      })
    },

    /**
     * An agent's edit of a verified listing sends it back to review (pending, out of the advertisement) when
     * anything but its price changed (a new price alone stays public, audited); an admin, who reviews
     * listings, edits without that, on the audit trail, and the agent is told. A listing under contract changes
     * nothing its buyer agreed to (decision 0022), and a listing with offers cannot become a rental (rentals
     * take no offers).
     */
    async update(caller: Caller, id: string, fields: PropertyFields): Promise<PropertyUpdateResult> {
      const current = await requireManageable(caller, id)
      // The pictures are worked out from those read before the lock: a change meanwhile only adds or
      // removes pictures of this same listing, which were checked when they were added.
      const images = picturesFrom(fields, current.images)
      await requireOwnPictures(caller, fields, images, current.images)
      const values = toValues(fields, images, currency, current)
      return notifier.transaction(async (tx, tell) => {
        // Read again under the lock: it may have been rejected, reassigned or deleted meanwhile.
        const row = await lockProperty(tx, id, 'no key update')
        if (!row) throw new ApiError(404, 'No property with this id')
        if (caller.role !== 'admin' && row.agentId !== caller.id) {
          throw new ApiError(403, 'You can only change your own properties')
        }
        if (row.verificationStatus === 'rejected') {
          throw new ApiError(409, 'A rejected property cannot be updated')
        }
        if (row.listingStage === 'draft' && row.agentId !== caller.id) {
          throw new ApiError(404, 'No property with this id')
        }
        const offerState = await offerStateOf(tx, id)
        const { underContract, isSold, hasOpenOffers } = offerState
        const changed = changedFields(values, row)
        // Admins included: the listing is the record of what was bought, or of what is being bought.
        if (isSold) throw new ApiError(409, SOLD_NOT_EDITABLE)
        if (underContract && changed.length > 0) throw new ApiError(409, UNDER_CONTRACT_NOT_EDITABLE)
        if (values.listingType === 'rent' && row.listingType !== 'rent' && hasOpenOffers) {
          throw fieldError(
            'listingType',
            'a listing with offers cannot become a rental, as rentals take no offers',
            409,
          )
        }
        const priceChanged = changed.some((key) => PRICE_FIELDS.includes(key))
        // A new price alone keeps a verified listing public, with its offers (the price history and the audit
        // trail keep it); any other change goes back to review.
        const backTo =
          caller.role !== 'admin' && changed.some((key) => !PRICE_FIELDS.includes(key))
            ? nextStatus('edit', marketStatusOf({ ...row, ...offerState }))
            : undefined
        const returnedToReview = backTo !== undefined
        // A fall of the low price the public saw (the listing stays public) is shown on its cards and told to
        // its watchers.
        // Amounts in another currency than before are no fall.
        const newLow = priceChanged && values.currency === row.currency ? values.priceLow : undefined
        const priceDrop =
          typeof newLow === 'number'
            ? priceDropColumns(
                row,
                { priceLow: newLow },
                row.verificationStatus === 'verified' && !returnedToReview,
              )
            : undefined
        const modifiedCount = await updatePropertyFields(
          tx,
          id,
          { ...values, ...priceDrop },
          backTo && columnsOf('edit', backTo),
        )
        if (typeof newLow === 'number' && priceDrop?.droppedFromLow) {
          await writePriceDropAlerts(tx, {
            propertyId: id,
            title: values.title ?? row.title,
            agentId: row.agentId,
            fromLow: priceDrop.droppedFromLow,
            toLow: newLow,
            currency: row.currency,
            deploymentCurrency: currency,
          })
        }
        if (priceChanged) {
          await recordPrices(
            tx,
            pricedEntry({ id, priceLow: values.priceLow ?? null, priceHigh: values.priceHigh ?? null }),
          )
          if (row.verificationStatus === 'verified' && !returnedToReview && !isSomeoneElses(caller, row)) {
            await recordAudit(tx, caller, 'property.price_changed', id, {
              changes: {
                priceLow: { from: row.priceLow, to: values.priceLow ?? null },
                priceHigh: { from: row.priceHigh, to: values.priceHigh ?? null },
              },
            })
          }
        }
        if (changed.length > 0 && isSomeoneElses(caller, row)) {
          await recordAudit(tx, caller, 'property.edited', id, {
            changes: auditChanges(changed, row, values),
          })
          await tell.listingEditedByAdmin({ agentId: row.agentId, title: row.title }, fieldNames(changed))
        }
        return {
          modifiedCount,
          verificationStatus: returnedToReview ? 'pending' : row.verificationStatus,
          returnedToReview,
        }
      })
    },

    /**
     * The agent's own draft, saved unfinished (PUT with draft: true): nothing is checked but what the draft
     * schema checks and that new pictures are the agent's uploads; it stays a draft until submitted.
     */
    async updateDraft(caller: Caller, id: string, fields: DraftFields): Promise<PropertyUpdateResult> {
      const current = await requireManageable(caller, id)
      const images =
        fields.images || fields.image !== undefined ? picturesFrom(fields, current.images) : current.images
      await requireOwnPictures(caller, fields, images, current.images)
      const values = toValues(fields, images, currency, current)
      return db.transaction(async (tx) => {
        const row = await lockProperty(tx, id, 'no key update')
        if (!row || (row.listingStage === 'draft' && row.agentId !== caller.id)) {
          throw new ApiError(404, 'No property with this id')
        }
        if (row.listingStage !== 'draft') {
          throw fieldError('draft', 'only a draft is saved unfinished: this listing needs every field', 409)
        }
        const modifiedCount = await updatePropertyFields(tx, id, values)
        return { modifiedCount, verificationStatus: row.verificationStatus, returnedToReview: false }
      })
    },

    /** A listing under contract (an accepted or bought offer) stays: its sale is history in the making. */
    async remove(caller: Caller, id: string): Promise<{ deletedCount: number }> {
      await requireManageable(caller, id)
      return notifier.transaction(async (tx, tell) => {
        const row = await lockProperty(tx, id, 'update')
        if (!row) throw new ApiError(404, 'No property with this id')
        if (caller.role !== 'admin' && row.agentId !== caller.id) {
          throw new ApiError(403, 'You can only change your own properties')
        }
        if ((await offerStateOf(tx, id)).underContract) throw new ApiError(409, UNDER_CONTRACT)
        // Offers keep their snapshot (property id set null); reviews and wishlist entries go with it.
        const deletedCount = await deleteProperty(tx, id)
        if (deletedCount > 0 && isSomeoneElses(caller, row)) {
          await recordAudit(tx, caller, 'property.deleted', id, {
            changes: {
              title: { from: row.title, to: null },
              verificationStatus: { from: row.verificationStatus, to: null },
            },
          })
          await tell.listingDeletedByAdmin({ agentId: row.agentId, title: row.title })
        }
        return { deletedCount }
      })
    },

    /**
     * An admin's decision on a pending listing; its agent is told, with the reason of a rejection. A verified
     * listing alerts the saved searches it matches, in the same transaction.
     */
    async decide(caller: Caller, id: string, decision: VerifyProperty): Promise<{ modifiedCount: number }> {
      const action = decision.status === 'verified' ? 'verify' : 'reject'
      const decided = await notifier.transaction(async (tx, tell) => {
        // Made in one statement, from the one state the table allows it from (waiting for review).
        const { columns } = requireMove(action, 'pending', 'admin', decision.reason)
        const listing = await moveListing(tx, id, movableBy(action), columns)
        if (listing) {
          await recordAudit(tx, caller, `property.${decision.status}`, listing.id, {
            reason: decision.reason,
            changes: { verificationStatus: { from: 'pending', to: decision.status } },
          })
        }
        if (listing?.agentId) {
          const agent = { agentId: listing.agentId, title: listing.title }
          if (decision.status === 'verified') await tell.listingVerified(agent)
          else await tell.listingRejected(agent, decision.reason ?? '')
        }
        if (listing && decision.status === 'verified') {
          await writeSavedSearchAlerts(tx, listing.id, await alertPricing(tx, listing.currency, currency))
        }
        return listing
      })
      if (!decided) {
        const row = await requireExisting(id)
        throw new ApiError(409, refusalOf(action, marketStatusOf(row)))
      }
      return { modifiedCount: 1 }
    },

    /** 1 when advertised now, 0 when it already was (as the original's updateOne reported). */
    async advertise(caller: Caller, id: string): Promise<{ modifiedCount: number }> {
      const modifiedCount = await notifier.transaction(async (tx, tell) => {
        const advertised = await advertise(tx, id)
        if (!advertised) return 0
        await recordAudit(tx, caller, 'property.advertised', id, {
          changes: { isAdvertised: { from: false, to: true } },
        })
        await tell.advertisementChangedByAdmin(advertised, true)
        return 1
      })
      if (modifiedCount > 0) return { modifiedCount }
      const row = await requireExisting(id)
      if (row.verificationStatus !== 'verified') {
        throw new ApiError(
          409,
          `Only a verified property can be advertised; this one is ${row.verificationStatus}`,
        )
      }
      if (row.agentRole === 'fraud') {
        throw new ApiError(409, 'The agent of this property is marked as fraud: it cannot be advertised')
      }
      if (row.isSold) throw new ApiError(409, 'This property is sold: it cannot be advertised')
      return { modifiedCount: 0 }
    },

    /** 1 when withdrawn now, 0 when it was not advertised. */
    async withdraw(caller: Caller, id: string): Promise<{ modifiedCount: number }> {
      const modifiedCount = await notifier.transaction(async (tx, tell) => {
        const withdrawn = await withdrawAdvertisement(tx, id)
        if (!withdrawn) return 0
        await recordAudit(tx, caller, 'property.advertisement_withdrawn', id, {
          changes: { isAdvertised: { from: true, to: false } },
        })
        await tell.advertisementChangedByAdmin(withdrawn, false)
        return 1
      })
      if (modifiedCount === 0) await requireExisting(id)
      return { modifiedCount }
    },
  }
}

export type PropertyService = ReturnType<typeof createPropertyService>
