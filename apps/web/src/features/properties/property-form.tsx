import { zodResolver } from '@hookform/resolvers/zod'
import {
  LISTING_TYPES,
  PROPERTY_CATEGORIES,
  type PropertyInput,
  propertyInputSchema,
} from '@keyhaven/contract'
import { lazy, Suspense, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { BrowserOnly } from '../../components/browser-only.tsx'
import { FormField, fieldA11y, InputField, ReadOnlyField } from '../../components/form-field.tsx'
import type { Point } from '../../components/map/leaflet-map.ts'
import { LoadingState } from '../../components/status.tsx'
import { PhotoPicker, usePhotoUploads } from './photo-picker.tsx'

// Leaflet loads with the form's map only, never with the rest of the dashboard.
const LocationPicker = lazy(() => import('../../components/map/location-picker.tsx'))

const optionalCount = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, { error: `${field} must be a whole number` })

/** The form's own shape: numbers arrive as text; the photos and the map location are handled beside the form. */
const propertyFormSchema = propertyInputSchema
  .omit({
    image: true,
    images: true,
    bedrooms: true,
    bathrooms: true,
    areaSqft: true,
    latitude: true,
    longitude: true,
  })
  .extend({
    bedrooms: optionalCount('Bedrooms'),
    bathrooms: optionalCount('Bathrooms'),
    areaSqft: optionalCount('Area'),
  })
type PropertyFormValues = z.input<typeof propertyFormSchema>

const toCount = (text: string | undefined) => (text ? Number(text) : null)

export interface PropertyFormProps {
  agent: { name: string; email: string }
  initial?: PropertyInput
  submitLabel: string
  /** Why the price range cannot change (a listing under contract); it is then shown read-only. */
  priceLockedReason?: string | undefined
  onSubmit: (input: PropertyInput) => Promise<void>
}

/** Add and Update Property: the listing's fields, the agent shown read-only, and its photos. */
export function PropertyForm({
  agent,
  initial,
  submitLabel,
  priceLockedReason,
  onSubmit,
}: PropertyFormProps) {
  const photos = usePhotoUploads(initial?.images ?? (initial?.image ? [initial.image] : []))
  const [point, setPoint] = useState<Point | null>(
    initial?.latitude != null && initial.longitude != null
      ? { latitude: initial.latitude, longitude: initial.longitude }
      : null,
  )
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PropertyFormValues>({
    resolver: zodResolver(propertyFormSchema),
    defaultValues: {
      title: initial?.title ?? '',
      location: initial?.location ?? '',
      priceRange: initial?.priceRange ?? '',
      description: initial?.description ?? '',
      listingType: initial?.listingType ?? 'sale',
      category: initial?.category ?? 'House',
      bedrooms: initial?.bedrooms?.toString() ?? '',
      bathrooms: initial?.bathrooms?.toString() ?? '',
      areaSqft: initial?.areaSqft?.toString() ?? '',
    },
  })

  const submit = async (values: PropertyFormValues) => {
    // Photos upload as they are chosen (the server takes no picture from elsewhere); wait for the last ones.
    const uploaded = await photos.settled()
    if (!uploaded.ok) return
    await onSubmit({
      ...values,
      image: uploaded.images[0],
      images: uploaded.images,
      bedrooms: toCount(values.bedrooms),
      bathrooms: toCount(values.bathrooms),
      areaSqft: toCount(values.areaSqft),
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    })
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 md:grid-cols-2">
      <InputField id="property-title" label="Title" error={errors.title} {...register('title')} />
      <InputField id="property-location" label="Location" error={errors.location} {...register('location')} />
      <PhotoPicker uploads={photos} />
      <ReadOnlyField id="property-agent-name" label="Agent name" value={agent.name} />
      <ReadOnlyField id="property-agent-email" label="Agent email" value={agent.email} />
      <FormField id="property-price" label="Price range" error={errors.priceRange}>
        <input
          className="input w-full"
          placeholder="Price Range (e.g. $5000 - $7000)"
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
      <div className="grid grid-cols-2 gap-4">
        <FormField id="property-type" label="Sale or rent" error={errors.listingType}>
          <select id="property-type" className="select w-full" {...register('listingType')}>
            {LISTING_TYPES.map((type) => (
              <option key={type} value={type}>
                {type === 'sale' ? 'For sale' : 'For rent'}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id="property-category" label="Category" error={errors.category}>
          <select id="property-category" className="select w-full" {...register('category')}>
            {PROPERTY_CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField id="property-description" label="Description" error={errors.description}>
        <textarea
          className="textarea h-28 w-full"
          {...fieldA11y('property-description', errors.description)}
          {...register('description')}
        />
      </FormField>
      <div className="grid grid-cols-3 gap-4">
        <InputField
          id="property-bedrooms"
          label="Bedrooms"
          error={errors.bedrooms}
          inputMode="numeric"
          {...register('bedrooms')}
        />
        <InputField
          id="property-bathrooms"
          label="Bathrooms"
          error={errors.bathrooms}
          inputMode="numeric"
          {...register('bathrooms')}
        />
        <InputField
          id="property-area"
          label="Area (sq ft)"
          error={errors.areaSqft}
          inputMode="numeric"
          {...register('areaSqft')}
        />
      </div>
      <fieldset className="fieldset md:col-span-2">
        <legend className="fieldset-legend text-sm font-medium">Location on the map</legend>
        <BrowserOnly fallback={<LoadingState label="Loading the map..." />}>
          <Suspense fallback={<LoadingState label="Loading the map..." />}>
            <LocationPicker value={point} onChange={setPoint} />
          </Suspense>
        </BrowserOnly>
      </fieldset>
      <div className="md:col-span-2">
        <button type="submit" className="btn btn-primary w-full md:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  )
}
