import {
  LISTING_PAGE_REACH,
  type Page,
  PROPERTY_CATEGORIES,
  type Property,
  type PropertyCategory,
} from '@keyhaven/contract'
import { useNavigate } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { PageWidth } from '../../components/page.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { PropertyGrid } from '../../components/property-card.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { useAskedQuery } from '../../lib/use-query-params.ts'
import { RENT_PAGE_SIZE, rentPageParams } from './api.ts'

/**
 * Rent Properties: the page of rentals its route's loader read for the URL's category and page. A category or
 * page chosen shows as chosen at once; the list on screen stays, marked busy, until the new one comes.
 */
export function RentPage({ read }: { read: ScreenRead<Page<Property>> }) {
  const t = useT('search')
  const navigate = useNavigate()
  const { category, page } = rentPageParams(useAskedQuery())
  const rentals = useScreenRead(read)

  const show = (next: { category?: PropertyCategory | undefined; page?: number }) => {
    const search = new URLSearchParams()
    const nextCategory = 'category' in next ? next.category : category
    if (nextCategory) search.set('category', nextCategory)
    if (next.page && next.page > 1) search.set('page', String(next.page))
    navigate({ search: `?${search}` })
  }

  return (
    <PageWidth className="py-10">
      <h1 className="text-center text-3xl font-bold">{t('rent.heading')}</h1>
      <fieldset className="my-8 flex flex-wrap justify-center gap-2">
        <legend className="sr-only">{t('rent.categoryLegend')}</legend>
        <button
          type="button"
          aria-pressed={category === undefined}
          className={`btn btn-sm ${category === undefined ? 'btn-primary' : 'btn-outline'}`}
          onClick={() => show({ category: undefined })}
        >
          {t('rent.all')}
        </button>
        {PROPERTY_CATEGORIES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            className={`btn btn-sm ${category === value ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => show({ category: value })}
          >
            {t(`rent.category.${value}`)}
          </button>
        ))}
      </fieldset>
      <PagedView
        query={rentals}
        page={page}
        pageSize={RENT_PAGE_SIZE}
        onPage={(next) => show({ page: next })}
        reach={LISTING_PAGE_REACH}
        beyondReach={t('rent.beyondReach')}
        loading={t('rent.loading')}
        error={t('rent.error')}
        empty={category ? t(`rent.empty.${category}`) : t('rent.empty')}
      >
        {(data) => (
          <PropertyGrid
            label={t('rent.label')}
            summary={
              category
                ? t('rent.in', {
                    results: t('rent.count', { count: data.total }),
                    category: t(`rent.category.${category}`),
                  })
                : t('rent.count', { count: data.total })
            }
            properties={data.items}
            busy={rentals.busy}
          />
        )}
      </PagedView>
    </PageWidth>
  )
}
