import { useId, useState } from 'react'
import { formatAmount } from '../../lib/currency.ts'
import { type MortgageTerms, monthlyPayment, mortgageProblems } from './mortgage.ts'

type Field = keyof MortgageTerms

const FIELDS: { field: Field; label: string; step: string }[] = [
  { field: 'price', label: 'Price', step: '1000' },
  { field: 'deposit', label: 'Deposit', step: '1000' },
  { field: 'annualRatePercent', label: 'Interest rate (% a year)', step: '0.1' },
  { field: 'years', label: 'Term (years)', step: '1' },
]

/** What a home for sale would cost a month on a repayment mortgage; worked out in the browser only. */
export function MortgageCalculator({ price, currency }: { price: number; currency: string }) {
  const id = useId()
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
          Mortgage calculator
        </h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map(({ field, label, step }) => (
            <div key={field} className="flex flex-col gap-1">
              <label htmlFor={`${id}-${field}`} className="text-sm font-medium">
                {label}
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
                  {problems[field]}
                </p>
              )}
            </div>
          ))}
        </div>
        <p aria-live="polite" className="mt-2 text-lg">
          {valid ? (
            <>
              Monthly payment: <strong>{formatAmount(monthlyPayment(terms), currency)}</strong>
            </>
          ) : (
            'Correct the terms above to see the monthly payment.'
          )}
        </p>
        <p className="text-sm text-base-content/80">
          An estimate for a repayment mortgage, before fees and insurance; your lender's offer decides.
        </p>
      </div>
    </section>
  )
}
