import { useLocation, useNavigate } from 'react-router'
import { useInBrowser } from '../../components/browser-only.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import type { UpdateQuery } from '../../lib/use-query-params.ts'
import type { ListPosition, SearchPage } from './api.ts'

/** The history entry of a page reached with Next: Previous is then the entry before it. */
const REACHED_WITH_NEXT = { reachedWithNext: true }
const reachedWithNext = (state: unknown) =>
  typeof state === 'object' && state !== null && 'reachedWithNext' in state

/**
 * All Properties' pager: Previous / Page n (of m) / Next, where Next follows the keyset cursor of the page on
 * screen and keeps it in the URL (`?cursor=&page=`), so reload, back and a shared link show the same listings
 * from any server, and a listing that enters above does not shift them. Previous goes back to the page Next came
 * from; a shared link's page leads to the first page instead, and an offset link's (`?page=` alone) to the page
 * before it.
 */
export function ResultsPager({
  position,
  results,
  pageCount,
  update,
}: {
  position: ListPosition
  results: SearchPage
  /** Known from the first page's total; null when this page was opened directly. */
  pageCount: number | null
  update: UpdateQuery
}) {
  // A page reached with Next keeps that in its history entry, also across a reload; the server cannot know it,
  // so its page and the hydration of it render as for a link opened directly, and the browser's follows at once.
  const t = useT('search')
  const common = useT('common')
  const { state: entryState } = useLocation()
  const state = useInBrowser() ? entryState : null
  const navigate = useNavigate()
  const { page, cursor } = position
  const firstPage = () => update({ page: undefined, cursor: undefined })
  const previous = reachedWithNext(state)
    ? () => navigate(-1)
    : cursor
      ? firstPage
      : () => update({ page: page > 2 ? String(page - 1) : undefined })
  const next = results.next
  const nothingHere = results.items.length === 0 && page > 1
  if (page <= 1 && !next) return null

  return (
    <nav aria-label={common('pager.label')} className="mt-8 flex flex-col items-center gap-3">
      {nothingHere && (
        <p role="status" className="text-base-content/80">
          {t('pager.nothingHere', { page })}
        </p>
      )}
      <div className="join">
        <button
          type="button"
          className="btn join-item"
          disabled={page <= 1}
          onClick={nothingHere ? firstPage : previous}
        >
          {nothingHere || (cursor && !reachedWithNext(state)) ? t('pager.first') : common('pager.previous')}
        </button>
        <span className="btn join-item pointer-events-none">
          {pageCount ? common('pager.position', { page, count: pageCount }) : t('pager.page', { page })}
        </span>
        <button
          type="button"
          className="btn join-item"
          disabled={!next}
          onClick={() =>
            next && update({ cursor: next, page: String(page + 1) }, { state: REACHED_WITH_NEXT })
          }
        >
          {common('pager.next')}
        </button>
      </div>
    </nav>
  )
}
