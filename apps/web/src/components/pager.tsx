/** Previous / Page n of m / Next, shown only when there is more than one page. */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number
  pageCount: number
  onPage: (page: number) => void
}) {
  if (pageCount <= 1) return null
  return (
    <nav aria-label="Pages" className="join mt-8 flex justify-center">
      <button type="button" className="btn join-item" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="btn join-item pointer-events-none">
        Page {page} of {pageCount}
      </span>
      <button
        type="button"
        className="btn join-item"
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </button>
    </nav>
  )
}
