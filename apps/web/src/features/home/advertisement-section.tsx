import { DetailsLink } from '../../components/details-link.tsx'
import { LoadedView } from '../../components/loaded-view.tsx'
import { PageWidth, SectionHeading } from '../../components/page.tsx'
import { PriceRange } from '../../components/price-range.tsx'
import { SaleBadge } from '../../components/sale-badge.tsx'
import { StatusBadge } from '../../components/status-badge.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { saleStateOf } from '../../lib/sale-state.ts'
import type { HomeLists } from './api.ts'

export function AdvertisementSection({ advertised }: { advertised: HomeLists['advertised'] }) {
  const t = useT('home')
  return (
    <section aria-labelledby="ads-title" className="below-fold py-16">
      <PageWidth className="reveal">
        <SectionHeading id="ads-title" title={t('ads.title')} subtitle={t('ads.subtitle')} />
        <LoadedView
          data={advertised}
          error={t('ads.error')}
          isEmpty={(data) => data.length === 0}
          empty={t('ads.empty')}
        >
          {(data) => (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-4">
              {data.map((property) => (
                <li key={property._id} className="card bg-base-100 shadow-md">
                  <figure className="relative aspect-[3/2]">
                    <img
                      src={property.image}
                      alt={property.title}
                      width={600}
                      height={400}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                    <SaleBadge state={saleStateOf(property)} className="absolute start-3 top-3" />
                  </figure>
                  <div className="card-body gap-2">
                    <h3 className="card-title text-lg">{property.location}</h3>
                    <PriceRange
                      listing={property}
                      priceDrop={property.priceDrop}
                      estimate={property.estimate && ` ${property.estimate}`}
                    />
                    <StatusBadge status={property.verificationStatus} />
                    <div className="card-actions mt-2">
                      <DetailsLink id={property._id} title={property.title} />
                    </div>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </LoadedView>
      </PageWidth>
    </section>
  )
}
