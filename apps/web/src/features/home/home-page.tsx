import { Suspense } from 'react'
import { AdvertisementSection } from './advertisement-section.tsx'
import type { HomeLists } from './api.ts'
import { FeaturedAgents } from './featured-agents.tsx'
import { Hero } from './hero.tsx'
import { LatestReviews } from './latest-reviews.tsx'
import { Tips } from './tips.tsx'

/**
 * Each section below the hero is a Suspense boundary, though none suspends: React hydrates the server's HTML of
 * each boundary on its own, after the rest, so the page's hydration is several short tasks instead of one long
 * commit of the whole tree.
 */
export function HomePage({ lists }: { lists: HomeLists }) {
  return (
    <>
      <Hero />
      <Suspense>
        <AdvertisementSection advertised={lists.advertised} />
      </Suspense>
      <Suspense>
        <LatestReviews reviews={lists.reviews} />
      </Suspense>
      <Suspense>
        <FeaturedAgents agents={lists.agents} />
      </Suspense>
      <Suspense>
        <Tips />
      </Suspense>
    </>
  )
}
