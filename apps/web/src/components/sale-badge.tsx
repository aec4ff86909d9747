import { useT } from '../lib/i18n/use-t.ts'
import type { SaleState } from '../lib/sale-state.ts'

/** 'Under offer', 'Sold' or 'Let'; nothing while the home is open to offers. */
export function SaleBadge({ state, className = '' }: { state: SaleState; className?: string }) {
  const t = useT('common')
  if (state === 'open') return null
  return (
    <span
      className={`badge ${state === 'sold' || state === 'let' ? 'badge-info' : 'badge-warning'} ${className}`}
    >
      {t(`sale.${state}`)}
    </span>
  )
}
