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
import { FormField, fieldA11y, ReadOnlyField } from '../../components/form-field.tsx'
import type { Point } from '../../components/map/leaflet-map.ts'
import { LoadingState } from '../../components/status.tsx'
import { uploadImage } from '../../lib/upload-image.ts'
import { useObjectUrl } from '../../lib/use-object-url.ts'

// Leaflet loads with the form's map only, never with the rest of the dashboard.
const LocationPicker = lazy(() => import('../../components/map/location-picker.tsx'))

const optionalCount = (field: string) =>
  z
    .string()
    .trim()
    .regex(/^\d*$/, { error: `${field} must be a whole number` })

/** The form's own shape: numbers arrive as text; the image and the map location are handled beside the form. */
const propertyFormSchema = propertyInputSchema
  .omit({ image: true, bedrooms: true, bathrooms: true, areaSqft: true, latitude: true, longitude: true })
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

/** Add and Update Property: the listing's fields, the agent shown read-only, and its image. */
export function PropertyForm({
  agent,
  initial,
  submitLabel,
  priceLockedReason,
  onSubmit,
}: PropertyFormProps) {
  const [file, setFile] = useState<File | null>(null)
  const [imageError, setImageError] = useState<string | null>(null)
  const preview = useObjectUrl(file?.type.startsWith('image/') ? file : null)
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
    setImageError(null)
    if (file && !file.type.startsWith('image/')) return setImageError('Image must be an image file')
    // Images are uploaded here (the server takes no picture from elsewhere); an update may keep the current one.
    if (!file && !initial?.image) return setImageError('Image is required')
    let image = initial?.image ?? ''
    if (file) {
      try {
        image = await uploadImage(file)
      } catch (error) {
        return setImageError(`The image could not be uploaded: ${(error as Error).message}`)
      }
    }
    await onSubmit({
      ...values,
      image,
      bedrooms: toCount(values.bedrooms),
      bathrooms: toCount(values.bathrooms),
      areaSqft: toCount(values.areaSqft),
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
    })
  }

  return (
    <form noValidate onSubmit={handleSubmit(submit)} className="grid gap-4 md:grid-cols-2">
      <FormField id="property-title" label="Title" error={errors.title}>
        <input
          className="input w-full"
          {...fieldA11y('property-title', errors.title)}
          {...register('title')}
        />
      </FormField>
      <FormField id="property-location" label="Location" error={errors.location}>
        <input
          className="input w-full"
          {...fieldA11y('property-location', errors.location)}
          {...register('location')}
        />
      </FormField>
      <div className="form-control w-full md:col-span-2">
        <label htmlFor="property-image" className="label mb-1 text-sm font-medium text-base-content">
          Image
        </label>
        {initial?.image && (
          <img src={initial.image} alt="Current" className="mb-2 h-16 w-24 rounded object-cover" />
        )}
        <input
          id="property-image"
          type="file"
          accept="image/*"
          className="file-input w-full"
          aria-invalid={imageError ? true : undefined}
          aria-describedby={imageError ? 'property-image-error' : undefined}
          onChange={(event) => {
            // A newly chosen file makes the previous file's problem stale.
            setImageError(null)
            setFile(event.target.files?.[0] ?? null)
          }}
        />
        {preview && (
          <img
            src={preview}
            alt="Preview of the chosen file"
            className="mt-2 h-32 w-48 rounded-box object-cover"
          />
        )}
        {initial && <p className="mt-1 text-xs text-base-content/60">Choose a file to replace the image.</p>}
        {imageError && (
          <p id="property-image-error" role="alert" className="mt-1 text-sm text-error">
            {imageError}
          </p>
        )}
      </div>
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
        <FormField id="property-bedrooms" label="Bedrooms" error={errors.bedrooms}>
          <input
            inputMode="numeric"
            className="input w-full"
            {...fieldA11y('property-bedrooms', errors.bedrooms)}
            {...register('bedrooms')}
          />
        </FormField>
        <FormField id="property-bathrooms" label="Bathrooms" error={errors.bathrooms}>
          <input
            inputMode="numeric"
            className="input w-full"
            {...fieldA11y('property-bathrooms', errors.bathrooms)}
            {...register('bathrooms')}
          />
        </FormField>
        <FormField id="property-area" label="Area (sq ft)" error={errors.areaSqft}>
          <input
            inputMode="numeric"
            className="input w-full"
            {...fieldA11y('property-area', errors.areaSqft)}
            {...register('areaSqft')}
          />
        </FormField>
      </div>
      <fieldset className="fieldset md:col-span-2">
        <legend className="fieldset-legend text-sm font-medium">Location on the map</legend>
        <Suspense fallback={<LoadingState label="Loading the map..." />}>
          <LocationPicker value={point} onChange={setPoint} />
        </Suspense>
      </fieldset>
      <div className="md:col-span-2">
        <button type="submit" className="btn btn-primary w-full md:w-auto" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : submitLabel}
        </button>
      </div>
    </form>
  )
}
