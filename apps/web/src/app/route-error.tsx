import { isRouteErrorResponse, Link, useMatches, useRouteError } from 'react-router'
import { catalogueAmong, translator } from '../lib/i18n/translator.ts'
import { paths } from '../lib/paths.ts'

const ENGLISH = {
  'error.title': 'We hit a problem',
  'error.generic': 'Something went wrong while showing this page.',
  'error.reload': 'Reload',
  'error.home': 'Home',
} as const

export function RouteError() {
  const error = useRouteError()
  // In the page's language, unless the root's own loader failed: then its messages are missing too.
  const catalogue = catalogueAmong(
    useMatches().map((match) => match.loaderData),
    'common',
  )
  const t = catalogue ? translator('common', catalogue) : (key: keyof typeof ENGLISH) => ENGLISH[key]
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : t('error.generic')
  return (
    <div
      role="alert"
      className="mx-auto flex min-h-svh max-w-lg flex-col items-center justify-center gap-4 p-6 text-center"
    >
      <h1 className="text-2xl font-bold">{t('error.title')}</h1>
      <p>{message}</p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t('error.reload')}
        </button>
        <Link to={paths.home} className="btn btn-outline" reloadDocument>
          {t('error.home')}
        </Link>
      </div>
    </div>
  )
}
