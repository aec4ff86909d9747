import {
  APPLICATION_STATUSES,
  type AuditAction,
  type AuditChanges,
  type AuditTargetType,
  ENERGY_RATINGS,
  LISTING_TYPES,
  type ListingTranslations,
  MAX_PROPERTY_IMAGES,
  NOTIFICATION_KINDS,
  OFFER_STATUSES,
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
  ROLES,
  VERIFICATION_STATUSES,
  VIEWING_STATUSES,
  type WeeklyWindow,
} from '@keyhaven/contract'
import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())
// Four decimals hold every ISO 4217 minor unit (KWD has 3, CLF 4); an amount's own currency allows no more than
// its minor unit (minorUnitsProblem), so what is stored is exact (docs/decisions/0043).
const money = (name: string) => numeric(name, { precision: 16, scale: 4, mode: 'number' })
/** PostgreSQL's built-in polygon, in its text form ((x1,y1),(x2,y2),...) (no PostGIS: PGlite has none). */
const polygon = customType<{ data: string }>({ dataType: () => 'polygon' })

/**
 * The widths that part a listing's price range (high - low) into classes: class 0 is narrower than the first,
 * class c (1 <= c < the count) at least the c-th and narrower than the next, the last class at least the last
 * (never reached under money's 10^12). Powers of 4. A minimum price, cheapest first, reads each class from its
 * own lower bound (properties/queries.ts).
 */
export const PRICE_WIDTH_THRESHOLDS = Array.from({ length: 20 }, (_, power) => 4 ** power)

/**
 * A listing's features as bits, the contract's vocabulary in order (bit n for PROPERTY_FEATURES[n]): a search
 * for several features is one test of an integer the order indexes hold (mask & wanted = wanted).
 */
export const featureBit = (feature: (typeof PROPERTY_FEATURES)[number]) =>
  2 ** PROPERTY_FEATURES.indexOf(feature)
const FEATURE_MASK_SQL = PROPERTY_FEATURES.map(
  (feature) => `(case when '${feature}' = any("features") then ${featureBit(feature)} else 0 end)`,
).join(' + ')

// The contract's lists, so the database and the API can never disagree on a value (a new value still needs a
// migration: drizzle-kit sees the change).
export const roleEnum = pgEnum('role', ROLES)
export const listingTypeEnum = pgEnum('listing_type', LISTING_TYPES)
export const categoryEnum = pgEnum('property_category', PROPERTY_CATEGORIES)
export const verificationStatusEnum = pgEnum('verification_status', VERIFICATION_STATUSES)
export const offerStatusEnum = pgEnum('offer_status', OFFER_STATUSES)
export const notificationKindEnum = pgEnum('notification_kind', NOTIFICATION_KINDS)
export const energyRatingEnum = pgEnum('energy_rating', ENERGY_RATINGS)
export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES)
export const viewingStatusEnum = pgEnum('viewing_status', VIEWING_STATUSES)
export const mailStateEnum = pgEnum('mail_state', ['pending', 'sending', 'sent', 'off'])
/**
 * Where a listing waits outside review (verification status pending): an unsent draft, changes an admin asked
 * for, withdrawn by its agent, or expired. Null for a listing in review, listed or rejected: its verification
 * status says it all (see MARKET_STATUSES in the contract and properties/lifecycle.ts).
 */
export const LISTING_STAGES = ['draft', 'changes_requested', 'withdrawn', 'expired'] as const
export type ListingStage = (typeof LISTING_STAGES)[number]
export const listingStageEnum = pgEnum('listing_stage', LISTING_STAGES)

// Accounts: the tables Better Auth reads and writes (user, session, account, verification, rate limit),
// with Keyhaven's own user fields (role, last login) on the user table.
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: roleEnum('role').notNull().default('user'),
  lastLogIn: timestamp('last_log_in', { withTimezone: true }),
  /** Set by Better Auth's two-factor plugin once an authenticator app's first code has been verified. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  /**
   * The smallest fall of a watched listing's low price, in percent, that the person is told of
   * (PRICE_DROP_ALERTS); 0 is any fall, null none. Not Better Auth's field: its adapter leaves it alone.
   */
  priceDropMinPercent: smallint('price_drop_min_percent').default(0),
  /**
   * The language the person chose in the web app (LANGUAGES), kept for their other devices and for what is
   * written to them (e-mails, notifications); null until they choose, which reads as English.
   */
  language: text('language'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    /**
     * When this session's person last typed the password or a current authenticator code again
     * (POST /api/me/identity-proof): adding a passkey takes one within minutes, not a cookie alone. Not
     * Better Auth's field: its adapter leaves it alone.
     */
    identityProvedAt: timestamp('identity_proved_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_id_idx').on(table.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
)

/**
 * Better Auth's two-factor plugin: one row per account that started enrolling, its TOTP secret and backup codes
 * encrypted with the server's secret (never returned); `verified` once the first code was checked, and its own
 * lock after repeated wrong codes (besides ours, sign_in_throttles).
 */
export const twoFactors = pgTable('two_factors', {
  id: text('id').primaryKey(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  backupCodes: text('backup_codes').notNull(),
  verified: boolean('verified').notNull().default(true),
  failedVerificationCount: integer('failed_verification_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** The 30-second step of the last code that signed in or proved it was the person: no code of it or before counts again. */
  lastUsedStep: integer('last_used_step'),
})

/**
 * Better Auth's passkey plugin (`@better-auth/passkey`): a person's WebAuthn credentials, each a way to sign in
 * without the password. The property names are the plugin's own field names (its adapter looks them up).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    /** The credential's public key (COSE, base64): what checks each sign-in's signature. */
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The authenticator's id of the credential (base64url), which a sign-in names. */
    credentialID: text('credential_id').notNull().unique(),
    /** The authenticator's signature counter: an unsigned 32-bit number, past PostgreSQL's integer. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    /** `singleDevice` or `multiDevice` (synced, such as by a password manager or a phone's keychain). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    /** The authenticator's model, when it tells. */
    aaguid: text('aaguid'),
    createdAt: createdAt(),
  },
  (table) => [index('passkeys_user_id_idx').on(table.userId)],
)

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
})

/**
 * Keyhaven's own rate limits and quotas (uploads, inquiries, the newsletter, All Properties' searches): one
 * fixed window per key, counted by one atomic statement (http/rate-limit.ts). Better Auth keeps its own
 * counters in rate_limits; rows whose window has ended are pruned by the rate-counter job.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_counters_window_ends_at_idx').on(table.windowEndsAt)],
)

/**
 * Password sign-ins of one account (whatever the address they come from), for the per-account throttle with
 * back-off: see auth/sign-in-throttle.ts. The row goes with a successful sign-in or with the account.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  attempts: integer('attempts').notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
})

export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The title and description the agent added in other languages (ListingTranslations), by language. */
    translations: jsonb('translations').$type<ListingTranslations>().notNull().default({}),
    location: text('location').notNull(),
    // What a search looks in: location and title, lower-cased, as one text (kept by PostgreSQL). A plain LIKE
    // on it costs a fraction of two ILIKEs, whose case folding is paid again for every listing tested.
    searchText: text('search_text').notNull().generatedAlwaysAs(sql`lower("location" || E'\\n' || "title")`),
    // The cover picture, always images[1]: the screens and API fields that show one picture read it.
    image: text('image').notNull(),
    images: text('images').array().notNull(),
    listingType: listingTypeEnum('listing_type').notNull().default('sale'),
    category: categoryEnum('category').notNull().default('House'),
    // Null only in a draft saved without a price range (properties_priced_check).
    priceLow: money('price_low'),
    priceHigh: money('price_high'),
    // ISO 4217, of every amount of the listing; set by the app on every insert (the deployment's CURRENCY unless
    // the agent chose one), so it has no default of its own.
    currency: text('currency').notNull(),
    // The range's width class (PRICE_WIDTH_THRESHOLDS), kept by PostgreSQL; null without a price (a draft).
    priceWidthClass: smallint('price_width_class').generatedAlwaysAs(
      sql.raw(
        `width_bucket("price_high" - "price_low", array[${PRICE_WIDTH_THRESHOLDS.join(',')}]::numeric[])`,
      ),
    ),
    bedrooms: integer('bedrooms'),
    bathrooms: integer('bathrooms'),
    // The structured address (optional; the location text is built from it when it has a city).
    street: text('street'),
    unit: text('unit'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postal_code'),
    // ISO 3166 alpha-2.
    country: text('country'),
    // Areas in the deployment's one unit (AREA_UNIT).
    livingArea: integer('living_area'),
    lotSize: integer('lot_size'),
    // The low price per unit of living area, kept by PostgreSQL (sort=pricePerArea).
    pricePerArea: numeric('price_per_area', { precision: 14, scale: 2, mode: 'number' }).generatedAlwaysAs(
      sql`round("price_low" / nullif("living_area", 0), 2)`,
    ),
    yearBuilt: smallint('year_built'),
    parkingSpaces: integer('parking_spaces'),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    // The features as bits (featureBit), kept by PostgreSQL.
    featureMask: integer('feature_mask').notNull().generatedAlwaysAs(sql.raw(FEATURE_MASK_SQL)),
    energyRating: energyRatingEnum('energy_rating'),
    // Rentals: from when, for how long at least, and the deposit.
    availableFrom: date('available_from'),
    minLeaseMonths: integer('min_lease_months'),
    deposit: money('deposit'),
    virtualTourUrl: text('virtual_tour_url'),
    // The point is stored rounded to about 500 m and the street is shown to nobody but the agent and admins.
    approximateLocation: boolean('approximate_location').notNull().default(false),
    // Where it is on the map (degrees, WGS 84); both or neither (the contract checks the pair).
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // Kept when the agent's account is deleted (offers on it are financial history), but hidden from every
    // public page: a listing without an agent is never publicly listed (properties/queries.ts).
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    verificationStatus: verificationStatusEnum('verification_status').notNull().default('pending'),
    // The admin's reason for the rejection, shown to the agent on their listing; null unless rejected.
    rejectionReason: text('rejection_reason'),
    // Off review while verification_status is pending; null otherwise (properties_listing_stage_check).
    listingStage: listingStageEnum('listing_stage'),
    // What the admin asked to change; null unless the stage is changes_requested.
    changesRequestedReason: text('changes_requested_reason'),
    // When it last went active (verified) or was renewed: it expires LISTING_DAYS later.
    listedAt: timestamp('listed_at', { withTimezone: true }).notNull().defaultNow(),
    // When its agent was told it expires in a week (once per listing period; a renewal clears it).
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
    // Whether it has ever been public (verified, of an agent not marked as fraud): set by a trigger of migration
    // 0033 and never cleared. The portal feed answers such a listing, once it is no longer public, as a removal.
    everPublic: boolean('ever_public').notNull().default(false),
    // The price range before the latest change while that change lowered the low price of the public listing,
    // and when: the cards' "Price dropped" (properties/price-drop.ts). Any other price change clears them.
    droppedFromLow: money('dropped_from_low'),
    droppedFromHigh: money('dropped_from_high'),
    priceDroppedAt: timestamp('price_dropped_at', { withTimezone: true }),
    isAdvertised: boolean('is_advertised').notNull().default(false),
    // Whether one of its rental applications is accepted (a let rental), kept by a trigger of migration 0050 from
    // rental_applications: the lists leave let rentals out by this column, which every order's index holds, so a
    // page's ids and a count are read from properties alone (no anti-join per listing).
    isLet: boolean('is_let').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check(
      'properties_price_range_check',
      sql`${table.priceLow} > 0 AND ${table.priceLow} <= ${table.priceHigh}`,
    ),
    // Only a draft may lack its price range (both ends, or neither).
    check(
      'properties_priced_check',
      sql`(${table.priceLow} IS NOT NULL AND ${table.priceHigh} IS NOT NULL) OR (${table.listingStage} IS NOT DISTINCT FROM 'draft' AND ${table.priceLow} IS NULL AND ${table.priceHigh} IS NULL)`,
    ),
    // A stage is a kind of pending: a listing with one is never verified, so never on a public list.
    check(
      'properties_listing_stage_check',
      sql`${table.listingStage} IS NULL OR ${table.verificationStatus} = 'pending'`,
    ),
    check(
      'properties_features_check',
      sql.raw(`"features" <@ array[${PROPERTY_FEATURES.map((feature) => `'${feature}'`).join(',')}]::text[]`),
    ),
    check('properties_living_area_check', sql`${table.livingArea} > 0`),
    // A draft may have no picture yet (and then an empty cover).
    check(
      'properties_images_check',
      sql`(cardinality(${table.images}) BETWEEN 1 AND ${sql.raw(String(MAX_PROPERTY_IMAGES))} AND ${table.images}[1] = ${table.image}) OR (${table.listingStage} IS NOT DISTINCT FROM 'draft' AND cardinality(${table.images}) = 0 AND ${table.image} = '')`,
    ),
    // Upload clean-up asks whether any listing still shows a picture (images @> ARRAY[url]).
    index('properties_images_idx').using('gin', table.images),
    // Substring search (LIKE '%term%' on the search text): trigrams, with the filters that narrow a search as
    // more columns of the same GIN index (btree_gin), so a search and its filters are looked up together and a
    // combination that matches little is counted without reading the search's every match.
    index('properties_search_idx').using(
      'gin',
      sql`${table.searchText} gin_trgm_ops`,
      table.verificationStatus,
      table.listingType,
      table.category,
      table.bedrooms,
      table.bathrooms,
      table.livingArea,
      table.yearBuilt,
      table.availableFrom,
    ),
    // All Properties' orders, over every listing or one listing type or category (properties/queries.ts), with
    // a stable tie-break for offset and keyset pages alike. After the order's key each holds the agent (which
    // isPubliclyListed reads) and every other filter's column (listing-filters.ts), so a page's ids and a
    // count are read from the index alone: each listing skipped is tested there, never in its row. The two
    // over every listing also hold the search text, so a search walking them in order is tested there too.
    index('properties_status_price_idx').on(
      table.verificationStatus,
      table.priceLow,
      table.id,
      table.agentId,
      table.isLet,
      table.searchText,
      table.listingType,
      table.category,
      table.priceHigh,
      table.bedrooms,
      table.bathrooms,
      table.livingArea,
      table.yearBuilt,
      table.featureMask,
      table.availableFrom,
    ),
    index('properties_status_created_idx').on(
      table.verificationStatus,
      table.createdAt,
      table.id,
      table.agentId,
      table.isLet,
      table.searchText,
      table.listingType,
      table.category,
      table.priceLow,
      table.priceHigh,
      table.bedrooms,
      table.bathrooms,
      table.livingArea,
      table.yearBuilt,
      table.featureMask,
      table.availableFrom,
    ),
    index('properties_listing_type_idx').on(
      table.listingType,
      table.verificationStatus,
      table.createdAt,
      table.id,
      table.agentId,
      table.isLet,
      table.category,
      table.priceLow,
      table.priceHigh,
      table.bedrooms,
      table.bathrooms,
      table.livingArea,
      table.yearBuilt,
      table.featureMask,
      table.availableFrom,
    ),
    index('properties_type_price_idx').on(
      table.listingType,
      table.verificationStatus,
      table.priceLow,
      table.id,
      table.agentId,
      table.isLet,
      table.category,
      table.priceHigh,
      table.bedrooms,
      table.bathrooms,
      table.livingArea,
      table.yearBuilt,
      table.featureMask,
      table.availableFrom,
    ),
    index('properties_category_created_idx').on(
      table.category,
      table.verificationStatus,
      table.createdAt,
      table.id,
      table.agentId,
      table.isLet,
      table.listingType,
      table.priceLow,
      table.priceHigh,
      table.bedrooms,
      table.bathrooms,
      table.livingArea,
      table.yearBuilt,
      table.featureMask,
      table.availableFrom,
    ),
    index('properties_category_price_idx').on(
      table.category,
      table.verificationStatus,
      table.priceLow,
      table.id,
      table.agentId,
      table.isLet,
      table.listingType,
      table.priceHigh,
      table.bedrooms,
      table.bathrooms,
      table.livingArea,
      table.yearBuilt,
      table.featureMask,
      table.availableFrom,
    ),
    // A minimum price (the high end of the range reaches it), counted or listed in any order, with the other
    // filters' columns as above.
    index('properties_status_price_high_idx').on(
      table.verificationStatus,
      table.priceHigh,
      table.agentId,
      table.isLet,
      table.listingType,
      table.category,
      table.priceLow,
      table.bedrooms,
      table.bathrooms,
      table.livingArea,
      table.yearBuilt,
      table.featureMask,
      table.availableFrom,
    ),
    // Cheapest per unit of living area first (sort=pricePerArea, which lists only listings with an area), with
    // the other filters' columns as above.
    index('properties_status_price_per_area_idx')
      .on(
        table.verificationStatus,
        table.pricePerArea,
        table.id,
        table.agentId,
        table.isLet,
        table.searchText,
        table.listingType,
        table.category,
        table.priceLow,
        table.priceHigh,
        table.bedrooms,
        table.bathrooms,
        table.livingArea,
        table.yearBuilt,
        table.featureMask,
        table.availableFrom,
      )
      .where(sql`${table.pricePerArea} is not null`),
    // Newest first over every listing (admin's Manage Properties) and over one agent's (My Added Properties).
    index('properties_created_idx').on(table.createdAt, table.id),
    index('properties_agent_idx').on(table.agentId, table.createdAt, table.id),
    // The estimates' version: the latest change of a listing that has ever been public (one probe of this index).
    index('properties_ever_public_changed_idx').on(table.updatedAt).where(sql`${table.everPublic}`),
    // The currencies listings are in, a probe per currency (a price filter converts its bounds to each).
    index('properties_currency_idx').on(table.currency),
    // The expiry job: listed listings by when they went active.
    index('properties_listed_at_idx').on(table.listedAt).where(sql`${table.verificationStatus} = 'verified'`),
    index('properties_advertised_idx')
      .on(table.createdAt)
      .where(sql`${table.isAdvertised} AND ${table.verificationStatus} = 'verified'`),
    // A minimum price, cheapest first: the listings whose range straddles it, one width class at a time from
    // its own lower bound (properties/queries.ts).
    index('properties_width_price_idx').on(
      table.verificationStatus,
      table.priceWidthClass,
      table.priceLow,
      table.id,
      table.agentId,
      table.isLet,
      table.priceHigh,
    ),
    // The map's visible area, point(longitude, latitude) inside a box, has its GiST index in migrations
    // (properties_map_idx, last made in 0050), not here: it carries the other filters' columns and the orders'
    // keys (INCLUDE), which Drizzle cannot declare.
  ],
)

/**
 * Every price range a listing has had: the first when it was listed, then one per change (written with the
 * change, properties/service.ts). Oldest first by (changed_at, id).
 */
export const propertyPriceChanges = pgTable(
  'property_price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    priceLow: money('price_low').notNull(),
    priceHigh: money('price_high').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('property_price_changes_property_idx').on(table.propertyId, table.changedAt, table.id)],
)

/**
 * Views of a listing's details, one per visitor per UTC day (docs/decisions/0008): `visitor` is a keyed hash
 * of the viewer and the day, never the viewer's id, so the table tells how many, not who.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
  },
  (table) => [primaryKey({ columns: [table.propertyId, table.day, table.visitor] })],
)

/**
 * A signed-in user's named search of All Properties (`query`: its query string, filters and order). With
 * alerts on, a listing verified that matches it alerts the owner, at most once an hour (`lastAlertedAt`).
 * The query's filters are also kept as columns (filled when saved, from the contract's parse), so one
 * statement finds every search a listing matches (saved-searches/alerts.ts); `queryParsed` is false for a
 * stored query that no longer parses, which gets no alerts.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    lastAlertedAt: timestamp('last_alerted_at', { withTimezone: true }),
    queryParsed: boolean('query_parsed').notNull(),
    search: text('search'),
    listingType: listingTypeEnum('listing_type'),
    category: categoryEnum('category'),
    // Unscaled, as the query gave them: the filters compare the listing's prices with the exact amounts.
    minPrice: numeric('min_price', { mode: 'number' }),
    maxPrice: numeric('max_price', { mode: 'number' }),
    // The currency of the two (null: the deployment's), as the query gave it.
    priceCurrency: text('price_currency'),
    minBeds: integer('min_beds'),
    minBaths: integer('min_baths'),
    // The map's box, all four or none; for a search with a drawn area but no box, the box around the area (it
    // holds the area, so it places the search for the alerts' index and lets through a superset of its homes).
    bboxWest: doublePrecision('bbox_west'),
    bboxSouth: doublePrecision('bbox_south'),
    bboxEast: doublePrecision('bbox_east'),
    bboxNorth: doublePrecision('bbox_north'),
    // The drawn area (x longitude, y latitude); a listing matches on its outline too, as in the search.
    area: polygon('area'),
    minArea: integer('min_area'),
    maxArea: integer('max_area'),
    // The features asked for, as the listing's feature_mask bits (featureBit); null when none.
    featureMask: integer('feature_mask'),
    minYear: integer('min_year'),
    availableBy: date('available_by'),
    openHouseWithinDays: integer('open_house_within_days'),
    createdAt: createdAt(),
  },
  (table) => [
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
    check(
      'saved_searches_bbox_check',
      sql`num_nulls(${table.bboxWest}, ${table.bboxSouth}, ${table.bboxEast}, ${table.bboxNorth}) in (0, 4)`,
    ),
    // A verified listing reaches the searches with alerts on that it may match through one of three partial
    // indexes, by what places each search: its text (whose first three characters the listing's text must
    // contain), else its map box (which must hold the listing's point), else nothing (each such one is read).
    index('saved_searches_alert_text_idx')
      .on(sql`left(lower(${table.search}), 3)`)
      .where(sql`${table.alertsEnabled} and ${table.queryParsed} and ${table.search} is not null`),
    index('saved_searches_alert_area_idx')
      .using(
        'gist',
        sql`box(point(${table.bboxWest}, ${table.bboxSouth}), point(${table.bboxEast}, ${table.bboxNorth}))`,
      )
      .where(
        sql`${table.alertsEnabled} and ${table.queryParsed} and ${table.search} is null and ${table.bboxWest} is not null`,
      ),
    index('saved_searches_alert_anywhere_idx')
      .on(table.id)
      .where(
        sql`${table.alertsEnabled} and ${table.queryParsed} and ${table.search} is null and ${table.bboxWest} is null`,
      ),
  ],
)

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wishlist_user_property_unique').on(table.userId, table.propertyId),
    // Saves per listing (the agent's insight).
    index('wishlist_property_idx').on(table.propertyId),
  ],
)

// A buyer's wishlist shared with one partner (docs/decisions/0039-search-with-a-partner.md): invited by
// e-mail, so an invitation can wait for an account that does not exist yet; the partner's account is set when
// they accept. One per owner: a wishlist has at most one partner.
export const wishlistShares = pgTable(
  'wishlist_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Lower-cased; matched against the verified address of whoever signs in.
    partnerEmail: text('partner_email').notNull(),
    partnerId: text('partner_id').references(() => users.id, { onDelete: 'cascade' }),
    // The digest of the secret of the invitation's link, e-mailed to an address with no verified account: the
    // buyer who opens it, signed in, has shown they read that mailbox (sign-up does not verify an address).
    invitationDigest: text('invitation_digest'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('wishlist_shares_owner_unique').on(table.ownerId),
    index('wishlist_shares_partner_email_idx').on(table.partnerEmail),
    index('wishlist_shares_partner_idx').on(table.partnerId),
    uniqueIndex('wishlist_shares_invitation_unique').on(table.invitationDigest),
  ],
)

// Notes the two partners leave each other on a home of the shared wishlist. They belong to the sharing: ending
// it (revoke, leave, a deleted account) deletes them, as does removing the home from the list.
export const wishlistNotes = pgTable(
  'wishlist_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => wishlistShares.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => wishlistItems.id, { onDelete: 'cascade' }),
    authorId: text('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('wishlist_notes_item_idx').on(table.itemId, table.createdAt),
    index('wishlist_notes_share_idx').on(table.shareId),
    index('wishlist_notes_author_idx').on(table.authorId),
  ],
)

// Offers and payments are financial history: they outlive the buyer's account and the listing, so they keep
// a snapshot of who and what they were about.
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    location: text('location').notNull(),
    image: text('image').notNull(),
    agentId: text('agent_id').references(() => users.id, { onDelete: 'set null' }),
    agentName: text('agent_name'),
    agentEmail: text('agent_email'),
    buyerId: text('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    offerAmount: money('offer_amount').notNull(),
    // The listing's currency when the offer was made: offers are financial history and outlive their listing.
    currency: text('currency').notNull(),
    buyingDate: date('buying_date', { mode: 'string' }).notNull(),
    status: offerStatusEnum('status').notNull().default('pending'),
    transactionId: text('transaction_id'),
    // Set when the offer is accepted (OFFER_PAYMENT_DAYS ahead); an accepted offer unpaid past it expires.
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('offers_amount_positive_check', sql`${table.offerAmount} > 0`),
    // No accepted offer without a deadline: none can hold its home forever.
    check(
      'offers_accepted_payment_due_check',
      sql`${table.status} <> 'accepted' OR ${table.paymentDueAt} IS NOT NULL`,
    ),
    // At most one offer per property is ever accepted or bought: two concurrent accepts cannot both win.
    uniqueIndex('offers_one_winner_per_property')
      .on(table.propertyId)
      .where(sql`${table.status} IN ('accepted', 'bought')`),
    // One pending offer per buyer per property: two concurrent offers of one buyer cannot both be pending.
    uniqueIndex('offers_one_pending_per_buyer')
      .on(table.propertyId, table.buyerId)
      .where(sql`${table.status} = 'pending'`),
    index('offers_property_idx').on(table.propertyId, table.status),
    index('offers_buyer_idx').on(table.buyerId),
    index('offers_agent_idx').on(table.agentId),
    // The expiry job's search: accepted offers by deadline (few: at most one per property).
    index('offers_payment_due_idx').on(table.paymentDueAt).where(sql`${table.status} = 'accepted'`),
  ],
)

/**
 * A renter's application for a rental (rentals take applications, not offers). The rental is let while one of
 * its applications is accepted: that state is derived from this table (a trigger keeps properties.is_let, which
 * the lists read), as Sold and Under offer are from offers.
 */
export const rentalApplications = pgTable(
  'rental_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    // An accepted application outlives its renter's account (anonymised, as an offer is): the rental stays let.
    // The renter's other applications go with the account (account/queries.ts, anonymiseKeptRecords).
    renterId: text('renter_id').references(() => users.id, { onDelete: 'set null' }),
    moveInDate: date('move_in_date', { mode: 'string' }).notNull(),
    leaseMonths: smallint('lease_months').notNull(),
    occupants: smallint('occupants').notNull(),
    monthlyIncome: money('monthly_income'),
    message: text('message').notNull(),
    status: applicationStatusEnum('status').notNull().default('submitted'),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // At most one accepted application per rental: two concurrent accepts cannot both let it.
    uniqueIndex('rental_applications_one_accepted_per_property')
      .on(table.propertyId)
      .where(sql`${table.status} = 'accepted'`),
    // One open application per renter per rental.
    uniqueIndex('rental_applications_one_open_per_renter')
      .on(table.propertyId, table.renterId)
      .where(sql`${table.status} in ('submitted', 'shortlisted')`),
    index('rental_applications_property_idx').on(table.propertyId, table.status),
    index('rental_applications_renter_idx').on(table.renterId, table.createdAt),
  ],
)

/** An agent's viewing hours: weekly windows in their time zone and whole days off (viewings/slots.ts). */
export const viewingAvailability = pgTable('viewing_availability', {
  agentId: text('agent_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  weekly: jsonb('weekly').$type<WeeklyWindow[]>().notNull(),
  blockedDates: date('blocked_dates', { mode: 'string' }).array().notNull(),
  updatedAt: updatedAt(),
})

/**
 * A viewing of a listing: a 30-minute slot of its agent. The agent is copied from the listing at booking, as the
 * slot is the agent's time (one person cannot show two homes at once).
 */
export const viewings = pgTable(
  'viewings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: text('agent_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: viewingStatusEnum('status').notNull().default('requested'),
    message: text('message'),
    reason: text('reason'),
    // Set once the 24-hour reminder went out (the reminder job claims a viewing by setting it).
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    // Raised by the statement that makes each change of the viewing: its calendar event's SEQUENCE (RFC 5545),
    // by which a calendar holding an earlier copy of the event knows this one replaces it.
    sequence: integer('sequence').notNull().default(0),
    // Set by the statement that confirms the viewing: a confirmed viewing was in calendar feeds and mails, so
    // once cancelled it stays in feeds as a cancelled event that takes it off the calendars that held it.
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    // One request, proposal or confirmed viewing per slot of an agent: concurrent bookings cannot both hold it.
    uniqueIndex('viewings_one_per_slot')
      .on(table.agentId, table.startsAt)
      .where(sql`${table.status} in ('requested', 'proposed', 'confirmed')`),
    index('viewings_buyer_idx').on(table.buyerId, table.startsAt),
    index('viewings_agent_idx').on(table.agentId, table.startsAt),
    // The reminder job's search: confirmed viewings not yet reminded, by start.
    index('viewings_reminder_due_idx')
      .on(table.startsAt)
      .where(sql`${table.status} = 'confirmed' and ${table.remindedAt} is null`),
  ],
)

/**
 * An open house: a window in which anyone may come and see a listing without booking (RESO's OpenHouse). Only
 * windows still to end are shown; past ones stay as the listing's history.
 */
export const openHouses = pgTable(
  'open_houses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('open_houses_end_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    // A listing's windows still to come, and All Properties' openHouseWithinDays, by end.
    index('open_houses_property_idx').on(table.propertyId, table.endsAt),
  ],
)

/**
 * A person's private calendar feed: the long random token in its address is the only secret (no sign-in, as
 * calendar apps cannot sign in). Only the token's digest is kept, so the address is shown once, when made;
 * making a new one replaces the digest, and the old address stops working at once.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenDigest: text('token_digest').notNull().unique('calendar_feeds_token_digest_unique'),
  createdAt: createdAt(),
})

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey().defaultRandom(),
  // One payment per offer: a repeated or concurrent confirmation cannot record a second one.
  offerId: uuid('offer_id')
    .notNull()
    .unique()
    .references(() => offers.id, { onDelete: 'restrict' }),
  transactionId: text('transaction_id').notNull().unique(),
  amount: money('amount').notNull(),
  userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
  email: text('email').notNull(),
  userName: text('user_name').notNull(),
  status: offerStatusEnum('status').notNull().default('bought'),
  gateway: text('gateway').notNull(),
  createdAt: createdAt(),
})

/**
 * The built-in test gateway's PaymentIntents (used when no Stripe keys are set), kept like Stripe keeps them:
 * one per idempotency key, the offer id as metadata, the amount in the currency's minor unit.
 */
export const paymentIntents = pgTable(
  'payment_intents',
  {
    id: text('id').primaryKey(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    clientSecret: text('client_secret').notNull().unique(),
    amountInCents: bigint('amount_in_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['requires_payment_method', 'succeeded'] })
      .notNull()
      .default('requires_payment_method'),
    /** The message of the last declined attempt, as Stripe's last_payment_error. */
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('payment_intents_amount_positive_check', sql`${table.amountInCents} > 0`),
    index('payment_intents_offer_idx').on(table.offerId),
  ],
)

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('reviews_property_idx').on(table.propertyId, table.createdAt),
    // One review per user per property (the author edits it rather than adding another).
    uniqueIndex('reviews_one_per_user_property').on(table.userId, table.propertyId),
    index('reviews_user_idx').on(table.userId),
    index('reviews_created_idx').on(table.createdAt),
  ],
)

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  email: text('email').primaryKey(),
  createdAt: createdAt(),
})

/** Settings the server generates once and every instance shares (such as the signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
})

/**
 * Every image stored through POST /api/uploads, under its base key (its smaller variants sit beside it).
 * created_at is refreshed when the same image is uploaded again, so an upload that no property, user or offer
 * uses is removed a day after it was last uploaded (see media/cleanup.ts).
 */
export const uploads = pgTable(
  'uploads',
  {
    key: text('key').primaryKey(),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_created_idx').on(table.createdAt)],
)

/**
 * Who uploaded each image while signed in. Keys are content hashes, so people who upload the same picture share
 * one upload, and each of them may show it (media/tracking.ts).
 */
export const uploadOwners = pgTable(
  'upload_owners',
  {
    key: text('key')
      .notNull()
      .references(() => uploads.key, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.userId] }),
    index('upload_owners_user_idx').on(table.userId),
  ],
)

/**
 * What happened that a person should know (an offer, a payment, a decision on a listing). The row is written in
 * the same transaction as the event, so it cannot be lost; its e-mail is an outbox entry (mail_state) sent after
 * the commit and retried by the notification-mail job until sent (or 'off' when the person switched it off).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    // The viewing whose calendar event the e-mail carries as an .ics attachment (a confirmation), if any.
    calendarViewingId: uuid('calendar_viewing_id').references(() => viewings.id, { onDelete: 'set null' }),
    // The other person whose name or words the body copies, and the body as it reads without them: deleting
    // their account puts that body in place (docs/decisions/0023-leaving-and-fair-use.md). No foreign key, as
    // the swap runs before the account's row goes.
    aboutUserId: text('about_user_id'),
    bodyWithoutThem: text('body_without_them'),
    readAt: timestamp('read_at', { withTimezone: true }),
    mailState: mailStateEnum('mail_state').notNull().default('pending'),
    mailClaimedAt: timestamp('mail_claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.createdAt),
    index('notifications_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    index('notifications_about_user_idx').on(table.aboutUserId).where(sql`${table.aboutUserId} is not null`),
    index('notifications_mail_due_idx')
      .on(table.createdAt)
      .where(sql`${table.mailState} in ('pending', 'sending')`),
  ],
)

/** The kinds whose e-mail a person switched off (in-app notifications always arrive). */
export const notificationMailOptOuts = pgTable(
  'notification_mail_opt_outs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKindEnum('kind').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind] })],
)

/**
 * Contact the agent: one conversation per buyer and listing (docs/decisions/0007-inquiries.md). It goes with
 * the listing or the buyer's account; the listing's agent is read from the listing, never copied.
 */
export const inquiryThreads = pgTable(
  'inquiry_threads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    buyerId: text('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (table) => [
    // A buyer's second inquiry about one listing continues the conversation; concurrent ones cannot fork it.
    uniqueIndex('inquiry_threads_property_buyer_unique').on(table.propertyId, table.buyerId),
    index('inquiry_threads_buyer_idx').on(table.buyerId, table.lastMessageAt),
    index('inquiry_threads_property_idx').on(table.propertyId, table.lastMessageAt),
    index('inquiry_threads_recent_idx').on(table.lastMessageAt, table.id),
  ],
)

export const inquiryMessages = pgTable(
  'inquiry_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => inquiryThreads.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    // Kept as written: the conversation still reads right after the author renames or deletes the account.
    authorName: text('author_name').notNull(),
    fromAgent: boolean('from_agent').notNull(),
    body: text('body').notNull(),
    phone: text('phone'),
    viewingTimes: timestamp('viewing_times', { withTimezone: true }).array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
  },
  (table) => [index('inquiry_messages_thread_idx').on(table.threadId, table.createdAt)],
)

/**
 * The audit trail: who did what to which record, append-only (a trigger of migration 0023 refuses UPDATE,
 * DELETE and TRUNCATE). It holds ids only, no name or e-mail, so it keeps nothing personal once an account is
 * deleted (no foreign keys either: its rows outlive what they name). Written by audit/record.ts. The action and
 * target type are text, typed by the contract's AUDIT_ACTIONS, so a new action needs no migration.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    targetType: text('target_type').$type<AuditTargetType>().notNull(),
    targetId: text('target_id').notNull(),
    reason: text('reason'),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
    requestId: text('request_id'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.at),
    index('audit_log_target_idx').on(table.targetId, table.at),
  ],
)

/**
 * Listings deleted after they had been public, for the portal feed, which answers each as a removal in its
 * modification order (removed_at, listing_id) until FEED_REMOVALS_DAYS have passed. Written only by a trigger on
 * the deletion of such a listing (migration 0033), from the database's clock as updated_at is; the row is gone,
 * so nothing else about the listing is kept.
 */
export const feedRemovals = pgTable(
  'feed_removals',
  {
    listingId: uuid('listing_id').primaryKey(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feed_removals_removed_idx').on(table.removedAt, table.listingId)],
)

/**
 * The feed's order by a column that may be null, as two keys that never are: OData's nulls first ascending (and
 * last descending), in a form a row comparison and one index read in either direction serve.
 */
export const nullsFirstKeys = (column: AnyPgColumn | SQL, none: SQL): [SQL, SQL] => [
  sql`(${column} is not null)`,
  sql`coalesce(${column}, ${none})`,
]

/**
 * The portal feed's entries (docs/decisions/0035): one row per listing that has ever been public, as the feed
 * answers it now, and one per removal still known (feed_removals), with the fields a filter or an order names.
 * Kept by triggers (migration 0040) from every write the entry is read from: a listing's row (whose updated_at
 * 0031's triggers move on a change of its offers, rental applications or its agent's fraud mark) and
 * feed_removals. The entry of a listing no longer public keeps only its key, status and time.
 */
export const feedEntries = pgTable(
  'feed_entries',
  {
    id: uuid('id').primaryKey(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull(),
    standardStatus: text('standard_status').notNull(),
    propertyType: text('property_type'),
    listPrice: money('list_price'),
    bedroomsTotal: integer('bedrooms_total'),
    city: text('city'),
    postalCode: text('postal_code'),
  },
  (table) => [
    // The stream's order, and a window from a modification time.
    index('feed_entries_stream_idx').on(table.modifiedAt, table.id),
    // Each $orderby field, then the stream's order (feed/queries.ts orderKeys), read forward or backward.
    index('feed_entries_status_order_idx').on(table.standardStatus, table.modifiedAt, table.id),
    index('feed_entries_type_order_idx').on(
      ...nullsFirstKeys(table.propertyType, sql`''`),
      table.modifiedAt,
      table.id,
    ),
    index('feed_entries_price_order_idx').on(
      ...nullsFirstKeys(table.listPrice, sql`0`),
      table.modifiedAt,
      table.id,
    ),
    index('feed_entries_bedrooms_order_idx').on(
      ...nullsFirstKeys(table.bedroomsTotal, sql`0`),
      table.modifiedAt,
      table.id,
    ),
    index('feed_entries_city_order_idx').on(
      ...nullsFirstKeys(table.city, sql`''`),
      table.modifiedAt,
      table.id,
    ),
    index('feed_entries_postal_code_order_idx').on(
      ...nullsFirstKeys(table.postalCode, sql`''`),
      table.modifiedAt,
      table.id,
    ),
    // The $filter comparisons on a field, which name the column itself.
    index('feed_entries_price_idx').on(table.listPrice),
    index('feed_entries_bedrooms_idx').on(table.bedroomsTotal),
    index('feed_entries_city_idx').on(table.city),
    index('feed_entries_postal_code_idx').on(table.postalCode),
  ],
)

/**
 * Keys of the portal feed (GET /api/feed/properties), issued by admins. Only the SHA-256 of a key is kept (the
 * key is high-entropy random, so no salt or slow hash is needed); a revoked key stays, for the list and the
 * audit trail. docs/decisions/0020.
 */
export const feedKeys = pgTable('feed_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdAt: createdAt(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})

/**
 * One row: a number that every committed transaction which changed what a listing's card or a search's answer
 * shows moves on, once (the deferred triggers of the migration listing-changes on properties, offers, rental
 * applications, open houses and an agent's name, e-mail, picture or role, and of price-filters-in-a-currency on
 * the exchange rates a price filter converts its bounds at). A process keeps search answers under
 * the number it read before reading them (properties/answer-cache.ts): a write on any instance moves it in the
 * same commit, so the next read of it on every instance misses. A new table or column that a card or a search
 * reads needs its trigger in the migration that adds it. docs/decisions/0042.
 */
export const listingChanges = pgTable(
  'listing_changes',
  {
    only: boolean('only').primaryKey().default(true),
    version: bigint('version', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (table) => [check('listing_changes_one_row', sql`${table.only}`)],
)

/**
 * The exchange rates in use for display estimates: one set, all of one date, replaced whole by each upload or
 * fetch (1 `base` = `rate` `quote`). `source` is 'upload' (by `loaded_by`, an admin) or the fetched address.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    base: text('base').notNull(),
    quote: text('quote').notNull(),
    rate: numeric('rate', { precision: 24, scale: 12 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    source: text('source').notNull(),
    loadedBy: text('loaded_by').references(() => users.id, { onDelete: 'set null' }),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.base, table.quote] }),
    check('exchange_rates_rate_positive', sql`${table.rate} > 0`),
  ],
)
