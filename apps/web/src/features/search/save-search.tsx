import { useEffect, useEffectEvent, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { FormField } from '../../components/form-field.tsx'
import { useAreaText } from '../../lib/area-unit.ts'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { filtersToQuery, type SearchFilters, suggestedSearchName } from './filters.ts'
import { SAVE_PARAM } from './saved-search-forms.ts'

/**
 * "Save this search": names the current filters and keeps them (with e-mail alerts on) for the signed-in caller,
 * posted to All Properties' action (search-actions.server.ts). Each opening is a form of its own, so a search
 * saved before does not close the next one at once.
 */
export function SaveSearch({ filters }: { filters: SearchFilters }) {
  const [params] = useSearchParams()
  // Without scripts, the button asks for the page with `?save`, which renders the name's form open.
  const [naming, setNaming] = useState(params.has(SAVE_PARAM))
  const [opening, setOpening] = useState(0)
  return (
    <SaveSearchForm
      key={opening}
      filters={filters}
      naming={naming}
      onOpen={() => {
        setOpening((count) => count + 1)
        setNaming(true)
      }}
      onClose={() => setNaming(false)}
    />
  )
}

function SaveSearchForm({
  filters,
  naming,
  onOpen,
  onClose,
}: {
  filters: SearchFilters
  naming: boolean
  onOpen: () => void
  onClose: () => void
}) {
  const t = useT('search')
  const [params] = useSearchParams()
  const suggested = suggestedSearchName(t, filters, useAreaText().unit())
  const form = useActionForm({ intent: 'save-search' })
  const name = form.field('name', 'saved-search-name')
  const saved = isDone(form.outcome)
  const close = useEffectEvent(onClose)
  useEffect(() => {
    if (saved) close()
  }, [saved])
  const here = new URLSearchParams(params)
  here.delete(SAVE_PARAM)

  if (!naming || saved) {
    return (
      <div className="flex flex-col gap-2">
        <FormStatus outcome={form.outcome} />
        <div className="flex flex-wrap items-center gap-3">
          <form method="get" action={paths.allProperties}>
            {[...here].map(([key, value]) => (
              <input key={key} type="hidden" name={key} value={value} />
            ))}
            <input type="hidden" name={SAVE_PARAM} value="" />
            <button
              type="submit"
              className="btn btn-primary btn-outline btn-sm"
              onClick={(event) => {
                event.preventDefault()
                onOpen()
              }}
            >
              {t('save.open')}
            </button>
          </form>
          <Link to={dashboardPaths.savedSearches} className="link text-sm">
            {t('save.mine')}
          </Link>
        </div>
      </div>
    )
  }
  const query = here.toString()
  return (
    // noValidate: the server's check says the name's problem in the page's words (lib/forms).
    <ActionForm form={form} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <input type="hidden" name="intent" value="save-search" />
      <input type="hidden" name="query" value={filtersToQuery(filters)} />
      <div className="sm:w-72">
        <FormField id="saved-search-name" label={t('save.nameLabel')} error={name.error}>
          <input
            className="input w-full"
            maxLength={80}
            required
            {...name.input}
            defaultValue={name.input.defaultValue ?? (suggested.slice(0, 80) || t('save.defaultName'))}
            // biome-ignore lint/a11y/noAutofocus: the field the button just opened, where typing goes next
            autoFocus
          />
        </FormField>
      </div>
      <div className="flex gap-2 sm:mt-6">
        <button type="submit" className="btn btn-primary btn-sm" disabled={form.busy}>
          {form.busy ? t('save.saving') : t('save.save')}
        </button>
        <Link
          to={`${paths.allProperties}${query ? `?${query}` : ''}`}
          className="btn btn-ghost btn-sm"
          onClick={(event) => {
            event.preventDefault()
            onClose()
          }}
        >
          {t('save.cancel')}
        </Link>
      </div>
    </ActionForm>
  )
}
