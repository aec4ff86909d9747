import { DISPLAY_CURRENCIES } from '@keyhaven/contract'
import { useDisplayCurrency } from '../../lib/display-currency.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'

/**
 * The visitor's display currency: prices in another currency then also show an estimate in it. A plain form that
 * loads the page afresh with the choice (a rare change, and the home page's scripts stay within their budget);
 * it posts as soon as a currency is chosen where scripts run, by its button where they do not, and the action
 * sends the visitor back to the page (its Referer: the site's policy is same-origin).
 */
export function DisplayCurrencySelect({ className }: { className: string }) {
  const t = useT('common')
  return (
    <form method="post" action={paths.displayCurrency} className={className}>
      <select
        name="currency"
        aria-label={t('currency.label')}
        className="select select-sm w-auto text-base-content"
        defaultValue={useDisplayCurrency()?.currency}
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        <option value="">{t('currency.listing')}</option>
        {DISPLAY_CURRENCIES.map((code) => (
          <option key={code}>{code}</option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-sm ms-1" aria-label={t('currency.showLabel')}>
          {t('currency.show')}
        </button>
      </noscript>
    </form>
  )
}
