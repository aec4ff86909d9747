import {
  createPropertyBodySchema,
  insertedIdSchema,
  LANGUAGES,
  LISTING_CSV_CELLS,
  type ListingCsvColumn,
  propertyInputSchema,
  propertyUpdateResultSchema,
} from '@keyhaven/contract'
import type { z } from 'zod'
import type { LoadContext } from '../../app/load-context.ts'
import { asVisitor, sessionOf } from '../../app/server/request-api.server.ts'
import { ApiError, apiRequest } from '../../lib/api-client.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import type { FormFailure } from '../../lib/forms/outcome.ts'
import { formText, submitForm } from '../../lib/forms/submit-form.server.ts'
import { serverT } from '../../lib/i18n/messages.server.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { DRAFT_INTENT, PHOTO_FILES_FIELD } from './listing-form-fields.ts'

// Add and Update Property post here (lib/forms), hydrated or not: the listing is read from the posted form by
// how the contract describes each field, checked with the contract's schema, and sent to the API as the agent.

const FIELDS = Object.keys(propertyInputSchema.shape) as (keyof typeof propertyInputSchema.shape)[]
type FieldName = (typeof FIELDS)[number]

/** How the form holds a field: as the import file's cell holds it (the listing's description), text otherwise. */
const cellOf = (name: FieldName) => LISTING_CSV_CELLS[name as ListingCsvColumn] ?? 'text'

/** Empty text is no value: null where the field can be cleared, else left out (a default, or kept on update). */
const noValue = (name: FieldName) =>
  (propertyInputSchema.shape[name] as z.ZodType).safeParse(null).success ? null : undefined

/** The country code is written in capitals whatever was typed ('us' is US). */
const ADJUST: Partial<Record<FieldName, (text: string) => string>> = { country: (text) => text.toUpperCase() }

/** The translations posted: none when the section was not opened (kept on update), else the languages typed. */
function postedTranslations(form: FormData) {
  const typed = LANGUAGES.flatMap((language) => {
    const key = `translations.${language}`
    if (!form.has(`${key}.title`)) return []
    const title = formText(form, `${key}.title`)
    const description = formText(form, `${key}.description`)
    return title.trim() || description.trim() ? [[language, { title, description }] as const] : []
  })
  const opened = LANGUAGES.some((language) => form.has(`translations.${language}.title`))
  return opened ? Object.fromEntries(typed) : undefined
}

/** The listing's fields as posted, each read by its kind; the pictures are the uploaded ones in their order. */
function postedListing(form: FormData, images: string[]) {
  const values: Record<string, unknown> = {}
  for (const name of FIELDS) {
    const cell = cellOf(name)
    if (name === 'image' || name === 'images' || name === 'translations') continue
    if (cell === 'boolean') values[name] = form.get(name) !== null
    else if (cell === 'list') values[name] = form.getAll(name).filter((value) => typeof value === 'string')
    else {
      const text = formText(form, name).trim()
      if (text === '') values[name] = noValue(name)
      else if (cell === 'number') values[name] = Number.isFinite(Number(text)) ? Number(text) : text
      else values[name] = ADJUST[name]?.(text) ?? text
    }
  }
  return { ...values, image: images[0], images, translations: postedTranslations(form) }
}

/** What was typed, for a page without scripts to show again: lists joined, the pictures uploaded so far. */
function typedOf(form: FormData, images: string[]) {
  const typed: Record<string, string> = {}
  for (const [name, value] of form) if (typeof value === 'string' && !(name in typed)) typed[name] = value
  for (const name of FIELDS) if (cellOf(name) === 'list') typed[name] = form.getAll(name).join(' ')
  typed.images = images.join(' ')
  return typed
}

/**
 * The form's fields by their labels in the page's language: the contract's and the API's messages name a field
 * as the API does (`yearBuilt`), and read as one sentence with the label put in its place.
 */
const fieldLabels = (t: Translate<'agent'>): Partial<Record<FieldName, string>> => ({
  title: t('form.title'),
  location: t('form.location'),
  priceRange: t('form.priceRange'),
  currency: t('form.currency'),
  description: t('form.description'),
  bedrooms: t('form.bedrooms'),
  bathrooms: t('form.bathrooms'),
  livingArea: t('form.field.livingArea'),
  lotSize: t('form.field.lotSize'),
  yearBuilt: t('form.yearBuilt'),
  parkingSpaces: t('form.parkingSpaces'),
  street: t('form.street'),
  unit: t('form.unit'),
  city: t('form.city'),
  region: t('form.region'),
  postalCode: t('form.postalCode'),
  country: t('form.country'),
  energyRating: t('form.energyRating'),
  availableFrom: t('form.availableFrom'),
  minLeaseMonths: t('form.field.minLease'),
  deposit: t('form.deposit'),
  virtualTourUrl: t('form.virtualTour'),
  translations: t('form.translations'),
})

/**
 * A message about `field` in the form's words: the field's API name where the message names it ("yearBuilt
 * cannot be..." reads "Year built cannot be..."), or the label before a message that starts in lower case (a
 * rule that names no field: "must not contain control characters").
 */
function inWords(label: string | undefined, field: string, message: string) {
  if (!label) return message
  const named = new RegExp(`(^|[^\\w.])${field.replace(/[$.]/g, '\\$&')}(?![\\w.])`)
  if (named.test(message)) return message.replace(named, (_, before: string) => `${before}${label}`)
  return /^\p{Ll}/u.test(message) ? `${label} ${message}` : message
}

const isObject = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null

/**
 * The contract's body of an add (an update's holds the same fields), with the place's rules said beside the
 * other fields' problems rather than after them: checked even when another field is refused. The API checks
 * the place again (checkPlace, and a city for an approximate location).
 */
const listingFormSchema = (t: Translate<'agent'>) =>
  createPropertyBodySchema
    .refine((body) => body.draft || Boolean(body.location?.trim() || body.city?.trim()), {
      path: ['location'],
      error: t('form.error.location'),
      when: isObject,
    })
    .refine((body) => body.draft || !body.approximateLocation || Boolean(body.city?.trim()), {
      path: ['city'],
      error: t('form.error.city'),
      when: isObject,
    })

/**
 * Adds (no `id`) or updates a listing, or saves it as a draft (the Save as draft button: types checked only).
 * A page without scripts posts the chosen photo files, uploaded here first; a hydrated page uploaded them as they
 * were chosen and posts their addresses. Each problem comes back beside its field, in the form's words.
 */
export async function savePropertyAction(request: Request, context: LoadContext, id?: string) {
  const form = await request.formData()
  const t = await serverT(context, 'agent')
  const draft = formText(form, 'intent') === DRAFT_INTENT
  const intent = draft ? DRAFT_INTENT : 'save'
  const images = form.getAll('images').filter((url): url is string => typeof url === 'string' && url !== '')
  const files = form
    .getAll(PHOTO_FILES_FIELD)
    .filter((file): file is File => file instanceof File && file.size > 0)
  try {
    for (const file of files) images.push(await asVisitor(request, context, () => uploadImage(file)))
  } catch (error) {
    const problem = error instanceof ApiError ? error.detail : (error as Error).message
    return {
      intent,
      fields: { image: t('photos.uploadFailed', { problem }) },
      failure: null,
      typed: typedOf(form, images),
    } satisfies FormFailure
  }
  const listing = postedListing(form, images)
  const typed = typedOf(form, images)
  // Every field the form shows a problem beside is named, posted or not (no photo yet, no feature ticked).
  for (const name of FIELDS) if (!form.has(name)) form.append(name, '')
  const agentsOwn = (await sessionOf(request, context))?.role !== 'admin'
  const path = id ? `/properties/${encodeURIComponent(id)}` : '/properties'
  const answer = await submitForm(request, context, form, {
    intent,
    schema: listingFormSchema(t),
    values: { ...listing, ...(draft && { draft: true }) },
    typed,
    describe: (error) => {
      const reason = (error as Error).message
      const [title, text] = draft
        ? [t('failure.oops'), t('draft.failed', { reason })]
        : id
          ? [t('update.error'), t('update.failed', { reason })]
          : [t('failure.oops'), t('add.failed', { reason })]
      return { failure: text, alert: { title, text } }
    },
    send: async (body) => {
      const saved = { title: draft ? t('draft.saved') : t(id ? 'update.updated' : 'add.added') }
      if (!id) {
        await apiRequest(path, { method: 'POST', body, schema: insertedIdSchema })
        return {
          ok: t(draft ? 'add.draftText' : 'add.addedText'),
          to: dashboardPaths.myAddedProperties,
          titled: { ...saved, icon: 'success' },
        }
      }
      const { data } = await apiRequest(path, { method: 'PUT', body, schema: propertyUpdateResultSchema })
      return {
        ok: t(
          draft
            ? 'update.draftText'
            : data.returnedToReview
              ? 'update.returnedToReview'
              : 'update.updatedText',
        ),
        to: draft || agentsOwn ? dashboardPaths.myAddedProperties : dashboardPaths.manageProperties,
        titled: { ...saved, icon: 'success' },
      }
    },
  })
  return !(answer instanceof Response) && 'fields' in answer ? inTheFormsWords(answer, t) : answer
}

/** The contract's messages the form says in the page's language (others read in English, in the form's words). */
function translatedProblems(t: Translate<'agent'>) {
  const count = {
    bedrooms: t('form.bedrooms'),
    bathrooms: t('form.bathrooms'),
    livingArea: t('form.field.livingArea'),
    lotSize: t('form.field.lotSize'),
    yearBuilt: t('form.yearBuilt'),
    parkingSpaces: t('form.parkingSpaces'),
    minLeaseMonths: t('form.field.minLease'),
  }
  const labels = fieldLabels(t)
  return (field: string, message: string) => {
    if (field in count && message === `${field} must be a whole number`)
      return t('form.error.wholeNumber', { field: count[field as keyof typeof count] })
    const known: Record<string, string> = {
      'Location is required': t('form.error.location'),
      'Image is required': t('photos.none'),
      'deposit must be an amount': t('form.error.deposit'),
      'country must be an ISO 3166 alpha-2 code such as US or DE': t('form.error.country'),
      'virtualTourUrl must be an https address': t('form.error.virtualTour'),
    }
    return known[message] ?? inWords(labels[field as FieldName], field, message)
  }
}

/**
 * A refusal as the form shows it: each problem in the form's words, the pictures' (cover or list) beside the
 * photo picker.
 */
function inTheFormsWords(failure: FormFailure, t: Translate<'agent'>): FormFailure {
  const said = translatedProblems(t)
  const { image, images, ...rest } = failure.fields
  const fields = Object.fromEntries(
    Object.entries(rest).map(([name, message]) => [name, said(name, message)]),
  )
  const photos = image ?? images
  if (photos !== undefined) fields.image = said('image', photos)
  return { ...failure, fields }
}
