import { Link } from 'react-router'
import { paths } from '../lib/paths.ts'

/** A property id that names no listing the caller may see (missing, removed, or not an id at all). */
export function PropertyNotFound() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">Property not found</h1>
      <p className="mt-2 text-base-content/80">It may have been removed or is not listed any more.</p>
      <Link to={paths.allProperties} className="btn btn-primary mt-6">
        Browse all properties
      </Link>
    </div>
  )
}
