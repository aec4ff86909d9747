import { Link } from 'react-router'
import { paths } from '../../lib/paths.ts'

export const BRAND = 'Keyhaven'

export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to={paths.home} className="flex items-center gap-2 text-xl font-bold" onClick={onNavigate}>
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>{BRAND}</span>
    </Link>
  )
}
