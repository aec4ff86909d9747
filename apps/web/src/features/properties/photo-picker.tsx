import { MAX_PROPERTY_IMAGES } from '@keyhaven/contract'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useInBrowser } from '../../components/browser-only.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { uploadImage } from '../../lib/upload-image.ts'
import { PHOTO_FILES_FIELD } from './listing-form-fields.ts'

/** One picture of the listing being edited: already uploaded (url), or a chosen file on its way up. */
interface Photo {
  key: string
  url: string | null
  /** What the tile shows: the uploaded picture, or a local preview of the file. */
  preview: string
  file: File | null
  /** 0 to 1 while uploading. */
  progress: number
  error: string | null
}

let nextKey = 0
const keyOf = () => `photo-${++nextKey}`

/**
 * The listing's photos once the page's scripts run: each chosen file uploads at once (with its progress), and
 * the list can be reordered and pruned meanwhile; the form posts the uploaded ones' addresses in order.
 */
export function usePhotoUploads(initial: string[]) {
  const t = useT('agent')
  const [photos, setPhotos] = useState<Photo[]>(() =>
    initial.map((url) => ({ key: keyOf(), url, preview: url, file: null, progress: 1, error: null })),
  )
  const [problem, setProblem] = useState<string | null>(null)
  // The latest list, for changes made while uploads answer.
  const current = useRef(photos)
  const update = useCallback((change: (photos: Photo[]) => Photo[]) => {
    current.current = change(current.current)
    setPhotos(current.current)
  }, [])
  const patch = useCallback(
    (key: string, values: Partial<Photo>) =>
      update((list) => list.map((photo) => (photo.key === key ? { ...photo, ...values } : photo))),
    [update],
  )

  // Local previews are released when their photo goes, and all of them when the form does.
  useEffect(
    () => () => {
      for (const photo of current.current) if (photo.file) URL.revokeObjectURL(photo.preview)
    },
    [],
  )

  const start = useCallback(
    (key: string, file: File) => {
      patch(key, { progress: 0, error: null })
      void uploadImage(file, (progress) => patch(key, { progress }))
        .then((url) => patch(key, { url, progress: 1 }))
        .catch((error: Error) => {
          // The server names the field for API clients; the agent reads the problem alone.
          const problem = error instanceof ApiError ? error.detail : error.message
          patch(key, { error: t('photos.uploadFailed', { problem }) })
        })
    },
    [patch, t],
  )

  const add = (files: File[]) => {
    setProblem(null)
    const images = files.filter((file) => file.type.startsWith('image/'))
    const room = MAX_PROPERTY_IMAGES - current.current.length
    if (images.length < files.length) setProblem(t('photos.notImage'))
    else if (images.length > room) setProblem(t('photos.tooMany', { max: MAX_PROPERTY_IMAGES }))
    const taken = images.slice(0, Math.max(room, 0)).map((file) => ({
      key: keyOf(),
      url: null,
      preview: URL.createObjectURL(file),
      file,
      progress: 0,
      error: null,
    }))
    update((list) => [...list, ...taken])
    for (const photo of taken) start(photo.key, photo.file)
  }

  const remove = (key: string) => {
    setProblem(null)
    const photo = current.current.find((candidate) => candidate.key === key)
    if (photo?.file) URL.revokeObjectURL(photo.preview)
    update((list) => list.filter((candidate) => candidate.key !== key))
  }

  /** Moves a photo to another place (0 is the cover). */
  const move = (key: string, to: number) =>
    update((list) => {
      const from = list.findIndex((photo) => photo.key === key)
      const photo = list[from]
      if (!photo || to < 0 || to >= list.length) return list
      const rest = list.filter((candidate) => candidate.key !== key)
      return [...rest.slice(0, to), photo, ...rest.slice(to)]
    })

  const retry = (key: string) => {
    setProblem(null)
    const photo = current.current.find((candidate) => candidate.key === key)
    if (photo?.file) start(key, photo.file)
  }

  /** Whether a photo is still on its way up, or failed to go: the form waits, or asks to retry or remove it. */
  const uploading = photos.some((photo) => photo.url === null && photo.error === null)
  const failed = photos.some((photo) => photo.error !== null)
  const refuseFailed = () => setProblem(t('photos.someFailed'))

  return { photos, problem, add, remove, move, retry, uploading, failed, refuseFailed }
}

type PhotoUploads = ReturnType<typeof usePhotoUploads>

/**
 * Add and Update Property's photos: choose several, watch them upload, reorder (buttons or drag), remove. The
 * uploaded ones go with the form as `images`, in order; without scripts the chosen files go with it instead
 * (the action uploads them), after the photos the listing has. `refused` is the server's problem with them.
 */
export function PhotoPicker({ uploads, refused }: { uploads: PhotoUploads; refused: string | undefined }) {
  const t = useT('agent')
  const hydrated = useInBrowser()
  const { photos, add, remove, move, retry } = uploads
  const message = uploads.problem ?? refused
  const [dragged, setDragged] = useState<string | null>(null)
  const full = photos.length >= MAX_PROPERTY_IMAGES
  return (
    <fieldset className="md:col-span-2" aria-describedby="property-photos-help">
      <legend className="mb-1 text-sm font-medium">{t('photos.legend')}</legend>
      <p id="property-photos-help" className="mb-2 text-sm text-base-content/70">
        {t('photos.help', { max: MAX_PROPERTY_IMAGES })}
      </p>
      {photos.length > 0 && (
        <ol className="mb-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {photos.map((photo, index) => {
            const number = index + 1
            const label = index === 0 ? t('photos.cover', { number }) : t('photos.photo', { number })
            const uploading = photo.url === null && photo.error === null
            return (
              <li
                key={photo.key}
                draggable
                onDragStart={() => setDragged(photo.key)}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={(event) => {
                  event.preventDefault()
                  if (dragged) move(dragged, index)
                }}
                className={`rounded-box border border-base-300 bg-base-100 p-2 ${dragged === photo.key ? 'opacity-50' : ''}`}
                aria-label={label}
              >
                {photo.url && <input type="hidden" name="images" value={photo.url} />}
                <div className="relative">
                  <img
                    src={photo.preview}
                    alt={label}
                    width={240}
                    height={160}
                    className="aspect-[3/2] w-full rounded object-cover"
                  />
                  {index === 0 && (
                    <span className="badge badge-primary absolute start-1 top-1">
                      {t('photos.coverBadge')}
                    </span>
                  )}
                </div>
                {uploading && (
                  <progress
                    className="progress progress-primary mt-2 w-full"
                    value={Math.round(photo.progress * 100)}
                    max={100}
                    aria-label={t('photos.uploading', { number })}
                  />
                )}
                {photo.error && (
                  <p className="mt-1 text-sm text-error">
                    {photo.error}{' '}
                    <button type="button" className="link" onClick={() => retry(photo.key)}>
                      {t('photos.retry')}
                    </button>
                  </p>
                )}
                <div className="mt-2 flex justify-between gap-1">
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={t('photos.earlier', { number })}
                    disabled={index === 0}
                    onClick={() => move(photo.key, index - 1)}
                  >
                    {/* Earlier is to the left in a left-to-right page, to the right in a right-to-left one. */}
                    <span className="inline-block rtl:-scale-x-100">←</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs"
                    aria-label={t('photos.later', { number })}
                    disabled={index === photos.length - 1}
                    onClick={() => move(photo.key, index + 1)}
                  >
                    <span className="inline-block rtl:-scale-x-100">→</span>
                  </button>
                  <button
                    type="button"
                    className="btn btn-ghost btn-xs text-error"
                    aria-label={t('photos.remove', { number })}
                    onClick={() => remove(photo.key)}
                  >
                    {t('photos.removeButton')}
                  </button>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      <label htmlFor="property-image" className="label mb-1 text-sm font-medium text-base-content">
        {t('photos.image')}
      </label>
      <input
        id="property-image"
        type="file"
        accept="image/*"
        multiple
        // Once hydrated a chosen file uploads at once; without scripts the form posts it.
        name={hydrated ? undefined : PHOTO_FILES_FIELD}
        disabled={full}
        className="file-input w-full"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? 'property-image-error' : undefined}
        onChange={(event) => {
          add([...(event.target.files ?? [])])
          // The same file may be chosen again after its removal.
          event.target.value = ''
        }}
      />
      {message && (
        <p id="property-image-error" role="alert" className="mt-1 text-sm text-error">
          {message}
        </p>
      )}
    </fieldset>
  )
}
