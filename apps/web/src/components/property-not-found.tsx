import { Link } from 'react-router'
import { useT } from '../lib/i18n/use-t.ts'
import { paths } from '../lib/paths.ts'

/** A property id that names no listing the caller may see (missing, removed, or not an id at all). */
export function PropertyNotFound() {
  const t = useT('common')
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="mt-2 text-base-content/80">{t('notFound.text')}</p>
      <Link to={paths.allProperties} className="btn btn-primary mt-6">
        {t('notFound.browse')}
      </Link>
    </div>
  )
}
