import { AdvertisementSection } from './advertisement-section.tsx'
import { FeaturedAgents } from './featured-agents.tsx'
import { Hero } from './hero.tsx'
import { LatestReviews } from './latest-reviews.tsx'
import { Tips } from './tips.tsx'

export function HomePage() {
  return (
    <>
      <title>Keyhaven: homes for sale and for rent</title>
      <Hero />
      <AdvertisementSection />
      <LatestReviews />
      <FeaturedAgents />
      <Tips />
    </>
  )
}
