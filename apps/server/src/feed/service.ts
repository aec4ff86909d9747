import { createHash, randomBytes } from 'node:crypto'
import type { AreaUnit, FeedKey, FeedPage, FeedProperty, FeedQuery, IssuedFeedKey } from '@keyhaven/contract'
import { recordAudit } from '../audit/record.ts'
import type { Caller } from '../auth/caller.ts'
import type { Database } from '../db/client.ts'
import { ApiError, fieldError } from '../http/errors.ts'
import {
  type FeedKeyRow,
  type FeedPosition,
  type FeedRow,
  findFeedKey,
  insertFeedKey,
  listFeedKeys,
  listFeedPage,
  recordFeedKeyUse,
  revokeFeedKey,
} from './queries.ts'

/** Every feed key starts so: a person's token or a stray secret is told apart before any lookup. */
export const FEED_KEY_PREFIX = 'khfeed_'

/** The stored form of a key: keys are 256 random bits, so a plain SHA-256 cannot be reversed by guessing. */
export const hashFeedKey = (key: string) => createHash('sha256').update(key).digest('hex')

const FEED_PATH = '/api/feed/properties'

const standardStatusOf = (row: FeedRow): FeedProperty['StandardStatus'] =>
  row.isSold || row.isLet ? 'Closed' : row.underContract ? 'Pending' : 'Active'

const propertyTypeOf = (row: FeedRow): FeedProperty['PropertyType'] => {
  const commercial = row.category === 'Office'
  if (row.listingType === 'rent') return commercial ? 'CommercialLease' : 'ResidentialLease'
  return commercial ? 'CommercialSale' : 'Residential'
}

const PROPERTY_SUB_TYPE: Record<FeedRow['category'], FeedProperty['PropertySubType']> = {
  House: 'SingleFamilyResidence',
  Villa: 'SingleFamilyResidence',
  Apartment: 'Apartment',
  Office: 'Office',
}

const AREA_UNITS: Record<AreaUnit, FeedProperty['LivingAreaUnits']> = {
  sqft: 'SquareFeet',
  m2: 'SquareMeters',
}

// A $skiptoken is the position after a listing (its modification time to the microsecond and its id), opaque
// to readers: base64url of "time|id".
const SKIPTOKEN_PATTERN = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z)\|([0-9a-f-]{36})$/

const encodeSkiptoken = ({ modifiedAt, id }: FeedPosition) =>
  Buffer.from(`${modifiedAt}|${id}`).toString('base64url')

function decodeSkiptoken(token: string): FeedPosition {
  const match = SKIPTOKEN_PATTERN.exec(Buffer.from(token, 'base64url').toString('utf8'))
  if (!match?.[1] || !match[2]) throw fieldError('$skiptoken', 'is not one this feed gave')
  return { modifiedAt: match[1], id: match[2] }
}

const toFeedKey = (row: FeedKeyRow): FeedKey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
})

export function createFeedService(
  db: Database,
  options: { baseUrl: string; areaUnit: AreaUnit; settleSeconds: number },
) {
  const { baseUrl, areaUnit, settleSeconds } = options
  const absolute = (url: string) => new URL(url, baseUrl).toString()

  const toFeedProperty = (row: FeedRow): FeedProperty => {
    // Only a draft lacks a price range (properties_priced_check), and a draft is never verified.
    if (row.priceLow === null || row.priceHigh === null) throw new Error(`listing ${row.id} has no price`)
    return {
      ListingKey: row.id,
      StandardStatus: standardStatusOf(row),
      PropertyType: propertyTypeOf(row),
      PropertySubType: PROPERTY_SUB_TYPE[row.category],
      ListPrice: row.priceLow,
      Keyhaven_ListPriceHigh: row.priceHigh,
      BedroomsTotal: row.bedrooms,
      BathroomsTotalInteger: row.bathrooms,
      LivingArea: row.livingArea,
      LivingAreaUnits: AREA_UNITS[areaUnit],
      LotSizeArea: row.lotSize,
      YearBuilt: row.yearBuilt,
      // The display text, which leaves out the street of an approximate location (its point is stored rounded).
      UnparsedAddress: row.location,
      City: row.city,
      StateOrProvince: row.region,
      PostalCode: row.postalCode,
      Country: row.country,
      Latitude: row.latitude,
      Longitude: row.longitude,
      PublicRemarks: row.description,
      Media: row.images.map((url, index) => ({ MediaURL: absolute(url), Order: index + 1 })),
      ModificationTimestamp: row.modifiedAt,
    }
  }

  const link = (top: number, query: { $skiptoken?: string; modifiedSince?: string }) => {
    const url = new URL(FEED_PATH, baseUrl)
    url.searchParams.set('$top', String(top))
    if (query.$skiptoken) url.searchParams.set('$skiptoken', query.$skiptoken)
    else if (query.modifiedSince) url.searchParams.set('modifiedSince', query.modifiedSince)
    return url.toString()
  }

  return {
    /**
     * One page of the feed. A full page links to the next (`@odata.nextLink`); the last links to where the
     * next sync starts (`@odata.deltaLink`), past every listing answered so far.
     */
    async page(keyId: string, query: FeedQuery): Promise<FeedPage> {
      const after = query.$skiptoken ? decodeSkiptoken(query.$skiptoken) : undefined
      const rows = await listFeedPage(db, {
        after,
        modifiedSince: after ? undefined : query.modifiedSince,
        settleSeconds,
        limit: query.$top + 1,
      })
      await recordFeedKeyUse(db, keyId)
      const value = rows.slice(0, query.$top).map(toFeedProperty)
      const last = rows[Math.min(rows.length, query.$top) - 1]
      const from = last ? { $skiptoken: encodeSkiptoken(last) } : query
      return {
        value,
        ...(rows.length > query.$top
          ? { '@odata.nextLink': link(query.$top, from) }
          : { '@odata.deltaLink': link(query.$top, from) }),
      }
    },

    listKeys: async (): Promise<FeedKey[]> => (await listFeedKeys(db)).map(toFeedKey),

    /** Issues a key: the answer is the only place it is ever shown. */
    async issueKey(caller: Caller, name: string): Promise<IssuedFeedKey> {
      const key = `${FEED_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
      const row = await db.transaction(async (tx) => {
        const inserted = await insertFeedKey(tx, { name, keyHash: hashFeedKey(key), createdBy: caller.id })
        await recordAudit(tx, caller, 'feed_key.issued', inserted.id, {
          changes: { name: { from: null, to: name } },
        })
        return inserted
      })
      return { ...toFeedKey(row), key }
    },

    /** Revokes a key; revoking a revoked key changes nothing and is not recorded again. */
    async revokeKey(caller: Caller, id: string): Promise<FeedKey> {
      const row = await db.transaction(async (tx) => {
        const revoked = await revokeFeedKey(tx, id)
        if (revoked) await recordAudit(tx, caller, 'feed_key.revoked', id)
        return revoked ?? (await findFeedKey(tx, id))
      })
      if (!row) throw new ApiError(404, 'No such feed key')
      return toFeedKey(row)
    },
  }
}
export type FeedService = ReturnType<typeof createFeedService>
