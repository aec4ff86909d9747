import { LISTING_PAGE_REACH, PROPERTY_CATEGORIES, type PropertyCategory } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { PageWidth } from '../../components/page.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { PropertyGrid } from '../../components/property-card.tsx'
import { RENT_PAGE_SIZE, rentPageParams, rentPropertiesQuery } from './api.ts'

const CATEGORY_LABELS: Record<PropertyCategory, string> = {
  House: 'Houses',
  Villa: 'Villa',
  Office: 'Office',
  Apartment: 'Apartments',
}

export function RentPage() {
  const [params, setParams] = useSearchParams()
  const { category, page } = rentPageParams(params)
  const rentals = useQuery(rentPropertiesQuery(category, page))

  const show = (next: { category?: PropertyCategory | undefined; page?: number }) => {
    const search = new URLSearchParams()
    const nextCategory = 'category' in next ? next.category : category
    if (nextCategory) search.set('category', nextCategory)
    if (next.page && next.page > 1) search.set('page', String(next.page))
    setParams(search)
  }

  return (
    <PageWidth className="py-10">
      <h1 className="text-center text-3xl font-bold">Properties For Rent</h1>
      <fieldset className="my-8 flex flex-wrap justify-center gap-2">
        <legend className="sr-only">Filter by category</legend>
        <button
          type="button"
          aria-pressed={category === undefined}
          className={`btn btn-sm ${category === undefined ? 'btn-primary' : 'btn-outline'}`}
          onClick={() => show({ category: undefined })}
        >
          All
        </button>
        {PROPERTY_CATEGORIES.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={category === value}
            className={`btn btn-sm ${category === value ? 'btn-primary' : 'btn-outline'}`}
            onClick={() => show({ category: value })}
          >
            {CATEGORY_LABELS[value]}
          </button>
        ))}
      </fieldset>
      <PagedView
        query={rentals}
        page={page}
        pageSize={RENT_PAGE_SIZE}
        onPage={(next) => show({ page: next })}
        reach={LISTING_PAGE_REACH}
        beyondReach="choose a category"
        loading="Loading rentals..."
        error="We could not load the rentals."
        empty={
          category
            ? `No ${CATEGORY_LABELS[category].toLowerCase()} for rent right now.`
            : 'No properties for rent right now.'
        }
      >
        {(data) => (
          <PropertyGrid
            label="Rentals"
            summary={`${data.total} ${data.total === 1 ? 'rental' : 'rentals'}${category ? ` in ${CATEGORY_LABELS[category]}` : ''}`}
            properties={data.items}
            busy={rentals.isPlaceholderData}
          />
        )}
      </PagedView>
    </PageWidth>
  )
}
