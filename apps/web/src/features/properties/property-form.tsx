import { zodResolver } from '@hookform/resolvers/zod'
import {
  addressText,
  ENERGY_RATINGS,
  type EnergyRating,
  LANGUAGE_DETAILS,
  LANGUAGES,
  LISTING_TYPES,
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
  type PropertyCreate,
  type PropertyInput,
  propertyInputSchema,
} from '@keyhaven/contract'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { type FieldErrors, type Resolver, useForm } from 'react-hook-form'
import { z } from 'zod'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { FormField, fieldA11y, InputField, ReadOnlyField } from '../../components/form-field.tsx'
import type { Point } from '../../components/map/leaflet-map.ts'
import { LoadingState } from '../../components/status.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useAreaText } from '../../lib/area-unit.ts'
import { configuredCurrency, currencyOptions } from '../../lib/currency.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { PhotoPicker, usePhotoUploads } from './photo-picker.tsx'
import { PlaceFinder } from './place-finder.tsx'

// Leaflet loads with the form's map only, never with the rest of the dashboard.
const LocationPicker = lazy(() => import('../../components/map/location-picker.tsx'))

/** The form's own shape, its problems in the page's language: numbers arrive as text; the photos and the map
 * location are handled beside the form. */
function propertyFormSchemaOf(t: Translate<'agent'>) {
  const optionalCount = (field: string) =>
    z
      .string()
      .trim()
      .regex(/^\d*$/, { error: t('form.error.wholeNumber', { field }) })
  return (
    propertyInputSchema
      .omit({
        image: true,
        images: true,
        bedrooms: true,
        bathrooms: true,
        street: true,
        unit: true,
        city: true,
        region: true,
        postalCode: true,
        country: true,
        livingArea: true,
        lotSize: true,
        yearBuilt: true,
        parkingSpaces: true,
        energyRating: true,
        availableFrom: true,
        minLeaseMonths: true,
        deposit: true,
        virtualTourUrl: true,
        latitude: true,
        longitude: true,
      })
      .extend({
        bedrooms: optionalCount(t('form.bedrooms')),
        bathrooms: optionalCount(t('form.bathrooms')),
        livingArea: optionalCount(t('form.field.livingArea')),
        lotSize: optionalCount(t('form.field.lotSize')),
        yearBuilt: optionalCount(t('form.yearBuilt')),
        parkingSpaces: optionalCount(t('form.parkingSpaces')),
        minLeaseMonths: optionalCount(t('form.field.minLease')),
        deposit: z
          .string()
          .trim()
          .regex(/^(\d+(\.\d{1,4})?)?$/, { error: t('form.error.deposit') }),
        street: z.string().trim(),
        unit: z.string().trim(),
        city: z.string().trim(),
        region: z.string().trim(),
        postalCode: z.string().trim(),
        country: z
          .string()
          .trim()
          .regex(/^([A-Za-z]{2})?$/, { error: t('form.error.country') }),
        energyRating: z.string(),
        availableFrom: z.string(),
        virtualTourUrl: z
          .string()
          .trim()
          .refine((value) => value === '' || /^https:\/\/\S+$/.test(value), {
            error: t('form.error.virtualTour'),
          }),
        // As typed, a language left empty included: the body keeps only those with a title or a description.
        translations: z.partialRecord(
          z.enum(LANGUAGES),
          z.object({ title: z.string(), description: z.string() }),
        ),
      })
      // The place as the server checks it (checkPlace), said beside the other fields' problems, not after them.
      .refine((form) => Boolean(form.location?.trim() || form.city?.trim()), {
        path: ['location'],
        error: t('form.error.location'),
        when: ({ value }) => typeof value === 'object' && value !== null,
      })
      .refine((form) => !form.approximateLocation || Boolean(form.city?.trim()), {
        path: ['city'],
        error: t('form.error.city'),
        when: ({ value }) => typeof value === 'object' && value !== null,
      })
  )
}
type PropertyFormValues = z.input<ReturnType<typeof propertyFormSchemaOf>>

/**
 * The form's fields as its English labels name them: the contract's and the server's messages name them as the
 * API does, in English, and read as one English sentence with the label put in.
 */
const FIELD_LABELS: Partial<Record<keyof PropertyFormValues, string>> = {
  title: 'Title',
  location: 'Location',
  priceRange: 'Price range',
  currency: 'Currency',
  description: 'Description',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  livingArea: 'Living area',
  lotSize: 'Lot size',
  yearBuilt: 'Year built',
  parkingSpaces: 'Parking spaces',
  street: 'Street',
  unit: 'Unit',
  city: 'City',
  region: 'Region',
  postalCode: 'Postal code',
  country: 'Country',
  energyRating: 'Energy rating',
  availableFrom: 'Available from',
  minLeaseMonths: 'Minimum lease',
  deposit: 'Deposit',
  virtualTourUrl: 'The virtual tour',
  translations: 'A translation',
}
const isFormField = (field: string): field is keyof typeof FIELD_LABELS => field in FIELD_LABELS

/** A message about `field` in the form's words: "yearBuilt cannot be..." reads "Year built cannot be...". */
function inWords(field: keyof typeof FIELD_LABELS, message: string) {
  const label = FIELD_LABELS[field] ?? field
  if (message.startsWith(field)) return `${label}${message.slice(field.length)}`
  return /^[a-z]/.test(message) ? `${label} ${message}` : message
}

// The listing's rules as the server checks them (the contract's schema), beside the form's own: every problem
// of the form shows at once, at its field, before anything is sent. Photos and the map point are checked apart.
const contractFieldsSchema = propertyInputSchema.omit({
  image: true,
  images: true,
  latitude: true,
  longitude: true,
})
const propertyFormResolverOf =
  (t: Translate<'agent'>): Resolver<PropertyFormValues> =>
  async (values, context, options) => {
    const own = await zodResolver(propertyFormSchemaOf(t))(values, context, options)
    const errors: FieldErrors<PropertyFormValues> = { ...own.errors }
    const checked = contractFieldsSchema.safeParse(formToInput(values, [], null))
    for (const issue of checked.success ? [] : checked.error.issues) {
      const field = String(issue.path[0])
      if (isFormField(field) && !errors[field]) {
        errors[field] = { type: 'contract', message: inWords(field, issue.message) }
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : own
  }

const toCount = (text: string | undefined) => (text ? Number(text) : null)
const toText = (text: string | undefined) => text?.trim() || null
const shown = (value: string | number | null | undefined) => value?.toString() ?? ''

/** The translations the agent typed: a language whose title and description are both empty is none. */
const typedTranslations = (typed: PropertyFormValues['translations'] = {}) =>
  Object.fromEntries(
    Object.entries(typed).filter(([, text]) => text && (text.title.trim() || text.description.trim())),
  )

/** The request body of the form's values, its uploaded photos and its map point. */
const formToInput = (values: PropertyFormValues, images: string[], point: Point | null) => ({
  ...values,
  title: values.title ?? '',
  priceRange: values.priceRange ?? '',
  image: images[0],
  images,
  bedrooms: toCount(values.bedrooms),
  bathrooms: toCount(values.bathrooms),
  street: toText(values.street),
  unit: toText(values.unit),
  city: toText(values.city),
  region: toText(values.region),
  postalCode: toText(values.postalCode),
  country: toText(values.country)?.toUpperCase() ?? null,
  livingArea: toCount(values.livingArea),
  lotSize: toCount(values.lotSize),
  yearBuilt: toCount(values.yearBuilt),
  parkingSpaces: toCount(values.parkingSpaces),
  energyRating: (toText(values.energyRating) as EnergyRating | null) ?? null,
  availableFrom: toText(values.availableFrom),
  minLeaseMonths: toCount(values.minLeaseMonths),
  deposit: values.deposit ? Number(values.deposit) : null,
  virtualTourUrl: toText(values.virtualTourUrl),
  translations: typedTranslations(values.translations),
  latitude: point?.latitude ?? null,
  longitude: point?.longitude ?? null,
})

/** The address fields the location text is written from (with the approximate flag). */
const ADDRESS_FIELDS = ['street', 'unit', 'city', 'region', 'postalCode', 'country'] as const

export interface PropertyFormProps {
  agent: { name: string; email: string }
  initial?: PropertyInput
  submitLabel: string
  /** Why the price range cannot change (a listing under contract); it is then shown read-only. */
  priceLockedReason?: string | undefined
  onSubmit: (input: PropertyInput) => Promise<void>
  /** Add Property's "Save as draft": the fields as they are, checked by the server for their types only. */
  onSaveDraft?: (input: PropertyCreate) => Promise<void>
  /** A failure of a save that is about no one field (those show at their field). */
  onFailure: (error: Error, save?: { draft: boolean }) => void
}

/** The address as typed, for "Find on map": the address fields when a city is given, else the Location field. */
function typedAddress(form: PropertyFormValues): string {
  const parts = [form.street, form.city, form.region, form.country].map((part) => part?.trim())
  return form.city?.trim() ? parts.filter(Boolean).join(', ') : (form.location ?? '')
}

/** Add and Update Property: the listing's fields, the agent shown read-only, and its photos. */
export function PropertyForm({
  agent,
  initial,
  submitLabel,
  priceLockedReason,
  onSubmit,
  onSaveDraft,
  onFailure,
}: PropertyFormProps) {
  const t = useT('agent')
  const areaUnitLabel = useAreaText().unit()
  const resolver = useMemo(() => propertyFormResolverOf(t), [t])
  const photos = usePhotoUploads(initial?.images ?? (initial?.image ? [initial.image] : []))
  const [point, setPoint] = useState<Point | null>(
    initial?.latitude != null && initial.longitude != null
      ? { latitude: initial.latitude, longitude: initial.longitude }
      : null,
  )
  const [lookAt, setLookAt] = useState<Point | null>(null)
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<PropertyFormValues>({
    resolver,
    defaultValues: {
      title: initial?.title ?? '',
      location: initial?.location ?? '',
      priceRange: initial?.priceRange ?? '',
      currency: initial?.currency ?? configuredCurrency(),
      description: initial?.description ?? '',
      listingType: initial?.listingType ?? 'sale',
      category: initial?.category ?? 'House',
      bedrooms: initial?.bedrooms?.toString() ?? '',
      bathrooms: initial?.bathrooms?.toString() ?? '',
      street: shown(initial?.street),
      unit: shown(initial?.unit),
      city: shown(initial?.city),
      region: shown(initial?.region),
      postalCode: shown(initial?.postalCode),
      country: shown(initial?.country),
      livingArea: shown(initial?.livingArea),
      lotSize: shown(initial?.lotSize),
      yearBuilt: shown(initial?.yearBuilt),
      parkingSpaces: shown(initial?.parkingSpaces),
      features: initial?.features ?? [],
      energyRating: shown(initial?.energyRating),
      availableFrom: shown(initial?.availableFrom),
      minLeaseMonths: shown(initial?.minLeaseMonths),
      deposit: shown(initial?.deposit),
      virtualTourUrl: shown(initial?.virtualTourUrl),
      approximateLocation: initial?.approximateLocation ?? false,
      translations: Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          {
            title: initial?.translations?.[language]?.title ?? '',
            description: initial?.translations?.[language]?.description ?? '',
          },
        ]),
      ),
    },
  })

  // The server writes the location from the address when it has a city and is new or changed, else keeps the
  // text typed (or saved): the form shows which one the listing will have.
  const address = watch(['street', 'unit', 'city', 'region', 'postalCode', 'country', 'approximateLocation'])
  const typedPlace = formToInput(getValues(), [], null)
  const addressChanged =
    !initial ||
    ADDRESS_FIELDS.some((key) => (typedPlace[key] ?? null) !== (initial[key] ?? null)) ||
    Boolean(typedPlace.approximateLocation) !== Boolean(initial.approximateLocation)
  const locationFromAddress =
    address[2]?.trim() && addressChanged
      ? (addressText(typedPlace, Boolean(typedPlace.approximateLocation)) ?? null)
      : null

  const [savingDraft, setSavingDraft] = useState(false)
  const [translationsOpen, setTranslationsOpen] = useState(false)
  // A translation's problem is shown where it is: the section opens.
  const translationProblem = Boolean(errors.translations)
  useEffect(() => {
    if (translationProblem) setTranslationsOpen(true)
  }, [translationProblem])
  const toInput = (values: PropertyFormValues, images: string[]) => formToInput(values, images, point)
  /** A refusal the server pins on one of the form's fields shows at that field; true when it did. */
  const showAtField = (error: unknown) => {
    if (!(error instanceof ApiError) || error.field === null || !isFormField(error.field)) return false
    setError(
      error.field,
      { type: 'server', message: inWords(error.field, error.detail) },
      { shouldFocus: true },
    )
    return true
  }
  const submit = async (values: PropertyFormValues) => {
    // Photos upload as they are chosen (the server takes no picture from elsewhere); wait for the last ones.
    const uploaded = await photos.settled()
    if (!uploaded.ok) return
    try {
      await onSubmit(toInput(values, uploaded.images))
    } catch (error) {
      if (!showAtField(error)) onFailure(error as Error)
    }
  }
  // A draft skips the form's rules: what is typed is saved as it is, the server checking its types.
  const saveDraft = async () => {
    if (!onSaveDraft) return
    setSavingDraft(true)
    try {
      const uploaded = await photos.settled({ draft: true })
      if (!uploaded.ok) return
      const { priceRange, ...values } = toInput(getValues(), uploaded.images)
      await onSaveDraft({ ...values, ...(priceRange.trim() && { priceRange }), draft: true })
    } catch (error) {
      if (!showAtField(error)) onFailure(error as Error, { draft: true })
    } finally {
      setSavingDraft(false)
    }
  }

  return (
    // The photos are checked with the other fields, so every problem shows at once.
    <form
      noValidate
      onSubmit={handleSubmit(submit, () => void photos.settled())}
      className="grid gap-4 md:grid-cols-2"
    >
      <InputField id="property-title" label={t('form.title')} error={errors.title} {...register('title')} />
      {locationFromAddress === null ? (
        <InputField
          id="property-location"
          label={t('form.location')}
          error={errors.location}
          aria-describedby={
            errors.location ? 'property-location-error property-location-help' : 'property-location-help'
          }
          {...register('location')}
        />
      ) : (
        <ReadOnlyField
          id="property-location"
          label={t('form.locationFromAddress')}
          value={locationFromAddress}
        />
      )}
      <PhotoPicker uploads={photos} />
      <ReadOnlyField id="property-agent-name" label={t('form.agentName')} value={agent.name} />
      <ReadOnlyField id="property-agent-email" label={t('form.agentEmail')} value={agent.email} />
      <FormField id="property-price" label={t('form.priceRange')} error={errors.priceRange}>
        <input
          className="input w-full"
          placeholder={t('form.pricePlaceholder')}
          readOnly={priceLockedReason !== undefined}
          {...fieldA11y('property-price', errors.priceRange)}
          {...(priceLockedReason !== undefined && { 'aria-describedby': 'property-price-locked' })}
          {...register('priceRange')}
        />
        {priceLockedReason !== undefined && (
          <p id="property-price-locked" className="mt-1 text-sm text-base-content/70">
            {priceLockedReason}
          </p>
        )}
      </FormField>
      <FormField id="property-currency" label={t('form.currency')} error={errors.currency}>
        <select
          className="select w-full"
          {...fieldA11y('property-currency', errors.currency)}
          {...register('currency')}
        >
          {currencyOptions().map(({ code, name }) => (
            <option key={code} value={code}>
              {code} ({name})
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="property-type" label={t('form.listingType')} error={errors.listingType}>
          <select id="property-type" className="select w-full" {...register('listingType')}>
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'sale' ? t('form.forSale') : t('form.forRent')}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="property-category" label={t('form.category')} error={errors.category}>
          <select id="property-category" className="select w-full" {...register('category')}>
            {PROPERTY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="property-description" label={t('form.description')} error={errors.description}>
        <textarea
          className="textarea h-28 w-full"
          {...fieldA11y('property-description', errors.description)}
          {...register('description')}
        />
      </FormField>
      {/* The fields render only while open: the form's own Title and Description stay the only ones by those names. */}
      <details
        className="rounded-box border border-base-300 p-3"
        open={translationsOpen}
        onToggle={(event) => setTranslationsOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer font-medium">{t('form.translations')}</summary>
        {translationsOpen && (
          <>
            <p className="mt-2 text-sm text-base-content/70">{t('form.translations.hint')}</p>
            {errors.translations?.message && (
              <p role="alert" className="mt-2 text-sm text-error">
                {errors.translations.message}
              </p>
            )}
            {LANGUAGES.map((language) => (
              <div
                key={language}
                lang={language}
                dir={LANGUAGE_DETAILS[language].dir}
                className="mt-3 space-y-2"
              >
                <InputField
                  id={`property-title-${language}`}
                  label={t('form.translatedTitle', { language: LANGUAGE_DETAILS[language].name })}
                  error={undefined}
                  {...register(`translations.${language}.title`)}
                />
                <FormField
                  id={`property-description-${language}`}
                  label={t('form.translatedDescription', { language: LANGUAGE_DETAILS[language].name })}
                  error={undefined}
                >
                  <textarea
                    id={`property-description-${language}`}
                    className="textarea h-20 w-full"
                    {...register(`translations.${language}.description`)}
                  />
                </FormField>
              </div>
            ))}
          </>
        )}
      </details>
      <div className="grid grid-cols-3 gap-4">
        <InputField
          id="property-bedrooms"
          label={t('form.bedrooms')}
          error={errors.bedrooms}
          inputMode="numeric"
          {...register('bedrooms')}
        />
        <InputField
          id="property-bathrooms"
          label={t('form.bathrooms')}
          error={errors.bathrooms}
          inputMode="numeric"
          {...register('bathrooms')}
        />
        <InputField
          id="property-living-area"
          label={t('form.livingArea', { unit: areaUnitLabel })}
          error={errors.livingArea}
          inputMode="numeric"
          {...register('livingArea')}
        />
      </div>
      <div className="grid grid-cols-3 gap-4">
        <InputField
          id="property-lot-size"
          label={t('form.lotSize', { unit: areaUnitLabel })}
          error={errors.lotSize}
          inputMode="numeric"
          {...register('lotSize')}
        />
        <InputField
          id="property-year-built"
          label={t('form.yearBuilt')}
          error={errors.yearBuilt}
          inputMode="numeric"
          {...register('yearBuilt')}
        />
        <InputField
          id="property-parking"
          label={t('form.parkingSpaces')}
          error={errors.parkingSpaces}
          inputMode="numeric"
          {...register('parkingSpaces')}
        />
      </div>
      <fieldset className="fieldset md:col-span-2">
        <legend className="fieldset-legend text-sm font-medium">{t('form.features')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {PROPERTY_FEATURES.map((feature) => (
            <label key={feature} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                value={feature}
                {...register('features')}
              />
              {t(`feature.${feature}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="property-energy" label={t('form.energyRating')} error={errors.energyRating}>
          <select id="property-energy" className="select w-full" {...register('energyRating')}>
            <option value="">{t('form.notRated')}</option>
            {ENERGY_RATINGS.map((rating) => (
              <option key={rating}>{rating}</option>
            ))}
          </select>
        </FormField>
        <InputField
          id="property-tour"
          label={t('form.virtualTour')}
          error={errors.virtualTourUrl}
          inputMode="url"
          {...register('virtualTourUrl')}
        />
      </div>
      <fieldset className="fieldset md:col-span-2">
        <legend className="fieldset-legend text-sm font-medium">{t('form.rentals')}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <InputField
            id="property-available-from"
            label={t('form.availableFrom')}
            type="date"
            error={errors.availableFrom}
            {...register('availableFrom')}
          />
          <InputField
            id="property-min-lease"
            label={t('form.minLease')}
            error={errors.minLeaseMonths}
            inputMode="numeric"
            {...register('minLeaseMonths')}
          />
          <InputField
            id="property-deposit"
            label={t('form.deposit')}
            error={errors.deposit}
            inputMode="decimal"
            {...register('deposit')}
          />
        </div>
      </fieldset>
      <fieldset className="fieldset md:col-span-2">
        <legend className="fieldset-legend text-sm font-medium">{t('form.address')}</legend>
        <p id="property-location-help" className="text-sm text-base-content/70">
          {t('form.addressHelp')}
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <InputField
            id="property-street"
            label={t('form.street')}
            error={errors.street}
            {...register('street')}
          />
          <InputField id="property-unit" label={t('form.unit')} error={errors.unit} {...register('unit')} />
          <InputField id="property-city" label={t('form.city')} error={errors.city} {...register('city')} />
          <InputField
            id="property-region"
            label={t('form.region')}
            error={errors.region}
            {...register('region')}
          />
          <InputField
            id="property-postal-code"
            label={t('form.postalCode')}
            error={errors.postalCode}
            {...register('postalCode')}
          />
          <InputField
            id="property-country"
            label={t('form.country')}
            error={errors.country}
            maxLength={2}
            {...register('country')}
          />
        </div>
        <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm">
          <input type="checkbox" className="checkbox checkbox-sm" {...register('approximateLocation')} />
          {t('form.approximate')}
        </label>
      </fieldset>
      <fieldset className="fieldset md:col-span-2">
        <legend className="fieldset-legend text-sm font-medium">{t('form.map')}</legend>
        <BrowserOnly fallback={<LoadingState label={t('form.loadingMap')} />}>
          <PlaceFinder address={() => typedAddress(getValues())} onFound={setLookAt} />
          <Suspense fallback={<LoadingState label={t('form.loadingMap')} />}>
            <LocationPicker value={point} onChange={setPoint} lookAt={lookAt} />
          </Suspense>
        </BrowserOnly>
      </fieldset>
      <div className="flex flex-col gap-2 md:col-span-2 md:flex-row">
        <button
          type="submit"
          className="btn btn-primary w-full md:w-auto"
          disabled={isSubmitting || savingDraft}
        >
          {isSubmitting ? t('form.saving') : submitLabel}
        </button>
        {onSaveDraft && (
          <button
            type="button"
            className="btn btn-outline w-full md:w-auto"
            disabled={isSubmitting || savingDraft}
            onClick={saveDraft}
          >
            {savingDraft ? t('form.saving') : t('form.saveDraft')}
          </button>
        )}
      </div>
    </form>
  )
}
