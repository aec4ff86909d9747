import { Suspense } from 'react'
import { AdvertisementSection } from './advertisement-section.tsx'
import { FeaturedAgents } from './featured-agents.tsx'
import { Hero } from './hero.tsx'
import { LatestReviews } from './latest-reviews.tsx'
import { Tips } from './tips.tsx'

/**
 * Each section below the hero is a Suspense boundary, though none suspends: React hydrates the server's HTML of
 * each boundary on its own, after the rest, so the page's hydration is several short tasks instead of one long
 * commit of the whole tree.
 */
export function HomePage() {
  return (
    <>
      <title>Keyhaven: homes for sale and for rent</title>
      <Hero />
      <Suspense>
        <AdvertisementSection />
      </Suspense>
      <Suspense>
        <LatestReviews />
      </Suspense>
      <Suspense>
        <FeaturedAgents />
      </Suspense>
      <Suspense>
        <Tips />
      </Suspense>
    </>
  )
}
