import { PROPERTY_CATEGORIES, type PropertyCategory, propertyCategorySchema } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearchParams } from 'react-router'
import { Avatar } from '../../components/avatar.tsx'
import { PageWidth } from '../../components/page.tsx'
import { Pager } from '../../components/pager.tsx'
import { EmptyState, ErrorState, LoadingState } from '../../components/status.tsx'
import { RENT_PAGE_SIZE, rentPropertiesQuery } from './api.ts'

const CATEGORY_LABELS: Record<PropertyCategory, string> = {
  House: 'Houses',
  Villa: 'Villa',
  Office: 'Office',
  Apartment: 'Apartments',
}

export function RentPage() {
  const [params, setParams] = useSearchParams()
  const parsedCategory = propertyCategorySchema.safeParse(params.get('category'))
  const category = parsedCategory.success ? parsedCategory.data : undefined
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const { data, isPending, isError, isPlaceholderData, refetch } = useQuery(
    rentPropertiesQuery(category, page),
  )
  const pageCount = data ? Math.max(1, Math.ceil(data.total / RENT_PAGE_SIZE)) : 1

  const show = (next: { category?: PropertyCategory | undefined; page?: number }) => {
    const search = new URLSearchParams()
    const nextCategory = 'category' in next ? next.category : category
    if (nextCategory) search.set('category', nextCategory)
    if (next.page && next.page > 1) search.set('page', String(next.page))
    setParams(search)
  }

  return (
    <PageWidth className="py-10">
      <title>Properties For Rent · Keyhaven</title>
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
      {isPending ? (
        <LoadingState label="Loading rentals..." />
      ) : isError ? (
        <ErrorState message="We could not load the rentals." onRetry={() => refetch()} />
      ) : data.properties.length === 0 ? (
        <EmptyState>
          {category
            ? `No ${CATEGORY_LABELS[category].toLowerCase()} for rent right now.`
            : 'No properties for rent right now.'}
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-base-content/70" aria-live="polite">
            {data.total} {data.total === 1 ? 'rental' : 'rentals'}
            {category ? ` in ${CATEGORY_LABELS[category]}` : ''}
          </p>
          <ul
            aria-label="Rentals"
            aria-busy={isPlaceholderData}
            className={`grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {data.properties.map((property) => (
              <li key={property._id} className="card bg-base-100 shadow-md">
                <figure className="aspect-[3/2]">
                  <img
                    src={property.image}
                    alt={property.title}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </figure>
                <div className="card-body gap-2">
                  <div className="flex items-start justify-between gap-2">
                    <h2 className="card-title text-lg">{property.title}</h2>
                    <span className="badge badge-outline shrink-0">{property.category}</span>
                  </div>
                  <p className="text-base-content/80">{property.location}</p>
                  <p>
                    <span className="font-medium">Rent:</span> {property.priceRange} / month
                  </p>
                  <div className="flex items-center gap-2 text-sm">
                    <Avatar
                      src={property.agentImage}
                      name={property.agentName ?? 'Unknown'}
                      className="size-8"
                    />
                    <span>{property.agentName ?? 'Unknown'}</span>
                  </div>
                  <div className="card-actions mt-2">
                    <Link
                      to={`/property-details/${property._id}`}
                      className="btn btn-primary btn-sm"
                      aria-label={`Details of ${property.title}`}
                    >
                      Details
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={page} pageCount={pageCount} onPage={(next) => show({ page: next })} />
        </>
      )}
    </PageWidth>
  )
}
