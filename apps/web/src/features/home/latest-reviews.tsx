import { Avatar } from '../../components/avatar.tsx'
import { LoadedView } from '../../components/loaded-view.tsx'
import { PageWidth, SectionHeading } from '../../components/page.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import type { HomeLists } from './api.ts'

export function LatestReviews({ reviews }: { reviews: HomeLists['reviews'] }) {
  const t = useT('home')
  return (
    <section aria-labelledby="reviews-title" className="below-fold bg-base-200 py-16">
      <PageWidth className="reveal">
        <SectionHeading id="reviews-title" title={t('reviews.title')} subtitle={t('reviews.subtitle')} />
        <LoadedView
          data={reviews}
          error={t('reviews.error')}
          isEmpty={(data) => data.length === 0}
          empty={t('reviews.empty')}
        >
          {(data) => (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
              {data.map((review) => (
                <li key={review._id} className="card bg-base-100 shadow-sm">
                  <figure className="card-body items-stretch gap-3">
                    <figcaption className="flex items-center gap-3">
                      <Avatar src={review.reviewerImage} name={review.reviewerName} />
                      <div className="min-w-0">
                        <p className="font-semibold wrap-anywhere">{review.reviewerName}</p>
                        <p className="text-sm text-base-content/70">{review.propertyTitle}</p>
                      </div>
                    </figcaption>
                    <blockquote className="text-base-content/90 wrap-anywhere">
                      {review.description}
                    </blockquote>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </LoadedView>
      </PageWidth>
    </section>
  )
}
