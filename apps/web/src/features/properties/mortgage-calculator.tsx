import { useId, useState } from 'react'
import { formatAmount } from '../../lib/currency.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { type MortgageTerms, monthlyPayment, mortgageProblems } from './mortgage.ts'

type Field = keyof MortgageTerms

const FIELDS: { field: Field; step: string }[] = [
  { field: 'price', step: '1000' },
  { field: 'deposit', step: '1000' },
  { field: 'annualRatePercent', step: '0.1' },
  { field: 'years', step: '1' },
]

/** What a home for sale would cost a month on a repayment mortgage; worked out in the browser only. */
export function MortgageCalculator({ price, currency }: { price: number; currency: string }) {
  const id = useId()
  const t = useT('listing')
  const [values, setValues] = useState<Record<Field, string>>({
    price: String(price),
    deposit: String(Math.round(price * 0.2)),
    annualRatePercent: '6',
    years: '25',
  })
  const terms: MortgageTerms = {
    price: Number(values.price),
    deposit: Number(values.deposit),
    annualRatePercent: Number(values.annualRatePercent),
    years: Number(values.years),
  }
  const problems = mortgageProblems(terms)
  const valid = Object.keys(problems).length === 0

  return (
    <section aria-labelledby={`${id}-title`} className="card bg-base-100 shadow-md">
      <div className="card-body">
        <h2 id={`${id}-title`} className="card-title">
          {t('mortgage.title')}
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ field, step }) => (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
                {t(`mortgage.${field}`)}
              </label>
              <input
                id={`${id}-${field}`}
                type="number"
                inputMode="decimal"
                min="0"
                step={step}
                className={`input w-full ${problems[field] ? 'input-error' : ''}`}
                value={values[field]}
                aria-invalid={problems[field] ? true : undefined}
                aria-describedby={problems[field] ? `${id}-${field}-error` : undefined}
                onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
              />
              {problems[field] && (
                <p id={`${id}-${field}-error`} className="text-sm text-error">
                  {t(`mortgage.problem.${problems[field]}`)}
                </p>
              )}
            </div>
          ))}
        </div>
        <p aria-live="polite" className="mt-2 text-lg">
          {valid
            ? messageWith((marks) => t('mortgage.monthly', marks), {
                amount: <strong>{formatAmount(monthlyPayment(terms), currency)}</strong>,
              })
            : t('mortgage.correct')}
        </p>
        <p className="text-sm text-base-content/80">{t('mortgage.note')}</p>
      </div>
    </section>
  )
}
