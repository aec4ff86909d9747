import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { PageWidth } from '../../components/page.tsx'
import { Pager } from '../../components/pager.tsx'
import { PropertyGrid } from '../../components/property-card.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { SEARCH_PAGE_SIZE, searchPropertiesQuery } from './api.ts'
import { FilterBar } from './filter-bar.tsx'
import { readFilters } from './filters.ts'
import { SaveSearch } from './save-search.tsx'

/** Search, filters, sort and page live in the URL, so back, refresh and sharing keep them. */
export function AllPropertiesPage() {
  const [params, setParams] = useSearchParams()
  const { state } = useAuth()
  const urlSearch = params.get('search') ?? ''
  const [search, setSearch] = useState(urlSearch)
  const debouncedSearch = useDebouncedValue(search.trim())
  const filters = { ...readFilters(params), search: debouncedSearch || undefined }
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const properties = useQuery(searchPropertiesQuery(filters, page))

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
    // The URL changed under the box (back, forward, a removed chip, a saved search opened): the box follows.
    setSearch((typed) => (typed.trim() === urlSearch ? typed : urlSearch))
  }, [urlSearch])

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
      <div className="mt-8 mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <label className="input w-full sm:max-w-sm">
          <span className="sr-only">Search by location</span>
          <input
            type="search"
            placeholder="Search by location"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </div>
      <div className="mb-8 flex flex-col gap-4">
        <FilterBar filters={filters} onChange={(changes) => update({ ...changes, page: undefined })} />
        {state.status === 'signed-in' && <SaveSearch filters={filters} />}
      </div>
      <QueryView
        query={properties}
        loading="Loading properties..."
        error="We could not load the properties."
        isEmpty={(data) => data.total === 0}
        empty={
          debouncedSearch
            ? `No properties found in "${debouncedSearch}".`
            : Object.keys(filters).some((key) => key !== 'search' && key !== 'sort')
              ? 'No properties match these filters.'
              : 'No properties are listed yet.'
        }
      >
        {(data) => (
          <PropertyGrid
            label="Properties"
            summary={
              // The count belongs to the results on screen: while newer ones load, it does not pair them.
              properties.isPlaceholderData
                ? 'Updating the results...'
                : `${data.capped ? `${data.total.toLocaleString('en-US')}+` : data.total.toLocaleString('en-US')} ${data.total === 1 && !data.capped ? 'property' : 'properties'}${debouncedSearch ? ` matching "${debouncedSearch}"` : ''}`
            }
            properties={data.properties}
            busy={properties.isPlaceholderData}
            pager={
              <Pager
                page={page}
                pageCount={Math.ceil(data.total / SEARCH_PAGE_SIZE)}
                onPage={(next) => update({ page: String(next) })}
              />
            }
          />
        )}
      </QueryView>
    </PageWidth>
  )
}
