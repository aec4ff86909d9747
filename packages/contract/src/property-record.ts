import { z } from 'zod'
import { text } from './common.ts'
import { MONEY_CEILING } from './money.ts'
import { AREA_UNITS, ENERGY_RATINGS, PROPERTY_FEATURES } from './property-vocabulary.ts'

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
/** The oldest year of construction a listing may state. */
export const MIN_YEAR_BUILT = 1000

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

/**
 * The optional fields of the property record (after the RESO Data Dictionary's Property resource), as an agent
 * sends them: each may be left out (kept as it is on update) or null (cleared). Empty text counts as null.
 */
export const propertyRecordInputShape = {
  street: line('street', 200).nullable().optional(),
  unit: line('unit', 50).nullable().optional(),
  city: line('city', 100).nullable().optional(),
  region: line('region', 100).nullable().optional(),
  postalCode: line('postalCode', 20).nullable().optional(),
  country: z
    .string({ error: 'country must be an ISO 3166 alpha-2 code such as US or DE' })
    .regex(/^[A-Z]{2}$/, { error: 'country must be an ISO 3166 alpha-2 code such as US or DE' })
    .nullable()
    .optional(),
  livingArea: wholeNumber('livingArea', 1, MAX_AREA).nullable().optional(),
  lotSize: wholeNumber('lotSize', 1, MAX_AREA).nullable().optional(),
  yearBuilt: z
    .number({ error: 'yearBuilt must be a whole number' })
    .int({ error: 'yearBuilt must be a whole number' })
    .min(MIN_YEAR_BUILT, { error: `yearBuilt must be at least ${MIN_YEAR_BUILT}` })
    .refine((year) => year <= latestYearBuilt(), { error: 'yearBuilt cannot be more than 5 years ahead' })
    .nullable()
    .optional(),
  parkingSpaces: wholeNumber('parkingSpaces', 0, 1000).nullable().optional(),
  features: z
    .array(propertyFeatureSchema, { error: FEATURES_MESSAGE })
    .max(PROPERTY_FEATURES.length, { error: FEATURES_MESSAGE })
    .transform((features) => PROPERTY_FEATURES.filter((feature) => features.includes(feature)))
    .optional(),
  energyRating: energyRatingSchema.nullable().optional(),
  availableFrom: calendarDate('availableFrom').nullable().optional(),
  minLeaseMonths: wholeNumber('minLeaseMonths', 1, 120).nullable().optional(),
  deposit: z
    .number({ error: 'deposit must be an amount' })
    .min(0, { error: 'deposit cannot be negative' })
    .max(MONEY_CEILING - 1, { error: `deposit must be at most ${MONEY_CEILING - 1}` })
    .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, {
      error: 'deposit has at most two decimals',
    })
    .nullable()
    .optional(),
  virtualTourUrl: z
    .string({ error: 'virtualTourUrl must be an https address' })
    .max(500, { error: 'virtualTourUrl must be at most 500 characters' })
    .refine((value) => URL.canParse(value) && new URL(value).protocol === 'https:', {
      error: 'virtualTourUrl must be an https address',
    })
    .nullable()
    .optional(),
  approximateLocation: z.boolean({ error: 'approximateLocation must be true or false' }).optional(),
}

/** The same fields as answered (null when not set), with the deployment's area unit and the price per area. */
export const propertyRecordShape = {
  street: z.string().nullable(),
  unit: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string().nullable(),
  livingArea: z.number().int().nullable(),
  lotSize: z.number().int().nullable(),
  areaUnit: z.enum(AREA_UNITS),
  /** The low end of the price range per unit of living area (null without a living area). */
  pricePerArea: z.number().nullable(),
  yearBuilt: z.number().int().nullable(),
  parkingSpaces: z.number().int().nullable(),
  features: z.array(propertyFeatureSchema),
  energyRating: energyRatingSchema.nullable(),
  availableFrom: z.string().nullable(),
  minLeaseMonths: z.number().int().nullable(),
  deposit: z.number().nullable(),
  virtualTourUrl: z.string().nullable(),
  /** The point is rounded to about 500 m and the street and unit are not shown to the public. */
  approximateLocation: z.boolean(),
}
