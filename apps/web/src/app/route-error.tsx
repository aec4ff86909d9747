import { isRouteErrorResponse, Link, useRouteError } from 'react-router'
import { paths } from '../lib/paths.ts'

export function RouteError() {
  const error = useRouteError()
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'Something went wrong while showing this page.'
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-svh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">We hit a problem</h1>
      <p>{message}</p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link to={paths.home} className="btn btn-outline" reloadDocument>
          Home
        </Link>
      </div>
    </div>
  )
}
