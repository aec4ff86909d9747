import { MIN_YEAR_BUILT } from '@keyhaven/contract'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FilterBar } from './filter-bar.tsx'
import type { SearchFilters } from './filters.ts'

// Every number box of All Properties' filters behaves alike: it applies once typing pauses, on Enter and when
// left; what it cannot take is said beside it and applies nothing.

function renderBar(filters: SearchFilters = {} as SearchFilters) {
  const onChange = vi.fn()
  render(<FilterBar filters={filters} onChange={onChange} />)
  return onChange
}
const box = (label: string) => screen.getByRole('textbox', { name: label })
const type = (label: string, value: string) => fireEvent.change(box(label), { target: { value } })
// The typing pause is the box's own timer: the tests run it rather than wait for it.
const typingPauses = () => act(() => vi.runOnlyPendingTimersAsync())
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('FilterBar number boxes', () => {
  it.each([
    ['Min price', '250000', { minPrice: '250000' }],
    ['Max price', '1,200,000', { maxPrice: '1200000' }],
    ['Min area (sq ft)', '900', { minArea: '900' }],
    ['Built from (year)', '1990', { minYear: '1990' }],
  ])('%s applies once typing pauses', async (label, typed, applied) => {
    const onChange = renderBar()
    type(label, typed)
    expect(onChange).not.toHaveBeenCalled()
    await typingPauses()
    expect(onChange).toHaveBeenCalledWith(applied)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it.each([
    ['Min price', 'abc', 'Type a price in digits, such as 250000.'],
    ['Max price', '-5', 'Type a price in digits, such as 250000.'],
    ['Max area (sq ft)', '12.5', 'Type the area in whole sq ft, such as 2400.'],
    [
      'Built from (year)',
      '3000',
      `Type a year from ${MIN_YEAR_BUILT} to ${new Date().getFullYear()}, such as 1990.`,
    ],
    [
      'Built from (year)',
      '99',
      `Type a year from ${MIN_YEAR_BUILT} to ${new Date().getFullYear()}, such as 1990.`,
    ],
  ])('%s says why "%s" is not taken, and applies nothing', async (label, typed, message) => {
    const onChange = renderBar()
    type(label, typed)
    fireEvent.keyDown(box(label), { key: 'Enter' })
    expect(screen.getByRole('alert').textContent).toBe(message)
    expect(box(label).getAttribute('aria-invalid')).toBe('true')
    fireEvent.blur(box(label))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('says nothing of a year still being typed until typing pauses on it', async () => {
    const onChange = renderBar()
    type('Built from (year)', '19')
    expect(screen.queryByRole('alert')).toBeNull()
    await typingPauses()
    expect(screen.getByRole('alert').textContent).toMatch(/^Type a year from /)
    type('Built from (year)', '1995')
    await typingPauses()
    expect(onChange).toHaveBeenCalledWith({ minYear: '1995' })
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('clears a filter when its box is emptied', async () => {
    const onChange = renderBar({ minYear: '1990' } as SearchFilters)
    type('Built from (year)', '')
    fireEvent.keyDown(box('Built from (year)'), { key: 'Enter' })
    expect(onChange).toHaveBeenCalledWith({ minYear: undefined })
  })
})

describe('FilterBar prices in a display currency', () => {
  const renderIn = (filters: SearchFilters, displayCurrency: string | null) => {
    const onChange = vi.fn()
    const { container } = render(
      <FilterBar filters={filters} onChange={onChange} displayCurrency={displayCurrency} />,
    )
    const sent = () =>
      container.querySelector<HTMLInputElement>('input[type="hidden"][name="priceCurrency"]')?.value
    return { onChange, sent }
  }

  it('writes a first price in the visitor’s display currency, and says which', async () => {
    const { onChange, sent } = renderIn({}, 'EUR')
    expect(sent()).toBe('EUR')
    type('Min price (EUR)', '250000')
    await typingPauses()
    expect(onChange).toHaveBeenCalledWith({ minPrice: '250000', priceCurrency: 'EUR' })
  })

  it('keeps the currency the prices already set are in, and names it on their chips', async () => {
    const { onChange } = renderIn({ maxPrice: '300000', priceCurrency: 'JPY' }, 'EUR')
    expect(screen.getByRole('button', { name: /Remove .*300,000/ }).textContent).toContain('¥')
    type('Min price (JPY)', '1000')
    await typingPauses()
    expect(onChange).toHaveBeenCalledWith({ minPrice: '1000', priceCurrency: 'JPY' })
  })

  it('drops the currency with the last price', () => {
    const { onChange } = renderIn({ maxPrice: '300000', priceCurrency: 'EUR' }, 'EUR')
    fireEvent.click(screen.getByRole('button', { name: /Remove .*300,000/ }))
    expect(onChange).toHaveBeenCalledWith({ maxPrice: undefined, priceCurrency: undefined })
  })

  it('names no currency where prices are in the deployment’s', () => {
    const { sent } = renderIn({}, null)
    expect(box('Min price')).toBeTruthy()
    expect(sent()).toBeUndefined()
  })
})
