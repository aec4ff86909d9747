const FEATURES = [
  {
    title: 'Easy to get started',
    text: 'Browse verified listings right away, and sign up in a minute when you find a home.',
  },
  {
    title: 'Highly customizable',
    text: 'Search by location, sort by price and keep a wishlist of the places you love.',
  },
  {
    title: 'Drag-and-drop based',
    text: 'Agents list a property with a photo and a price range in a few simple steps.',
  },
]

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative flex min-h-svh items-center overflow-hidden bg-neutral"
    >
      <picture>
        <source
          type="image/avif"
          srcSet="/assets/home-image-640.avif 640w, /assets/home-image-1280.avif 1280w, /assets/home-image-1920.avif 1920w"
          sizes="100vw"
        />
        <source
          type="image/webp"
          srcSet="/assets/home-image-640.webp 640w, /assets/home-image-1280.webp 1280w, /assets/home-image-1920.webp 1920w"
          sizes="100vw"
        />
        <img
          src="/assets/home-image.png"
          alt=""
          fetchPriority="high"
          className="absolute inset-0 size-full animate-fade-in object-cover"
        />
      </picture>
      <div className="absolute inset-0 bg-black/45" aria-hidden="true" />
      <div className="relative mx-auto w-full max-w-[1402px] px-4 pt-24 pb-16 text-white">
        <h1 id="hero-title" className="text-4xl font-bold sm:text-6xl">
          Welcome to Keyhaven
        </h1>
        <p className="mt-4 max-w-2xl text-lg sm:text-xl">
          An all-in-one solution for real estate companies and professionals.
        </p>
        <ul className="mt-10 grid gap-4 md:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-box bg-white/10 p-6 backdrop-blur-sm">
              <h2 className="text-xl font-semibold">{feature.title}</h2>
              <p className="mt-2 text-white/85">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
