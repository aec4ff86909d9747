import { randomUUID } from 'node:crypto'
import {
  addressText,
  approximateCoordinate,
  DEFAULT_CURRENCY,
  ENERGY_RATINGS,
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
  type PropertyCategory,
  type PropertyFeature,
} from '@keyhaven/contract'
import { eq, sql } from 'drizzle-orm'
import { betterAuthPasswordHashing, type PasswordHashing } from '../auth/password-hashing.ts'
import { DEFAULT_OFFER_PAYMENT_DAYS } from '../config/config.ts'
import type { Database } from '../db/client.ts'
import {
  accounts,
  appSettings,
  offers,
  payments,
  properties,
  propertyPriceChanges,
  reviews,
  users,
} from '../db/schema.ts'
import { storeEncodedImage } from '../media/images.ts'
import type { ObjectStorage } from '../media/storage.ts'
import { priceOf, recordPrices } from '../properties/queries.ts'
import {
  DEMO_PASSWORD,
  type DemoProperty,
  demoOffers,
  demoProperties,
  demoReviews,
  demoSoldHomes,
  demoUsers,
} from './demo-data.ts'
import { type DemoPictures, drawnDemoPictures } from './pictures.ts'

const DAY_MS = 24 * 60 * 60 * 1000

function lookup<T>(map: Map<string, T>, key: string): T {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Demo data refers to unknown key ${key}`)
  return value
}

/** Recorded in app_settings, in the seed's own transaction, once the demo data is in. */
const SEEDED_KEY = 'demo_data_seeded'

/** Thrown inside the seed's transaction to roll it back when another process seeded first. */
class AlreadySeeded extends Error {}

/**
 * Whether the demo data may go in: never twice (the marker), and never into a database that already holds
 * accounts or listings, whatever happened to them since (a deleted demo admin must not bring the seed back).
 */
async function mayHoldDemoData(db: Database): Promise<boolean> {
  const [row] = await db
    .select({
      busy: sql<boolean>`exists (select 1 from ${appSettings} where ${appSettings.key} = ${SEEDED_KEY})
        or exists (select 1 from ${users}) or exists (select 1 from ${properties})`,
    })
    .from(sql`(select 1) as one`)
  return row?.busy === false
}

export async function clearDatabase(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`TRUNCATE users, sessions, accounts, verifications, rate_limits, rate_counters, properties, feed_removals, feed_entries, wishlist_items, offers, payments, reviews, newsletter_subscriptions CASCADE`,
    )
    await tx.delete(appSettings).where(eq(appSettings.key, SEEDED_KEY))
  })
}

/**
 * Demo accounts, listings, offers and reviews, on an empty database only and at most once (the first to record
 * the marker wins; a concurrent seed rolls back). Returns whether it seeded. `currency` is the deployment's
 * (CURRENCY): the demo listings and their offers are in it; `passwordHashing` is Better Auth's unless a test's
 * app hashes more cheaply; `pictureSource` draws and encodes each picture unless a test keeps them between seeds.
 */
export async function seedDemoData(
  db: Database,
  storage: ObjectStorage,
  {
    currency = DEFAULT_CURRENCY,
    passwordHashing = betterAuthPasswordHashing,
    pictureSource = drawnDemoPictures,
  }: { currency?: string; passwordHashing?: PasswordHashing; pictureSource?: DemoPictures } = {},
): Promise<boolean> {
  if (!(await mayHoldDemoData(db))) return false

  // Pictures and the password hash are made before the transaction, so it holds no lock while sharp works.
  const passwordHash = await passwordHashing.hash(DEMO_PASSWORD)
  const avatars = await Promise.all(
    demoUsers.map(
      async (_, index) =>
        (await storeEncodedImage(storage, await pictureSource.avatar(index), { track: { db } })).url,
    ),
  )
  const pictures = await Promise.all(
    demoProperties.map(
      async (property, index) =>
        (
          await storeEncodedImage(storage, await pictureSource.property(property.category, index), {
            track: { db },
          })
        ).url,
    ),
  )
  const now = Date.now()

  try {
    await db.transaction(async (tx) => {
      const marked = await tx
        .insert(appSettings)
        .values({ key: SEEDED_KEY, value: new Date(now).toISOString() })
        .onConflictDoNothing()
        .returning({ key: appSettings.key })
      if (marked.length === 0) throw new AlreadySeeded()
      await insertDemoRows(tx as unknown as Database, { passwordHash, avatars, pictures, now, currency })
    })
  } catch (error) {
    if (error instanceof AlreadySeeded) return false
    throw error
  }
  return true
}

async function insertDemoRows(
  tx: Database,
  {
    passwordHash,
    avatars,
    pictures,
    now,
    currency,
  }: { passwordHash: string; avatars: string[]; pictures: string[]; now: number; currency: string },
): Promise<void> {
  const userRows = demoUsers.map((user, index) => ({
    id: randomUUID(),
    name: user.name,
    email: user.email,
    emailVerified: true,
    image: avatars[index] ?? null,
    role: user.role,
    createdAt: new Date(now - (60 - index) * DAY_MS),
    lastLogIn: new Date(now - index * DAY_MS),
  }))
  await tx.insert(users).values(userRows)
  await tx.insert(accounts).values(
    userRows.map((user) => ({
      id: randomUUID(),
      accountId: user.id,
      providerId: 'credential',
      userId: user.id,
      password: passwordHash,
    })),
  )
  const userByEmail = new Map(userRows.map((row) => [row.email, row]))
  const userByKey = new Map(demoUsers.map((user) => [user.key, lookup(userByEmail, user.email)]))

  const propertyRows = await tx
    .insert(properties)
    .values(
      demoProperties.map((property, index) => ({
        title: property.title,
        description: property.description,
        image: pictures[index] ?? '',
        images: galleryOf(index, pictures),
        currency,
        listingType: property.listingType,
        category: property.category,
        priceLow: property.price[0],
        priceHigh: property.price[1],
        bedrooms: property.rooms?.[0] ?? null,
        bathrooms: property.rooms?.[1] ?? null,
        livingArea: property.rooms?.[2] ?? null,
        ...demoRecord(property, index, now),
        agentId: lookup(userByKey, property.agent).id,
        verificationStatus: property.status,
        isAdvertised: property.advertised ?? false,
        createdAt: new Date(now - (demoProperties.length - index) * DAY_MS),
      })),
    )
    .returning()
  await recordPrices(
    tx,
    propertyRows.map((row) => ({ id: row.id, ...priceOf(row), changedAt: row.createdAt })),
  )
  const propertyByTitle = new Map(propertyRows.map((row) => [row.title, row]))
  const propertyByKey = new Map(
    demoProperties.map((property) => [property.key, lookup(propertyByTitle, property.title)]),
  )

  for (const offer of demoOffers) {
    const property = lookup(propertyByKey, offer.property)
    const buyer = lookup(userByKey, offer.buyer)
    const agent = userRows.find((user) => user.id === property.agentId)
    const transactionId = offer.status === 'bought' ? `demo_${randomUUID().replaceAll('-', '')}` : null
    const [created] = await tx
      .insert(offers)
      .values({
        propertyId: property.id,
        title: property.title,
        location: property.location,
        image: property.image,
        currency: property.currency,
        agentId: property.agentId,
        agentName: agent?.name ?? null,
        agentEmail: agent?.email ?? null,
        buyerId: buyer.id,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        offerAmount: offer.amount,
        buyingDate: offer.buyingDate,
        status: offer.status,
        transactionId,
        paymentDueAt:
          offer.status === 'accepted' ? new Date(now + DEFAULT_OFFER_PAYMENT_DAYS * DAY_MS) : null,
      })
      .returning({ id: offers.id })
    if (created && transactionId) {
      await tx.insert(payments).values({
        offerId: created.id,
        transactionId,
        amount: offer.amount,
        userId: buyer.id,
        email: buyer.email,
        userName: buyer.name,
        gateway: 'demo',
      })
    }
  }

  await insertSoldHomes(tx, {
    agent: lookup(userByKey, 'tom'),
    buyer: lookup(userByKey, 'sam'),
    pictures: demoProperties.flatMap((property, index) =>
      property.category === 'House' && pictures[index] ? [pictures[index]] : [],
    ),
    now,
    currency,
  })

  await tx.insert(reviews).values(
    demoReviews.map((review) => ({
      propertyId: lookup(propertyByKey, review.property).id,
      userId: lookup(userByKey, review.reviewer).id,
      description: review.text,
      createdAt: new Date(now - review.daysAgo * DAY_MS),
    })),
  )
}

/**
 * The houses sold around Maple Street (demoSoldHomes): each listed a month or two before its sale, with the
 * bought offer and the payment of the price it sold for, dated the day it was paid. They reuse the demo
 * houses' pictures.
 */
async function insertSoldHomes(
  tx: Database,
  {
    agent,
    buyer,
    pictures,
    now,
    currency,
  }: {
    agent: { id: string; name: string; email: string }
    buyer: { id: string; name: string; email: string }
    pictures: string[]
    now: number
    currency: string
  },
): Promise<void> {
  const rows = await tx
    .insert(properties)
    .values(
      demoSoldHomes.map((home, index) => {
        const picture = pictures[index % pictures.length] ?? ''
        const listed = new Date(now - (home.daysAgo + 30 + (index % 4) * 10) * DAY_MS)
        // Listed a little above what it sold for.
        const price: [number, number] = [
          Math.round((home.soldFor * 1.03) / 1000) * 1000,
          Math.round((home.soldFor * 1.08) / 1000) * 1000,
        ]
        const property: DemoProperty = {
          ...home,
          key: home.title,
          agent: 'tom',
          listingType: 'sale',
          category: 'House',
          price,
          status: 'verified',
        }
        return {
          title: home.title,
          description: home.description,
          image: picture,
          images: [picture],
          currency,
          listingType: 'sale' as const,
          category: 'House' as const,
          priceLow: price[0],
          priceHigh: price[1],
          bedrooms: home.rooms[0],
          bathrooms: home.rooms[1],
          livingArea: home.rooms[2],
          ...demoRecord(property, demoProperties.length + index, now),
          agentId: agent.id,
          verificationStatus: 'verified' as const,
          createdAt: listed,
          listedAt: listed,
        }
      }),
    )
    .returning()
  await recordPrices(
    tx,
    rows.map((row) => ({ id: row.id, ...priceOf(row), changedAt: row.createdAt })),
  )
  for (const [index, row] of rows.entries()) {
    const home = demoSoldHomes[index]
    if (!home) continue
    const paidAt = new Date(now - home.daysAgo * DAY_MS)
    const transactionId = `demo_${randomUUID().replaceAll('-', '')}`
    const [offer] = await tx
      .insert(offers)
      .values({
        propertyId: row.id,
        title: row.title,
        location: row.location,
        image: row.image,
        currency: row.currency,
        agentId: agent.id,
        agentName: agent.name,
        agentEmail: agent.email,
        buyerId: buyer.id,
        buyerName: buyer.name,
        buyerEmail: buyer.email,
        offerAmount: home.soldFor,
        buyingDate: paidAt.toISOString().slice(0, 10),
        status: 'bought',
        transactionId,
        createdAt: new Date(paidAt.getTime() - 10 * DAY_MS),
        updatedAt: paidAt,
      })
      .returning({ id: offers.id })
    if (!offer) continue
    await tx.insert(payments).values({
      offerId: offer.id,
      transactionId,
      amount: home.soldFor,
      userId: buyer.id,
      email: buyer.email,
      userName: buyer.name,
      gateway: 'demo',
      createdAt: paidAt,
    })
  }
}

/** What a demo listing's description says it has. */
const featureWords: Record<PropertyFeature, RegExp> = {
  garden: /garden|yard/i,
  balcony: /balcon|terrace/i,
  pool: /pool/i,
  garage: /garage|parking/i,
  elevator: /elevator|floor|tower|lake shore/i,
  air_conditioning: /office|modern|villa/i,
  fireplace: /fireplace|craftsman|cottage/i,
  furnished: /furnished/i,
  pets_allowed: /cottage|bungalow|house/i,
  step_free_access: /office|loft|warehouse/i,
}

/**
 * The property record of a demo listing: its address read from the location text ("street, city, region"), a
 * year of construction and energy class that go together, what its description and kind suggest it has, a lot
 * for houses and villas, and the terms of a rental.
 */
function demoRecord(property: DemoProperty, index: number, now: number) {
  const [street = null, city = null, region = null] = property.location.split(', ')
  const yearBuilt = 1925 + ((index * 37) % 100)
  const text = `${property.title} ${property.description}`
  const features = PROPERTY_FEATURES.filter((feature) => featureWords[feature].test(text))
  const withLot = property.category === 'House' || property.category === 'Villa'
  const livingArea = property.rooms?.[2]
  const rent = property.listingType === 'rent'
  // Some rentals show their neighbourhood only, not the door: their location text leaves out the street, as
  // the API's own (properties/service.ts).
  const approximateLocation = rent && index % 2 === 1
  const address = {
    street,
    city,
    region,
    postalCode: String(10000 + ((index * 7919) % 89999)),
    country: 'US',
  }
  return {
    ...address,
    location: approximateLocation ? (addressText(address, true) ?? property.location) : property.location,
    lotSize: withLot && livingArea ? livingArea * (2 + (index % 4)) : null,
    yearBuilt,
    parkingSpaces: features.includes('garage') ? 2 : index % 2,
    features,
    // Newer homes are the more efficient ones.
    energyRating: ENERGY_RATINGS[Math.max(0, Math.min(6, Math.floor((2030 - yearBuilt) / 15)))] ?? null,
    availableFrom: rent ? new Date(now + (index % 4) * 15 * DAY_MS).toISOString().slice(0, 10) : null,
    minLeaseMonths: rent ? (property.category === 'Office' ? 24 : 12) : null,
    deposit: rent ? property.price[0] * 2 : null,
    approximateLocation,
    latitude: approximateLocation ? approximateCoordinate(property.point[0]) : property.point[0],
    longitude: approximateLocation ? approximateCoordinate(property.point[1]) : property.point[1],
  }
}

/** Cities of the synthetic listings, with the latitude and longitude of their centres. */
const cities: { name: string; point: [number, number] }[] = [
  { name: 'Austin, TX', point: [30.2672, -97.7431] },
  { name: 'Denver, CO', point: [39.7392, -104.9903] },
  { name: 'Seattle, WA', point: [47.6062, -122.3321] },
  { name: 'Portland, OR', point: [45.5152, -122.6784] },
  { name: 'Boston, MA', point: [42.3601, -71.0589] },
  { name: 'Chicago, IL', point: [41.8781, -87.6298] },
  { name: 'Miami, FL', point: [25.7617, -80.1918] },
  { name: 'Phoenix, AZ', point: [33.4484, -112.074] },
  { name: 'Nashville, TN', point: [36.1627, -86.7816] },
  { name: 'San Diego, CA', point: [32.7157, -117.1611] },
  { name: 'Atlanta, GA', point: [33.749, -84.388] },
  { name: 'Raleigh, NC', point: [35.7796, -78.6382] },
]
const streets = ['Oak', 'Pine', 'Cedar', 'Elm', 'Lake', 'Hill', 'River', 'Park', 'Sunset', 'Harbor', 'Meadow']
const kinds = ['Street', 'Avenue', 'Road', 'Lane', 'Drive', 'Court']
const adjectives = ['Bright', 'Spacious', 'Cosy', 'Modern', 'Classic', 'Quiet', 'Renovated', 'Elegant']
const nouns: Record<PropertyCategory, string> = {
  House: 'House',
  Villa: 'Villa',
  Office: 'Office Space',
  Apartment: 'Apartment',
}

/**
 * A demo listing's pictures: its own as the cover, then those of up to two other demo listings of its category
 * (other views of a similar home), so the gallery has something to show without drawing more pictures.
 */
function galleryOf(index: number, pictures: string[]): string[] {
  const category = demoProperties[index]?.category
  const others = demoProperties.flatMap((property, other) =>
    other !== index && property.category === category && pictures[other] ? [pictures[other]] : [],
  )
  return [pictures[index] ?? '', ...others.slice(0, 2)]
}

/**
 * Bulk-inserts `count` verified listings (for search and pagination at scale), reusing the demo pictures, with
 * the first entry of each one's price history. Set-based (INSERT ... SELECT over generate_series), `batchSize`
 * listings a statement: listing n is a function of n alone, spread over the cities' real surroundings.
 */
export async function addSyntheticProperties(
  db: Database,
  count: number,
  batchSize = 50_000,
  currency = DEFAULT_CURRENCY,
): Promise<void> {
  const agentIds = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'agent'))).map(
    (u) => u.id,
  )
  const pictureRows = await db
    .selectDistinctOn([properties.category], { category: properties.category, image: properties.image })
    .from(properties)
  const pictureByCategory = new Map(pictureRows.map((row) => [row.category, row.image]))
  if (agentIds.length === 0 || pictureByCategory.size === 0) {
    throw new Error('Seed the demo data first: synthetic listings reuse its agents and pictures')
  }
  const pictures = PROPERTY_CATEGORIES.map(
    (category) => pictureByCategory.get(category) ?? (pictureRows[0]?.image as string),
  )
  const array = (values: readonly (string | number)[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]`
  const now = new Date().toISOString()
  for (let start = 0; start < count; start += batchSize) {
    const end = Math.min(count, start + batchSize) - 1
    // Arrays are 1-based: element `n % length + 1`. Listing n is in city floor(n / 3), not n: with n alone
    // every city would hold one listing type only (rentals are n % 3 = 0).
    await db.execute(sql`
      with listing as (
        select n,
          (${array(PROPERTY_CATEGORIES)})[n % 4 + 1] as category,
          (n / 3 % ${cities.length})::int + 1 as city,
          case when n % 3 = 0 then 800 + (n * 37) % 9000 else 90000 + (n * 7919) % 2900000 end as low
        from generate_series(${start}::bigint, ${end}::bigint) as n
      ), added as (
        insert into ${properties} (title, description, location, latitude, longitude, bedrooms, bathrooms,
          image, images, listing_type, category, price_low, price_high, agent_id, verification_status, created_at,
          street, city, region, country, living_area, year_built, features, available_from, currency)
        select
          (${array(adjectives)})[n % ${adjectives.length} + 1] || ' ' ||
            (${array(PROPERTY_CATEGORIES.map((category) => nouns[category]))})[n % 4 + 1] || ' #' || (n + 1),
          'Synthetic listing ' || (n + 1) || ' for load and search testing.',
          (n % 980 + 1) || ' ' || (${array(streets)})[n % ${streets.length} + 1] || ' ' ||
            (${array(kinds)})[n % ${kinds.length} + 1] || ', ' || (${array(cities.map((c) => c.name))})[city],
          -- About 20 km around the centre, deterministic in n (a low-discrepancy walk).
          (${array(cities.map((c) => c.point[0]))}::float8[])[city] + ((n * 0.618034::float8) - floor(n * 0.618034::float8) - 0.5) * 0.18,
          (${array(cities.map((c) => c.point[1]))}::float8[])[city] + ((n * 0.7548777::float8) - floor(n * 0.7548777::float8) - 0.5) * 0.22,
          case when category = 'Office' then null else 1 + n % 5 end,
          case when category = 'Office' then null else 1 + n % 3 end,
          (${array(pictures)})[n % 4 + 1],
          array[(${array(pictures)})[n % 4 + 1]],
          (case when n % 3 = 0 then 'rent' else 'sale' end)::listing_type,
          category::property_category,
          low,
          round(low * 1.1),
          (${array(agentIds)})[n % ${agentIds.length} + 1],
          'verified',
          ${now}::timestamptz - ((n % 365) * ${DAY_MS} + n) * interval '1 millisecond',
          (n % 980 + 1) || ' ' || (${array(streets)})[n % ${streets.length} + 1] || ' ' ||
            (${array(kinds)})[n % ${kinds.length} + 1],
          split_part((${array(cities.map((c) => c.name))})[city], ', ', 1),
          split_part((${array(cities.map((c) => c.name))})[city], ', ', 2),
          'US',
          -- Offices by their floor space, homes by their bedrooms.
          case when category = 'Office' then 1000 + (n * 53) % 9000 else 450 + (1 + n % 5) * 350 + (n * 13) % 400 end,
          1900 + (n * 31) % 126,
          -- A spread of features, each listing's own (bits of a hash of n).
          array(select feature from unnest(${array(PROPERTY_FEATURES)}::text[]) with ordinality as f(feature, bit)
            where ((n * 2654435761) % 1024)::int & (1 << (bit::int - 1)) <> 0),
          case when n % 3 = 0 then ${now}::date + (n % 120)::int end,
          ${currency}
        from listing
        returning id, price_low, price_high, created_at
      )
      insert into ${propertyPriceChanges} (property_id, price_low, price_high, changed_at)
      select id, price_low, price_high, created_at from added`)
  }
}
