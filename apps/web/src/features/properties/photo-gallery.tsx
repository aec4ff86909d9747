import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react'
import { useT } from '../../lib/i18n/use-t.ts'
import { uploadSrcSet } from '../../lib/responsive-image.ts'

// A horizontal drag this long (px) on the full-screen photo is a swipe to the next or previous one.
const SWIPE_DISTANCE = 50

interface PhotoGalleryProps {
  title: string
  images: string[]
  /** Shown over the picture (Sold, Under offer). */
  badge?: ReactNode
}

/**
 * The details page's photos: the chosen one large, the others as thumbnails, and a full-screen viewer that
 * the arrow keys, the buttons and a swipe move through (Escape closes it).
 */
export function PhotoGallery({ title, images, badge }: PhotoGalleryProps) {
  const t = useT('listing')
  const [index, setIndex] = useState(0)
  const viewer = useRef<HTMLDialogElement>(null)
  const swipeStart = useRef<number | null>(null)
  const count = images.length
  const current = images[index] ?? images[0] ?? ''
  const show = (to: number) => setIndex((to + count) % count)
  const describe = (at: number) =>
    count > 1 ? t('photos.describe', { title, position: at + 1, count }) : title

  const onArrows = (event: KeyboardEvent) => {
    // The next photo lies the way the page reads: to the left in a right-to-left page.
    const [next, previous] =
      document.dir === 'rtl' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft']
    if (event.key === next) show(index + 1)
    else if (event.key === previous) show(index - 1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return
    const distance = event.clientX - swipeStart.current
    swipeStart.current = null
    if (Math.abs(distance) >= SWIPE_DISTANCE) show(index + (distance < 0 ? 1 : -1))
  }

  return (
    <div>
      <figure className="relative overflow-hidden rounded-box">
        <button
          type="button"
          className="block w-full cursor-zoom-in"
          aria-label={count > 1 ? t('photos.openOne', { position: index + 1, count }) : t('photos.openOnly')}
          onClick={() => viewer.current?.showModal()}
          onKeyDown={count > 1 ? onArrows : undefined}
        >
          <img
            src={current}
            srcSet={uploadSrcSet(current)}
            sizes="(min-width: 1024px) 50vw, 100vw"
            alt={describe(index)}
            width={1280}
            height={853}
            fetchPriority="high"
            className="aspect-[3/2] w-full object-cover"
          />
        </button>
        {badge}
      </figure>
      {count > 1 && (
        <ul aria-label={t('photos.label')} className="mt-3 flex gap-2 overflow-x-auto pb-1">
          {images.map((url, at) => (
            <li key={url} className="shrink-0">
              <button
                type="button"
                aria-label={t('photos.show', { position: at + 1, count })}
                aria-current={at === index ? 'true' : undefined}
                onClick={() => setIndex(at)}
                className={`block overflow-hidden rounded border-2 ${at === index ? 'border-primary' : 'border-transparent'}`}
              >
                <img
                  src={url}
                  srcSet={uploadSrcSet(url)}
                  sizes="96px"
                  alt=""
                  width={96}
                  height={64}
                  loading="lazy"
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {/* The viewer fills the window it is fixed to. 100vw is wider than that by the room the page keeps for its
          scrollbar (scrollbar-gutter in styles.css): the right-hand controls went under the scrollbar. */}
      <dialog
        ref={viewer}
        aria-label={t('photos.of', { title })}
        className="fixed inset-0 m-0 size-full max-h-none max-w-none bg-black p-0 text-white backdrop:bg-black"
        onKeyDown={onArrows}
      >
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between p-3">
            <p aria-live="polite">
              {count > 1 ? t('photos.position', { position: index + 1, count }) : title}
            </p>
            <form method="dialog">
              <button
                type="submit"
                className="btn btn-circle btn-ghost text-white"
                aria-label={t('photos.close')}
              >
                ✕
              </button>
            </form>
          </div>
          <div
            className="relative flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null
            }}
          >
            <img
              src={current}
              alt={describe(index)}
              draggable={false}
              className="max-h-full max-w-full object-contain"
            />
            {count > 1 && (
              <>
                <button
                  type="button"
                  className="btn btn-circle absolute start-3 rtl:-scale-x-100"
                  aria-label={t('photos.previous')}
                  onClick={() => show(index - 1)}
                >
                  ‹
                </button>
                <button
                  type="button"
                  className="btn btn-circle absolute end-3 rtl:-scale-x-100"
                  aria-label={t('photos.next')}
                  onClick={() => show(index + 1)}
                >
                  ›
                </button>
              </>
            )}
          </div>
        </div>
      </dialog>
    </div>
  )
}
