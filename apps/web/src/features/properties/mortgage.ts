export interface MortgageTerms {
  /** The price of the home. */
  price: number
  /** What the buyer pays up front; the rest is borrowed. */
  deposit: number
  /** Yearly interest, in percent (6 means 6 %). */
  annualRatePercent: number
  years: number
}

/**
 * The monthly payment of a repayment mortgage: the amount borrowed times r / (1 - (1 + r)^-n), with r the
 * monthly rate and n the number of months; without interest, the amount borrowed shared over the months.
 */
export function monthlyPayment({ price, deposit, annualRatePercent, years }: MortgageTerms): number {
  const borrowed = price - deposit
  const months = years * 12
  if (borrowed <= 0) return 0
  const rate = annualRatePercent / 100 / 12
  if (rate === 0) return borrowed / months
  return (borrowed * rate) / (1 - (1 + rate) ** -months)
}

/** What is wrong with a term: the calculator says it in the page's language. */
export type MortgageProblem = 'price' | 'deposit' | 'depositOverPrice' | 'annualRatePercent' | 'years'

/** What is wrong with each term the buyer typed, by field; empty when the payment can be worked out. */
export function mortgageProblems(
  terms: MortgageTerms,
): Partial<Record<keyof MortgageTerms, MortgageProblem>> {
  const problems: Partial<Record<keyof MortgageTerms, MortgageProblem>> = {}
  if (!Number.isFinite(terms.price) || terms.price <= 0) problems.price = 'price'
  if (!Number.isFinite(terms.deposit) || terms.deposit < 0) problems.deposit = 'deposit'
  else if (terms.deposit > terms.price) problems.deposit = 'depositOverPrice'
  if (
    !Number.isFinite(terms.annualRatePercent) ||
    terms.annualRatePercent < 0 ||
    terms.annualRatePercent > 30
  )
    problems.annualRatePercent = 'annualRatePercent'
  if (!Number.isInteger(terms.years) || terms.years < 1 || terms.years > 40) problems.years = 'years'
  return problems
}
