import { Link } from 'react-router'
import { useT } from '../lib/i18n/use-t.ts'
import { paths } from '../lib/paths.ts'

/** The button from a listing's card to its details page, named after the listing for screen readers. */
export function DetailsLink({ id, title }: { id: string; title: string }) {
  const t = useT('common')
  return (
    <Link
      to={paths.propertyDetails(id)}
      className="btn btn-primary btn-sm"
      aria-label={t('details.label', { title })}
    >
      {t('details.button')}
    </Link>
  )
}
