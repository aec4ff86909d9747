import {
  addressText,
  ENERGY_RATINGS,
  LANGUAGE_DETAILS,
  LANGUAGES,
  LISTING_TYPES,
  PROPERTY_CATEGORIES,
  PROPERTY_FEATURES,
  type PropertyInput,
} from '@keyhaven/contract'
import { type ComponentProps, type FormEvent, lazy, Suspense, useEffect, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { FormField, InputField, ReadOnlyField } from '../../components/form-field.tsx'
import type { Point } from '../../components/map/leaflet-map.ts'
import { LoadingState } from '../../components/status.tsx'
import { useAreaText } from '../../lib/area-unit.ts'
import { configuredCurrency, currencyOptions } from '../../lib/currency.ts'
import { ActionForm, type ActionFormState, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isFailure } from '../../lib/forms/outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useForgetListings } from './api.ts'
import { DRAFT_INTENT, TRANSLATIONS_PARAM } from './listing-form-fields.ts'
import { PhotoPicker, usePhotoUploads } from './photo-picker.tsx'
import { PlaceFinder } from './place-finder.tsx'

// Leaflet loads with the form's map only, never with the rest of the dashboard.
const LocationPicker = lazy(() => import('../../components/map/location-picker.tsx'))

const shown = (value: string | number | null | undefined) => value?.toString() ?? ''

/** The address fields the location text is written from (with the approximate flag). */
const ADDRESS_FIELDS = ['street', 'unit', 'city', 'region', 'postalCode', 'country'] as const
type Place = Record<(typeof ADDRESS_FIELDS)[number] | 'location', string> & { approximateLocation: boolean }

/** The place as the form holds it now (its Location text kept while the address stands in for it). */
const placeOf = (form: HTMLFormElement, location: string): Place => {
  const data = new FormData(form)
  const text = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    ...(Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, text(name)])) as Record<
      (typeof ADDRESS_FIELDS)[number],
      string
    >),
    location: data.has('location') ? text('location') : location,
    approximateLocation: data.has('approximateLocation'),
  }
}

/** The address as the server reads it: trimmed, empty as none, the country in capitals. */
const addressOf = (place: Place) =>
  Object.fromEntries(
    ADDRESS_FIELDS.map((name) => {
      const value = place[name].trim()
      return [name, (name === 'country' ? value.toUpperCase() : value) || null]
    }),
  ) as Record<(typeof ADDRESS_FIELDS)[number], string | null>

/** The address as typed, for "Find on map": the address fields when a city is given, else the Location field. */
function typedAddress(place: Place): string {
  const parts = [place.street, place.city, place.region, place.country].map((part) => part.trim())
  return place.city.trim() ? parts.filter(Boolean).join(', ') : place.location
}

export interface PropertyFormProps {
  agent: { name: string; email: string }
  initial?: PropertyInput
  submitLabel: string
  /** Why the price range cannot change (a listing under contract); it is then shown read-only. */
  priceLockedReason?: string | undefined
  /** Offers "Save as draft": the fields as they are, checked by the server for their types only. */
  draftable?: boolean
}

/**
 * Add and Update Property: the listing's fields, the agent shown read-only, and its photos. It posts to its
 * route's action (property-actions.server.ts), which checks it with the contract and says each problem beside
 * its field; the result is told in the product's dialog once hydrated, on the page it leads to without scripts.
 */
export function PropertyForm({
  agent,
  initial,
  submitLabel,
  priceLockedReason,
  draftable,
}: PropertyFormProps) {
  const t = useT('agent')
  const areaUnitLabel = useAreaText().unit()
  const navigate = useNavigate()
  const forgetListings = useForgetListings()
  const form = useActionForm({
    onDone: async ({ to }) => {
      await navigate(to, { replace: true })
      forgetListings()
    },
  })
  // What a page without scripts posted, when it was refused: shown again as it was typed.
  const typed = !form.fetcher.data && isFailure(form.outcome) ? form.outcome.typed : undefined
  const textOf = (name: keyof PropertyInput) =>
    typed
      ? (typed[name] ?? '')
      : name === 'currency'
        ? (initial?.currency ?? configuredCurrency())
        : shown(initial?.[name] as string | number | null | undefined)
  const wired = (name: keyof PropertyInput, id: string) => {
    const { error, input } = form.field(name, id)
    return { error, input: { ...input, defaultValue: textOf(name) } }
  }
  const typedImages = typed?.images?.split(' ').filter(Boolean)
  const photos = usePhotoUploads(typedImages ?? initial?.images ?? (initial?.image ? [initial.image] : []))
  const typedPoint =
    typed?.latitude && typed.longitude
      ? { latitude: Number(typed.latitude), longitude: Number(typed.longitude) }
      : null
  const [point, setPoint] = useState<Point | null>(
    typed
      ? typedPoint
      : initial?.latitude != null && initial.longitude != null
        ? { latitude: initial.latitude, longitude: initial.longitude }
        : null,
  )
  const [lookAt, setLookAt] = useState<Point | null>(null)
  const [place, setPlace] = useState<Place>(() => ({
    ...(Object.fromEntries(ADDRESS_FIELDS.map((name) => [name, textOf(name)])) as Record<
      (typeof ADDRESS_FIELDS)[number],
      string
    >),
    location: textOf('location'),
    approximateLocation: typed ? 'approximateLocation' in typed : Boolean(initial?.approximateLocation),
  }))

  // The server writes the location from the address when it has a city and is new or changed, else keeps the
  // text typed (or saved): the form shows which one the listing will have.
  const address = addressOf(place)
  const addressChanged =
    !initial ||
    ADDRESS_FIELDS.some((key) => address[key] !== (initial[key] ?? null)) ||
    place.approximateLocation !== Boolean(initial.approximateLocation)
  const locationFromAddress =
    address.city && addressChanged ? (addressText(address, place.approximateLocation) ?? null) : null

  const title = wired('title', 'property-title')
  const location = wired('location', 'property-location')
  const price = wired('priceRange', 'property-price')
  const currency = wired('currency', 'property-currency')
  const listingType = wired('listingType', 'property-type')
  const category = wired('category', 'property-category')
  const description = wired('description', 'property-description')
  const translations = form.field('translations', 'property-translations')
  const features = form.field('features', 'property-features')
  const energy = wired('energyRating', 'property-energy')
  const image = form.field('image', 'property-image')
  const chosenFeatures = typed ? (typed.features ?? '').split(' ') : (initial?.features ?? [])

  // The other languages' fields show once asked for (a link in a page without scripts), or with their problem.
  const asked = new URLSearchParams(useLocation().search).has(TRANSLATIONS_PARAM)
  const typedTranslations = Boolean(
    typed && LANGUAGES.some((language) => `translations.${language}.title` in typed),
  )
  const [translationsOpen, setTranslationsOpen] = useState(asked || typedTranslations)
  const translationProblem = translations.error?.message
  useEffect(() => {
    if (translationProblem) setTranslationsOpen(true)
  }, [translationProblem])
  const translationText = (language: string, part: 'title' | 'description') =>
    typed
      ? (typed[`translations.${language}.${part}`] ?? '')
      : (initial?.translations?.[language as (typeof LANGUAGES)[number]]?.[part] ?? '')

  // A photo that could not be uploaded is retried or removed first; the uploads under way keep the buttons off.
  const guarded: ActionFormState = {
    ...form,
    props: {
      ...form.props,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        if (photos.failed) {
          event.preventDefault()
          photos.refuseFailed()
          return
        }
        form.props.onSubmit(event)
      },
    },
  }
  const posting = form.fetcher.formData?.get('intent')
  const waiting = form.busy || photos.uploading

  return (
    // The server says every problem at once, each in the spec's words beside its field.
    <ActionForm
      form={guarded}
      encType="multipart/form-data"
      noValidate
      className="grid gap-4 md:grid-cols-2"
      onChange={(event) => setPlace(placeOf(event.currentTarget, place.location))}
    >
      <InputField label={t('form.title')} error={title.error} required maxLength={120} {...title.input} />
      {locationFromAddress === null ? (
        <InputField
          label={t('form.location')}
          error={location.error}
          {...location.input}
          defaultValue={place.location}
          aria-describedby={
            location.error ? 'property-location-error property-location-help' : 'property-location-help'
          }
        />
      ) : (
        <>
          <ReadOnlyField
            id="property-location"
            label={t('form.locationFromAddress')}
            value={locationFromAddress}
          />
          <input type="hidden" name="location" value={place.location} />
        </>
      )}
      <PhotoPicker uploads={photos} refused={image.error?.message} />
      <ReadOnlyField id="property-agent-name" label={t('form.agentName')} value={agent.name} />
      <ReadOnlyField id="property-agent-email" label={t('form.agentEmail')} value={agent.email} />
      <FormField id="property-price" label={t('form.priceRange')} error={price.error}>
        <input
          className="input w-full"
          placeholder={t('form.pricePlaceholder')}
          required
          readOnly={priceLockedReason !== undefined}
          {...price.input}
          {...(priceLockedReason !== undefined && { 'aria-describedby': 'property-price-locked' })}
        />
        {priceLockedReason !== undefined && (
          <p id="property-price-locked" className="mt-1 text-sm text-base-content/70">
            {priceLockedReason}
          </p>
        )}
      </FormField>
      <FormField id="property-currency" label={t('form.currency')} error={currency.error}>
        <select className="select w-full" {...currency.input}>
          {currencyOptions().map(({ code, name }) => (
            <option key={code} value={code}>
              {code} ({name})
            </option>
          ))}
        </select>
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="property-type" label={t('form.listingType')} error={listingType.error}>
          <select
            className="select w-full"
            {...listingType.input}
            defaultValue={listingType.input.defaultValue || 'sale'}
          >
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'sale' ? t('form.forSale') : t('form.forRent')}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="property-category" label={t('form.category')} error={category.error}>
          <select
            className="select w-full"
            {...category.input}
            defaultValue={category.input.defaultValue || 'House'}
          >
            {PROPERTY_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {t(`category.${category}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="property-description" label={t('form.description')} error={description.error}>
        <textarea className="textarea h-28 w-full" maxLength={4000} {...description.input} />
      </FormField>
      {/* The fields render only while open: the form's own Title and Description stay the only ones by those names. */}
      <details
        className="rounded-box border border-base-300 p-3"
        open={translationsOpen}
        onToggle={(event) => setTranslationsOpen(event.currentTarget.open)}
      >
        <summary className="cursor-pointer font-medium">
          {form.hydrated || translationsOpen ? (
            t('form.translations')
          ) : (
            // Without scripts the section opens by asking the page again with its fields.
            <a href={`?${TRANSLATIONS_PARAM}`} className="link">
              {t('form.translations')}
            </a>
          )}
        </summary>
        {translationsOpen && (
          <>
            <p className="mt-2 text-sm text-base-content/70">{t('form.translations.hint')}</p>
            {translationProblem && (
              <p id="property-translations-error" role="alert" className="mt-2 text-sm text-error">
                {translationProblem}
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
                  name={`translations.${language}.title`}
                  label={t('form.translatedTitle', { language: LANGUAGE_DETAILS[language].name })}
                  error={undefined}
                  maxLength={120}
                  defaultValue={translationText(language, 'title')}
                />
                <FormField
                  id={`property-description-${language}`}
                  label={t('form.translatedDescription', { language: LANGUAGE_DETAILS[language].name })}
                  error={undefined}
                >
                  <textarea
                    id={`property-description-${language}`}
                    name={`translations.${language}.description`}
                    className="textarea h-20 w-full"
                    maxLength={4000}
                    defaultValue={translationText(language, 'description')}
                  />
                </FormField>
              </div>
            ))}
          </>
        )}
      </details>
      <div className="grid grid-cols-3 gap-4">
        <Count form={wired('bedrooms', 'property-bedrooms')} label={t('form.bedrooms')} min={0} max={100} />
        <Count
          form={wired('bathrooms', 'property-bathrooms')}
          label={t('form.bathrooms')}
          min={0}
          max={100}
        />
        <Count
          form={wired('livingArea', 'property-living-area')}
          label={t('form.livingArea', { unit: areaUnitLabel })}
          min={1}
        />
      </div>
      <div className="grid grid-cols-3 gap-4">
        <Count
          form={wired('lotSize', 'property-lot-size')}
          label={t('form.lotSize', { unit: areaUnitLabel })}
          min={1}
        />
        <Count form={wired('yearBuilt', 'property-year-built')} label={t('form.yearBuilt')} />
        <Count form={wired('parkingSpaces', 'property-parking')} label={t('form.parkingSpaces')} min={0} />
      </div>
      <fieldset
        className="fieldset md:col-span-2"
        aria-describedby={features.error ? 'property-features-error' : undefined}
      >
        <legend className="fieldset-legend text-sm font-medium">{t('form.features')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-5">
          {PROPERTY_FEATURES.map((feature) => (
            <label key={feature} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                name="features"
                value={feature}
                defaultChecked={chosenFeatures.includes(feature)}
              />
              {t(`feature.${feature}`)}
            </label>
          ))}
        </div>
        {features.error && (
          <p id="property-features-error" role="alert" className="mt-1 text-sm text-error">
            {features.error.message}
          </p>
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="property-energy" label={t('form.energyRating')} error={energy.error}>
          <select className="select w-full" {...energy.input}>
            <option value="">{t('form.notRated')}</option>
            {ENERGY_RATINGS.map((rating) => (
              <option key={rating}>{rating}</option>
            ))}
          </select>
        </FormField>
        <Field form={wired('virtualTourUrl', 'property-tour')} label={t('form.virtualTour')} type="url" />
      </div>
      <fieldset className="fieldset md:col-span-2">
        <legend className="fieldset-legend text-sm font-medium">{t('form.rentals')}</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field
            form={wired('availableFrom', 'property-available-from')}
            label={t('form.availableFrom')}
            type="date"
          />
          <Count
            form={wired('minLeaseMonths', 'property-min-lease')}
            label={t('form.minLease')}
            min={1}
            max={120}
          />
          <Field
            form={wired('deposit', 'property-deposit')}
            label={t('form.deposit')}
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
          />
        </div>
      </fieldset>
      <fieldset className="fieldset md:col-span-2">
        <legend className="fieldset-legend text-sm font-medium">{t('form.address')}</legend>
        <p id="property-location-help" className="text-sm text-base-content/70">
          {t('form.addressHelp')}
        </p>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          <Field form={wired('street', 'property-street')} label={t('form.street')} />
          <Field form={wired('unit', 'property-unit')} label={t('form.unit')} />
          <Field form={wired('city', 'property-city')} label={t('form.city')} />
          <Field form={wired('region', 'property-region')} label={t('form.region')} />
          <Field form={wired('postalCode', 'property-postal-code')} label={t('form.postalCode')} />
          <Field form={wired('country', 'property-country')} label={t('form.country')} maxLength={2} />
        </div>
        <label className="mt-2 flex cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            name="approximateLocation"
            defaultChecked={place.approximateLocation}
          />
          {t('form.approximate')}
        </label>
      </fieldset>
      <fieldset className="fieldset md:col-span-2">
        <legend className="fieldset-legend text-sm font-medium">{t('form.map')}</legend>
        {/* The point goes with the form; without scripts the one the listing has stays. */}
        <input type="hidden" name="latitude" value={point?.latitude ?? ''} />
        <input type="hidden" name="longitude" value={point?.longitude ?? ''} />
        <BrowserOnly fallback={<LoadingState label={t('form.loadingMap')} />}>
          <PlaceFinder address={() => typedAddress(place)} onFound={setLookAt} />
          <Suspense fallback={<LoadingState label={t('form.loadingMap')} />}>
            <LocationPicker value={point} onChange={setPoint} lookAt={lookAt} />
          </Suspense>
        </BrowserOnly>
      </fieldset>
      <div className="md:col-span-2">
        <FormStatus outcome={form.outcome} />
      </div>
      <div className="flex flex-col gap-2 md:col-span-2 md:flex-row">
        <button
          type="submit"
          name="intent"
          value="save"
          className="btn btn-primary w-full md:w-auto"
          disabled={waiting}
        >
          {form.busy && posting !== DRAFT_INTENT ? t('form.saving') : submitLabel}
        </button>
        {draftable && (
          <button
            type="submit"
            name="intent"
            value={DRAFT_INTENT}
            className="btn btn-outline w-full md:w-auto"
            disabled={waiting}
          >
            {form.busy && posting === DRAFT_INTENT ? t('form.saving') : t('form.saveDraft')}
          </button>
        )}
      </div>
    </ActionForm>
  )
}

type Wired = ReturnType<ReturnType<typeof useActionForm>['field']> & { input: { defaultValue: string } }

/** A text field of the form, wired to its problem and to what it holds. */
function Field({
  form,
  label,
  ...attributes
}: { form: Wired; label: string } & Omit<ComponentProps<'input'>, 'form'>) {
  return <InputField label={label} error={form.error} {...attributes} {...form.input} />
}

/** A whole number of the form (the browser's own constraints; the server's check says the spec's words). */
function Count({ form, label, min, max }: { form: Wired; label: string; min?: number; max?: number }) {
  return <Field form={form} label={label} type="number" inputMode="numeric" step={1} min={min} max={max} />
}
