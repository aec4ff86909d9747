import { DISPLAY_CURRENCIES } from '@keyhaven/contract'
import { useId } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useDisplayCurrency } from '../../lib/display-currency.ts'
import { IN_PLACE_FIELD } from '../../lib/forms/outcome.ts'
import { useHydrated } from '../../lib/forms/use-hydrated.ts'
import { paths } from '../../lib/paths.ts'

/**
 * The visitor's display currency: prices in another currency then also show an estimate in it. A choice posts
 * at once once the page's scripts run; before, the form's button sends it.
 */
export function DisplayCurrencySelect({ className = '' }: { className?: string }) {
  const fetcher = useFetcher()
  const hydrated = useHydrated()
  const { pathname, search } = useLocation()
  const id = useId()
  const display = useDisplayCurrency()
  // While the choice is on its way, the select shows it rather than the one it replaces.
  const pending = fetcher.formData?.get('currency')
  const chosen = typeof pending === 'string' ? pending : (display?.currency ?? '')
  return (
    <fetcher.Form
      method="post"
      action={paths.displayCurrency}
      className={`flex items-center gap-1 ${className}`}
    >
      {hydrated && <input type="hidden" name={IN_PLACE_FIELD} value="" />}
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <label htmlFor={id} className="sr-only">
        Display currency
      </label>
      <select
        id={id}
        name="currency"
        className="select select-sm w-auto text-base-content"
        value={chosen}
        title="Show prices also as an estimate in this currency"
        onChange={(event) => {
          if (hydrated) void fetcher.submit(event.currentTarget.form)
        }}
      >
        <option value="">Listing currency</option>
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code} value={code}>
            ≈ {code}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className="btn btn-sm">
          Show
        </button>
      )}
    </fetcher.Form>
  )
}
