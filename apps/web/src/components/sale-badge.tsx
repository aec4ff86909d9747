import { SALE_STATE_LABEL, type SaleState } from '../lib/sale-state.ts'

/** 'Under offer', 'Sold' or 'Let'; nothing while the home is open to offers. */
export function SaleBadge({ state, className = '' }: { state: SaleState; className?: string }) {
  if (state === 'open') return null
  return (
    <span
      className={`badge ${state === 'sold' || state === 'let' ? 'badge-info' : 'badge-warning'} ${className}`}
    >
      {SALE_STATE_LABEL[state]}
    </span>
  )
}
