import { preload } from 'react-dom'
import { useT } from '../../lib/i18n/use-t.ts'

const FEATURES = ['start', 'custom', 'drag'] as const

const HERO_WIDTHS = [640, 960, 1280, 1920]
// The picture covers a section at least a screen tall, cropped (object-cover): on a screen narrower than its
// 16:9 it is as wide as 16/9 of the screen's height, not 100vw (a 412 x 823 phone shows it 1463 px wide).
const HERO_SIZES = '(max-aspect-ratio: 16/9) 178svh, 100vw'
const srcSet = (format: string) =>
  HERO_WIDTHS.map((width) => `/assets/home-image-${width}.${format} ${width}w`).join(', ')

export function Hero() {
  const t = useT('home')
  // The hero is the largest paint of the home page: fetch it first, with the page's HTML.
  preload('/assets/home-image-1280.avif', {
    as: 'image',
    type: 'image/avif',
    imageSrcSet: srcSet('avif'),
    imageSizes: HERO_SIZES,
    fetchPriority: 'high',
  })
  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex min-h-svh items-center overflow-hidden bg-neutral"
    >
      <picture>
        <source type="image/avif" srcSet={srcSet('avif')} sizes={HERO_SIZES} />
        <source type="image/webp" srcSet={srcSet('webp')} sizes={HERO_SIZES} />
        <img
          src="/assets/home-image.png"
          alt=""
          width={1920}
          height={1080}
          fetchPriority="high"
          className="absolute inset-0 size-full animate-fade-in object-cover"
        />
      </picture>
      <div className="absolute inset-0 bg-black/45" aria-hidden="true" />
      <div className="relative mx-auto w-full max-w-[1402px] px-4 pt-24 pb-16 text-white">
        <h1 id="hero-title" className="text-4xl font-bold sm:text-6xl">
          {t('hero.title')}
        </h1>
        <p className="mt-4 max-w-2xl text-lg sm:text-xl">{t('hero.lead')}</p>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature} className="rounded-box bg-white/10 p-6 backdrop-blur-sm">
              <h2 className="text-xl font-semibold">{t(`hero.${feature}.title`)}</h2>
              <p className="mt-2 text-white/85">{t(`hero.${feature}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
