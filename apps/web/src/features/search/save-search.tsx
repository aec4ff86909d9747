import { useId, useState } from 'react'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useSaveSearch } from './api.ts'
import { describeFilters, filtersToQuery, type SearchFilters } from './filters.ts'

/** "Save this search": names the current filters and keeps them (with e-mail alerts on) for the signed-in caller. */
export function SaveSearch({ filters }: { filters: SearchFilters }) {
  const [naming, setNaming] = useState(false)
  const suggested = describeFilters(filters)
    .filter((chip) => chip.key !== 'sort')
    .map((chip) => chip.label)
    .join(', ')
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const inputId = useId()
  const save = useSaveSearch({
    onSuccess: (saved) => {
      setNaming(false)
      toast.success(`Saved “${saved.name}”. New matches will be e-mailed to you.`)
    },
    onError: (failure) => setError(failure.message),
  })

  if (!naming) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary btn-outline btn-sm"
          onClick={() => {
            setName(suggested.slice(0, 80) || 'All properties')
            setError(null)
            setNaming(true)
          }}
        >
          Save this search
        </button>
        <Link to={dashboardPaths.savedSearches} className="link text-sm">
          My saved searches
        </Link>
      </div>
    )
  }
  return (
    <form
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={(event) => {
        event.preventDefault()
        if (!name.trim()) {
          setError('Give the search a name')
          return
        }
        save.mutate({ name: name.trim(), query: filtersToQuery(filters) })
      }}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium">
          Name of the search
        </label>
        <input
          id={inputId}
          className="input w-full sm:w-72"
          maxLength={80}
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
          // biome-ignore lint/a11y/noAutofocus: the field the button just opened, where typing goes next
          autoFocus
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="text-sm text-error">
            {error}
          </p>
        )}
      </div>
      <div className="flex gap-2 sm:mt-6">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setNaming(false)}>
          Cancel
        </button>
      </div>
    </form>
  )
}
