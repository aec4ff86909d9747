import { useT } from '../lib/i18n/use-t.ts'
/**
 * Previous / Page n of m / Next, shown when there is more than one page, or when the page asked for lies past
 * the end (an old link, the last item of the last page deleted): then it says so and leads back to the last page.
 */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number
  pageCount: number
  onPage: (page: number) => void
}) {
  const t = useT('common')
  const lastPage = Math.max(1, pageCount)
  const pastEnd = page > lastPage
  if (lastPage <= 1 && !pastEnd) return null
  return (
    <nav aria-label={t('pager.label')} className="mt-8 flex flex-col items-center gap-3">
      {pastEnd && (
        <p role="status" className="text-base-content/80">
          {t('pager.pastEnd', { page, count: lastPage })}
        </p>
      )}
      <div className="join">
        <button
          type="button"
          className="btn join-item"
          disabled={page <= 1}
          onClick={() => onPage(pastEnd ? lastPage : page - 1)}
        >
          {pastEnd ? t('pager.back', { page: lastPage }) : t('pager.previous')}
        </button>
        <span className="btn join-item pointer-events-none">
          {t('pager.position', { page, count: lastPage })}
        </span>
        <button
          type="button"
          className="btn join-item"
          disabled={page >= lastPage}
          onClick={() => onPage(page + 1)}
        >
          {t('pager.next')}
        </button>
      </div>
    </nav>
  )
}
