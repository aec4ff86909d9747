import { z } from 'zod'
import { text } from './common.ts'
import { LANGUAGES } from './languages.ts'
import { isCurrencyCode, MONEY_CEILING, MONEY_STEP } from './money.ts'
import {
  AREA_UNITS,
  ENERGY_RATINGS,
  LISTING_TYPES,
  MIN_YEAR_BUILT,
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
} from './property-vocabulary.ts'

// A listing described once (docs/decisions/0041): every field of its own, in the order the API answers it,
// with the rule it is sent under, how the import and export files hold it and its RESO name in the portal feed.
// The contract's schemas, the CSV columns and the feed's copied fields are derived from LISTING_FIELDS, and so,
// on the server, are the columns the lists read and what an add or update copies.

export const listingTypeSchema = z.enum(LISTING_TYPES, { error: 'listingType must be sale or rent' })

export const propertyCategorySchema = z.enum(PROPERTY_CATEGORIES, {
  error: `category must be one of ${PROPERTY_CATEGORIES.join(', ')}`,
})

/**
 * A fall of the listing's low price within PRICE_DROP_SHOWN_DAYS (price-drop.ts) that no later price change undid: the cards
 * say "Price dropped N %" with the range before it struck through.
 */
export const priceDropSchema = z
  .object({
    /** The fall of the low price in whole percent, rounded down (0 for a fall under 1 %). */
    percent: z.number().int(),
    /** The range before the fall, formatted as priceRange is. */
    previousPriceRange: z.string().meta({ example: '$5,250 - $7,000' }),
    droppedAt: z.iso.datetime(),
  })
  .meta({ id: 'PriceDrop' })
export type PriceDrop = z.infer<typeof priceDropSchema>

const CURRENCY_MESSAGE = 'currency must be an ISO 4217 currency code such as USD or EUR'

const FEATURES_MESSAGE = `features must be among ${PROPERTY_FEATURES.join(', ')}`
export const propertyFeatureSchema = z.enum(PROPERTY_FEATURES, { error: FEATURES_MESSAGE })

export const energyRatingSchema = z.enum(ENERGY_RATINGS, {
  error: 'energyRating must be a letter from A to G',
})

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
export const calendarDate = (field: string) =>
  z
    .string({ error: `${field} must be a date (YYYY-MM-DD)` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date (YYYY-MM-DD)` })
    .refine(
      (value) => {
        const day = new Date(`${value}T00:00:00Z`)
        return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
      },
      {
        error: `${field} must be a date (YYYY-MM-DD)`,
      },
    )

/** The largest area a listing may state, in either unit. */
export const MAX_AREA = 10_000_000

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(min, { error: `${field} must be at least ${min}` })
    .max(max, { error: `${field} must be at most ${max}` })

const line = (field: string, max: number) =>
  text({ error: `${field} must be text` })
    .trim()
    .max(max, { error: `${field} must be at most ${max} characters` })

/** The current year plus a few, for homes still being built. */
const latestYearBuilt = () => new Date().getUTCFullYear() + 5

const count = (field: string, max: number) =>
  z
    .number({ error: `${field} must be a whole number` })
    .int({ error: `${field} must be a whole number` })
    .min(0, { error: `${field} cannot be negative` })
    .max(max, { error: `${field} must be at most ${max}` })
    .nullable()
    .optional()

const degrees = (field: string, limit: number) =>
  z
    .number({ error: `${field} must be a number from -${limit} to ${limit}` })
    .min(-limit, { error: `${field} must be a number from -${limit} to ${limit}` })
    .max(limit, { error: `${field} must be a number from -${limit} to ${limit}` })
    .nullable()
    .optional()

/** How a CSV cell holds a field: text unless said otherwise. */
export type CsvCell = 'text' | 'number' | 'boolean' | 'list'

/**
 * The title and description an agent adds in other languages (the listing's own stay as written): shown on a page
 * in that language. The same limits as the listing's own.
 */
const translationInput = z.object(
  {
    title: text({ error: 'A translated title must be text' })
      .trim()
      .min(1, { error: 'A translated title is required' })
      .max(120, { error: 'A translated title must be at most 120 characters' }),
    description: text({ multiline: true })
      .trim()
      .max(4000, { error: 'A translated description must be at most 4000 characters' })
      .optional()
      .default(''),
  },
  { error: 'A translation has a title and a description' },
)
export const listingTranslationsSchema = z
  .partialRecord(z.enum(LANGUAGES), z.object({ title: z.string(), description: z.string() }))
  .meta({ id: 'ListingTranslations', example: { es: { title: 'Casa junto al lago', description: '' } } })
export type ListingTranslations = z.infer<typeof listingTranslationsSchema>

/** What is said of each field of a listing (LISTING_FIELDS). */
export interface ListingField {
  /** As the API answers it (the Property schema). */
  answer: z.ZodType
  /**
   * As an agent sends it on add, update, draft and import, each left out (kept on update) or null (cleared); empty
   * text is no value. Without one, the field is not sent, or it is sent under a rule of its own (propertyInputSchema).
   */
  input?: z.ZodType
  /** False for a field computed for the answer, not a column of the listing (the list queries read the others). */
  stored?: false
  /** Its column in the import and export files: its place among them (from 0), and how a cell holds it. */
  csv?: { column: number; cell?: CsvCell }
  /** Its RESO Data Dictionary name, when the portal feed answers it as stored. */
  reso?: string
}

/**
 * Every field of a listing's own, in the order the API answers them (after the RESO Data Dictionary's Property
 * resource where it has one). A new field is added here, to the table (db/schema.ts) with its migration, and to
 * the agent's form.
 */
export const LISTING_FIELDS = {
  title: { answer: z.string(), csv: { column: 0 } },
  description: { answer: z.string(), csv: { column: 1 }, reso: 'PublicRemarks' },
  /** The title and description in other languages, by language (`es`: …); each replaces all the earlier ones. */
  translations: {
    answer: listingTranslationsSchema,
    input: z
      .partialRecord(
        z.enum(LANGUAGES, { error: `Translations are by language: ${LANGUAGES.join(', ')}` }),
        translationInput,
        {
          error: 'translations must be an object of translations by language',
        },
      )
      .optional(),
  },
  /** The display text, built from the address when it has a city (see addressText). */
  location: { answer: z.string(), csv: { column: 7 }, reso: 'UnparsedAddress' },
  /** The cover picture: always images[0]. */
  image: { answer: z.string() },
  /** Every picture of the listing in the agent's order, 1 to MAX_PROPERTY_IMAGES. */
  images: { answer: z.array(z.string()), csv: { column: 27, cell: 'list' } },
  /** Empty for a draft saved without a price range. */
  priceRange: {
    answer: z.string().meta({ example: '$5,000 - $7,000' }),
    stored: false,
    csv: { column: 4 },
  },
  /** Null only for a draft saved without a price range. */
  priceLow: { answer: z.number().nullable() },
  priceHigh: { answer: z.number().nullable() },
  /**
   * ISO 4217: every amount of the listing (prices, deposit, offers, payments) is in it. Left out on add, the
   * deployment's (CURRENCY); its amounts have at most its minor unit's decimals (JPY none, KWD 3).
   */
  currency: {
    answer: z.string().meta({ example: 'USD' }),
    input: z
      .string({ error: CURRENCY_MESSAGE })
      .refine(isCurrencyCode, { error: CURRENCY_MESSAGE })
      .optional(),
    csv: { column: 28 },
  },
  /** A recent fall of its price (null when none). */
  priceDrop: { answer: priceDropSchema.nullable(), stored: false },
  listingType: { answer: listingTypeSchema, input: listingTypeSchema.default('sale'), csv: { column: 2 } },
  category: {
    answer: propertyCategorySchema,
    input: propertyCategorySchema.default('House'),
    csv: { column: 3 },
  },
  bedrooms: {
    answer: z.number().int().nullable(),
    input: count('bedrooms', 100),
    csv: { column: 5, cell: 'number' },
    reso: 'BedroomsTotal',
  },
  bathrooms: {
    answer: z.number().int().nullable(),
    input: count('bathrooms', 100),
    csv: { column: 6, cell: 'number' },
    reso: 'BathroomsTotalInteger',
  },
  street: {
    answer: z.string().nullable(),
    input: line('street', 200).nullable().optional(),
    csv: { column: 8 },
  },
  unit: { answer: z.string().nullable(), input: line('unit', 50).nullable().optional(), csv: { column: 9 } },
  city: {
    answer: z.string().nullable(),
    input: line('city', 100).nullable().optional(),
    csv: { column: 10 },
    reso: 'City',
  },
  region: {
    answer: z.string().nullable(),
    input: line('region', 100).nullable().optional(),
    csv: { column: 11 },
    reso: 'StateOrProvince',
  },
  postalCode: {
    answer: z.string().nullable(),
    input: line('postalCode', 20).nullable().optional(),
    csv: { column: 12 },
    reso: 'PostalCode',
  },
  /** ISO 3166 alpha-2. */
  country: {
    answer: z.string().nullable(),
    input: z
      .string({ error: 'country must be an ISO 3166 alpha-2 code such as US or DE' })
      .regex(/^[A-Z]{2}$/, { error: 'country must be an ISO 3166 alpha-2 code such as US or DE' })
      .nullable()
      .optional(),
    csv: { column: 13 },
    reso: 'Country',
  },
  livingArea: {
    answer: z.number().int().nullable(),
    input: wholeNumber('livingArea', 1, MAX_AREA).nullable().optional(),
    csv: { column: 17, cell: 'number' },
    reso: 'LivingArea',
  },
  lotSize: {
    answer: z.number().int().nullable(),
    input: wholeNumber('lotSize', 1, MAX_AREA).nullable().optional(),
    csv: { column: 18, cell: 'number' },
    reso: 'LotSizeArea',
  },
  /** The deployment's one unit of area (AREA_UNIT). */
  areaUnit: { answer: z.enum(AREA_UNITS), stored: false },
  /** The low end of the price range per unit of living area (null without a living area). */
  pricePerArea: { answer: z.number().nullable() },
  yearBuilt: {
    answer: z.number().int().nullable(),
    input: z
      .number({ error: 'yearBuilt must be a whole number' })
      .int({ error: 'yearBuilt must be a whole number' })
      .min(MIN_YEAR_BUILT, { error: `yearBuilt must be at least ${MIN_YEAR_BUILT}` })
      .refine((year) => year <= latestYearBuilt(), { error: 'yearBuilt cannot be more than 5 years ahead' })
      .nullable()
      .optional(),
    csv: { column: 19, cell: 'number' },
    reso: 'YearBuilt',
  },
  parkingSpaces: {
    answer: z.number().int().nullable(),
    input: wholeNumber('parkingSpaces', 0, 1000).nullable().optional(),
    csv: { column: 20, cell: 'number' },
  },
  features: {
    answer: z.array(propertyFeatureSchema),
    input: z
      .array(propertyFeatureSchema, { error: FEATURES_MESSAGE })
      .max(PROPERTY_FEATURES.length, { error: FEATURES_MESSAGE })
      .transform((features) => PROPERTY_FEATURES.filter((feature) => features.includes(feature)))
      .optional(),
    csv: { column: 21, cell: 'list' },
  },
  energyRating: {
    answer: energyRatingSchema.nullable(),
    input: energyRatingSchema.nullable().optional(),
    csv: { column: 22 },
  },
  /** Rentals: from when, for how long at least, and the deposit. */
  availableFrom: {
    answer: z.string().nullable(),
    input: calendarDate('availableFrom').nullable().optional(),
    csv: { column: 23 },
  },
  minLeaseMonths: {
    answer: z.number().int().nullable(),
    input: wholeNumber('minLeaseMonths', 1, 120).nullable().optional(),
    csv: { column: 24, cell: 'number' },
  },
  deposit: {
    answer: z.number().nullable(),
    input: z
      .number({ error: 'deposit must be an amount' })
      .min(0, { error: 'deposit cannot be negative' })
      .max(MONEY_CEILING - 1, { error: `deposit must be at most ${MONEY_CEILING - 1}` })
      .multipleOf(MONEY_STEP, { error: 'deposit must have at most four decimals' })
      .nullable()
      .optional(),
    csv: { column: 25, cell: 'number' },
  },
  virtualTourUrl: {
    answer: z.string().nullable(),
    input: z
      .string({ error: 'virtualTourUrl must be an https address' })
      .max(500, { error: 'virtualTourUrl must be at most 500 characters' })
      .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
        error: 'virtualTourUrl must be an https address',
      })
      .nullable()
      .optional(),
    csv: { column: 26 },
  },
  /** The point is rounded to about 500 m and the street and unit are not shown to the public. */
  approximateLocation: {
    answer: z.boolean(),
    input: z.boolean({ error: 'approximateLocation must be true or false' }).optional(),
    csv: { column: 16, cell: 'boolean' },
  },
  /**
   * Where it is on the map, in degrees (WGS 84); null for a listing placed before maps existed. Rounded to
   * about 500 m when the location is approximate. Both or neither (checkCoordinatePair).
   */
  latitude: {
    answer: z.number().nullable(),
    input: degrees('latitude', 90),
    csv: { column: 14, cell: 'number' },
    reso: 'Latitude',
  },
  longitude: {
    answer: z.number().nullable(),
    input: degrees('longitude', 180),
    csv: { column: 15, cell: 'number' },
    reso: 'Longitude',
  },
} as const satisfies Record<string, ListingField>

type Fields = typeof LISTING_FIELDS
export type ListingFieldName = keyof Fields

/** The fields that are columns of the listing, as the lists read them. */
export type StoredListingField = {
  [K in ListingFieldName]: Fields[K] extends { stored: false } ? never : K
}[ListingFieldName]
/** The fields an agent sends under the descriptor's rule (`input`). */
export type ListingInputField = {
  [K in ListingFieldName]: Fields[K] extends { input: z.ZodType } ? K : never
}[ListingFieldName]
/** The fields the import and export files hold. */
export type ListingCsvColumn = {
  [K in ListingFieldName]: Fields[K] extends { csv: object } ? K : never
}[ListingFieldName]
/** The fields the portal feed answers as stored, and their RESO names. */
export type ListingResoField = {
  [K in ListingFieldName]: Fields[K] extends { reso: string } ? K : never
}[ListingFieldName]
export type ResoNameOf<K extends ListingResoField> = Fields[K] extends { reso: infer Name extends string }
  ? Name
  : never

const entries = Object.entries(LISTING_FIELDS) as [ListingFieldName, ListingField][]
const namesWhere = <K extends ListingFieldName>(test: (field: ListingField) => boolean) =>
  entries.filter(([, field]) => test(field)).map(([name]) => name as K)

/** Every field of the listing, in the answer's order. */
export const LISTING_FIELD_NAMES = entries.map(([name]) => name)
export const STORED_LISTING_FIELDS = namesWhere<StoredListingField>((field) => field.stored !== false)
export const LISTING_INPUT_FIELDS = namesWhere<ListingInputField>((field) => field.input !== undefined)
export const LISTING_RESO_FIELDS = namesWhere<ListingResoField>((field) => field.reso !== undefined)

/** The listing's fields as answered, in order. */
export const listingAnswerShape = Object.fromEntries(
  entries.map(([name, field]) => [name, field.answer]),
) as {
  [K in ListingFieldName]: Fields[K]['answer']
}

/** The fields an agent sends under the descriptor's rules, in order. */
export const listingInputShape = Object.fromEntries(
  entries.flatMap(([name, field]) => (field.input ? [[name, field.input]] : [])),
) as { [K in ListingInputField]: Fields[K]['input'] }

/** The columns of the template, of an export and of an import file (any order; a missing one is empty). */
export const LISTING_CSV_COLUMNS: readonly ListingCsvColumn[] = entries
  .flatMap(([name, field]) =>
    field.csv ? [{ name: name as ListingCsvColumn, column: field.csv.column }] : [],
  )
  .sort((a, b) => a.column - b.column)
  .map(({ name }) => name)

/** How each column's cells hold its field. */
export const LISTING_CSV_CELLS = Object.fromEntries(
  entries.flatMap(([name, field]) => (field.csv ? [[name, field.csv.cell ?? 'text']] : [])),
) as Record<ListingCsvColumn, CsvCell>

/** The RESO name of each field the portal feed answers as stored. */
export const LISTING_RESO_NAMES = Object.fromEntries(
  LISTING_RESO_FIELDS.map((name) => [name, (LISTING_FIELDS[name] as ListingField).reso]),
) as { [K in ListingResoField]: ResoNameOf<K> }
