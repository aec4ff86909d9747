import { Link } from 'react-router'
import { paths } from '../lib/paths.ts'

/** The button from a listing's card to its details page, named after the listing for screen readers. */
export function DetailsLink({ id, title }: { id: string; title: string }) {
  return (
    <Link
      to={paths.propertyDetails(id)}
      className="btn btn-primary btn-sm"
      aria-label={`Details of ${title}`}
    >
      Details
    </Link>
  )
}
