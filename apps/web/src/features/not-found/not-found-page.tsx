import { Link } from 'react-router'
import { PageWidth } from '../../components/page.tsx'
import { paths } from '../../lib/paths.ts'

export function NotFoundPage() {
  return (
    <PageWidth className="flex min-h-[60vh] flex-col items-center justify-center gap-4 py-16 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="max-w-md text-base-content/70">
        The page you are looking for does not exist or has moved. Let us take you somewhere useful.
      </p>
      <div className="flex gap-2">
        <Link to={paths.home} className="btn btn-primary">
          Back to home
        </Link>
        <Link to={paths.rentProperties} className="btn btn-outline">
          Properties for rent
        </Link>
      </div>
    </PageWidth>
  )
}
