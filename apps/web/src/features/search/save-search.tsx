import { zodResolver } from '@hookform/resolvers/zod'
import { savedSearchInputSchema } from '@keyhaven/contract'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { Link } from 'react-router'
import { fieldA11y } from '../../components/form-field.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useAreaText } from '../../lib/area-unit.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useSaveSearch } from './api.ts'
import { filtersToQuery, type SearchFilters, type SearchT, suggestedSearchName } from './filters.ts'

/** What the person names: the contract's rule for a saved search's name (the query is the page's filters). */
const nameSchema = savedSearchInputSchema.pick({ name: true })
type NameForm = { name: string }

/** The contract's refusals of a name, which the form checks before posting, in the page's words. */
const NAME_PROBLEMS = {
  'name is required': 'save.nameRequired',
  'name must be at most 80 characters': 'save.nameTooLong',
} as const
const nameProblem = (t: SearchT, message: string) =>
  message in NAME_PROBLEMS ? t(NAME_PROBLEMS[message as keyof typeof NAME_PROBLEMS]) : message

/** "Save this search": names the current filters and keeps them (with e-mail alerts on) for the signed-in caller. */
export function SaveSearch({ filters }: { filters: SearchFilters }) {
  const t = useT('search')
  const [naming, setNaming] = useState(false)
  const suggested = suggestedSearchName(t, filters, useAreaText().unit())
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<NameForm>({ resolver: zodResolver(nameSchema), defaultValues: { name: '' } })
  const save = useSaveSearch({
    onSuccess: (saved) => {
      setNaming(false)
      toast.success(t('save.saved', { name: saved.name }))
    },
    // The server's word (a duplicate search, a limit), beside the name; the person sees the problem alone.
    onError: (failure) =>
      setError('name', { message: failure instanceof ApiError ? failure.detail : failure.message }),
  })

  if (!naming) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary btn-outline btn-sm"
          onClick={() => {
            reset({ name: suggested.slice(0, 80) || t('save.defaultName') })
            setNaming(true)
          }}
        >
          {t('save.open')}
        </button>
        <Link to={dashboardPaths.savedSearches} className="link text-sm">
          {t('save.mine')}
        </Link>
      </div>
    )
  }
  return (
    <form
      noValidate
      className="flex flex-col gap-2 sm:flex-row sm:items-start"
      onSubmit={handleSubmit(({ name }) => save.mutate({ name, query: filtersToQuery(filters) }))}
    >
      <div className="flex flex-col gap-1">
        <label htmlFor="saved-search-name" className="text-sm font-medium">
          {t('save.nameLabel')}
        </label>
        <input
          className="input w-full sm:w-72"
          maxLength={80}
          {...fieldA11y('saved-search-name', errors.name)}
          {...register('name')}
          // biome-ignore lint/a11y/noAutofocus: the field the button just opened, where typing goes next
          autoFocus
        />
        {errors.name && (
          <p id="saved-search-name-error" role="alert" className="text-sm text-error">
            {/* The server's own refusals (a duplicate, a limit) stay in its words. */}
            {nameProblem(t, errors.name.message ?? '')}
          </p>
        )}
      </div>
      <div className="flex gap-2 sm:mt-6">
        <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
          {save.isPending ? t('save.saving') : t('save.save')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setNaming(false)}>
          {t('save.cancel')}
        </button>
      </div>
    </form>
  )
}
