import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageWidth } from '../../components/page.tsx'
import { Pager } from '../../components/pager.tsx'
import { PropertyGrid } from '../../components/property-card.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { ALL_PROPERTIES_PAGE_SIZE, type PriceSort, verifiedPropertiesQuery } from './api.ts'

const SORTS: { value: PriceSort; label: string }[] = [
  { value: '', label: 'Sort by price' },
  { value: 'asc', label: 'Low to High' },
  { value: 'desc', label: 'High to Low' },
]

/** Search, sort and page live in the URL, so back, refresh and sharing keep them. */
export function AllPropertiesPage() {
  const [params, setParams] = useSearchParams()
  const [search, setSearch] = useState(params.get('search') ?? '')
  const debouncedSearch = useDebouncedValue(search.trim())
  const sortParam = params.get('sort')
  const sort: PriceSort = sortParam === 'asc' || sortParam === 'desc' ? sortParam : ''
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const properties = useQuery(verifiedPropertiesQuery(debouncedSearch, sort, page))

  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value)
        else next.delete(key)
      }
      return next
    })

  useEffect(() => {
    // A settled search goes into the URL (replacing, not stacking history) and starts again at page 1.
    setParams(
      (current) => {
        if (debouncedSearch === (current.get('search') ?? '')) return current
        const next = new URLSearchParams(current)
        if (debouncedSearch) next.set('search', debouncedSearch)
        else next.delete('search')
        next.delete('page')
        return next
      },
      { replace: true },
    )
  }, [debouncedSearch, setParams])

  return (
    <PageWidth className="py-10">
      <title>All Properties · Keyhaven</title>
      <h1 className="text-center text-3xl font-bold">All Properties</h1>
      <div className="my-8 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="input w-full sm:max-w-sm">
          <span className="sr-only">Search by location</span>
          <input
            type="search"
            placeholder="Search by location"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label className="flex items-center gap-2">
          <span className="sr-only">Sort by price</span>
          <select
            className="select w-full sm:w-56"
            value={sort}
            onChange={(event) => update({ sort: event.target.value || undefined, page: undefined })}
          >
            {SORTS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <QueryView
        query={properties}
        loading="Loading properties..."
        error="We could not load the properties."
        isEmpty={(data) => data.total === 0}
        empty={
          debouncedSearch ? `No properties found in "${debouncedSearch}".` : 'No properties are listed yet.'
        }
      >
        {(data) => (
          <PropertyGrid
            label="Properties"
            summary={
              // The count belongs to the results on screen: while newer ones load, it does not pair them.
              properties.isPlaceholderData
                ? 'Updating the results...'
                : `${data.total} ${data.total === 1 ? 'property' : 'properties'}${debouncedSearch ? ` matching "${debouncedSearch}"` : ''}`
            }
            properties={data.properties}
            busy={properties.isPlaceholderData}
            pager={
              <Pager
                page={page}
                pageCount={Math.ceil(data.total / ALL_PROPERTIES_PAGE_SIZE)}
                onPage={(next) => update({ page: String(next) })}
              />
            }
          />
        )}
      </QueryView>
    </PageWidth>
  )
}
