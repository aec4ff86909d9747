import { LISTING_SORTS, MIN_YEAR_BUILT, PROPERTY_CATEGORIES, PROPERTY_FEATURES } from '@keyhaven/contract'
import { useEffect, useId, useRef, useState } from 'react'
import { useAreaText } from '../../lib/area-unit.ts'
import { formatAmount } from '../../lib/currency.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { FILTER_FORM } from './filter-form.ts'
import {
  describeFilters,
  type FilterKey,
  featuresOf,
  filterPriceCurrency,
  OPEN_HOUSE_WINDOWS,
  openHouseLabel,
  priceCurrencyAfter,
  type SearchFilters,
  type SearchT,
  sortLabel,
} from './filters.ts'

interface FilterBarProps {
  filters: SearchFilters
  /** Sets (a value) or clears (undefined) filters; the page goes back to the first. */
  onChange: (changes: Partial<Record<FilterKey, string | undefined>>) => void
  /** The visitor's display currency, which a first price bound is written in (none: the deployment's). */
  displayCurrency?: string | null
}

const COUNTS = ['1', '2', '3', '4', '5']

const AMOUNT = /^\d+(\.\d{1,2})?$/
const WHOLE = /^\d+$/

/** How long typing in a number box pauses before the filter applies. */
const TYPING_PAUSE_MS = 600

const cleanedNumber = (text: string) => text.replace(/[\s,$]/g, '')

/** What a number box takes, and what it says of text it does not. */
interface NumberRule {
  pattern: RegExp
  /** Said of text that is no such number (letters, a minus sign, a fraction where none fits). */
  format: string
  /** Said of a number out of bounds, or in conflict with another box; null when it may apply. */
  check?: (value: number) => string | null
}

const priceRule = (t: SearchT, check: NumberRule['check']): NumberRule => ({
  pattern: AMOUNT,
  format: t('filters.priceFormat'),
  check,
})

/**
 * A number typed into a filter's box (a price, an area, a year). Every box behaves alike: what it holds applies
 * once typing pauses, on Enter and when the box is left; an emptied box clears the filter. Text the box cannot
 * take is said beside it, and applies nothing, until it is mended.
 */
function NumberInput({
  name,
  label,
  value,
  rule,
  onCommit,
}: {
  name: FilterKey
  label: string
  value: string | undefined
  rule: NumberRule
  onCommit: (value: string | undefined) => void
}) {
  const [text, setText] = useState(value ?? '')
  // Whether the person pressed Enter or left the box: what is wrong is said at once, not after the pause.
  const [finished, setFinished] = useState(false)
  useEffect(() => setText(value ?? ''), [value])
  const cleaned = cleanedNumber(text)
  const problem =
    cleaned === '' ? null : rule.pattern.test(cleaned) ? (rule.check?.(Number(cleaned)) ?? null) : rule.format
  const commit = () => {
    if (problem || cleaned === (value ?? '')) return
    onCommit(cleaned === '' ? undefined : cleaned)
  }
  // The latest commit, for the pause below: it runs once per pause, with what the box holds then.
  const commitRef = useRef(commit)
  commitRef.current = commit
  const settledText = useDebouncedValue(text, TYPING_PAUSE_MS)
  const settledProblem = useDebouncedValue(problem, TYPING_PAUSE_MS)
  const { pattern } = rule
  useEffect(() => {
    // Only a finished number (or an emptied box) applies while typing; also once the other box resolved this
    // one's conflict (settledProblem).
    const typed = cleanedNumber(settledText)
    if (!settledProblem && (typed === '' || pattern.test(typed))) commitRef.current()
  }, [settledText, settledProblem, pattern])
  const finish = () => {
    setFinished(true)
    commit()
  }
  // A half-typed year is not wrong yet: said once typing pauses on it, or at once when the person is done.
  const shown = problem && (finished || settledProblem === problem) ? problem : null
  const problemId = `${useId()}-problem`
  return (
    <div className="w-full sm:w-36">
      <label className="floating-label w-full">
        <span>{label}</span>
        <input
          name={name}
          form={FILTER_FORM}
          // The URL holds the filters: the browser must not put back what it saw before a reload.
          autoComplete="off"
          className={`input w-full ${shown ? 'input-error' : ''}`}
          inputMode={rule.pattern === AMOUNT ? 'decimal' : 'numeric'}
          placeholder={label}
          value={text}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? problemId : undefined}
          onChange={(event) => {
            setFinished(false)
            setText(event.target.value)
          }}
          onBlur={finish}
          onKeyDown={(event) => {
            if (event.key === 'Enter') finish()
          }}
        />
      </label>
      {shown && (
        <p id={problemId} role="alert" className="mt-1 text-xs text-error">
          {shown}
        </p>
      )}
    </div>
  )
}

function SelectFilter({
  name,
  label,
  value,
  anyLabel,
  options,
  onSelect,
}: {
  name: FilterKey
  label: string
  value: string | undefined
  anyLabel: string
  options: { value: string; label: string }[]
  onSelect: (value: string | undefined) => void
}) {
  return (
    <label className="floating-label w-full sm:w-auto">
      <span>{label}</span>
      <select
        name={name}
        form={FILTER_FORM}
        // The URL holds the filters: the browser must not put back what it saw before a reload.
        autoComplete="off"
        className="select w-full"
        value={value ?? ''}
        onChange={(event) => onSelect(event.target.value || undefined)}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/** Rentals free on or before a day: a date box, committed as soon as a whole date is chosen or cleared. */
function AvailableByInput({
  value,
  onCommit,
}: {
  value: string | undefined
  onCommit: (value: string | undefined) => void
}) {
  const t = useT('search')
  return (
    <label className="floating-label w-full sm:w-44">
      <span>{t('filters.availableBy')}</span>
      <input
        type="date"
        name="availableBy"
        form={FILTER_FORM}
        autoComplete="off"
        className="input w-full"
        value={value ?? ''}
        onChange={(event) => onCommit(event.target.value || undefined)}
      />
    </label>
  )
}

/** The features a home must all have: a disclosure of checkboxes, each applied when ticked. */
function FeaturesFilter({
  value,
  onCommit,
}: {
  value: string | undefined
  onCommit: (value: string | undefined) => void
}) {
  const t = useT('search')
  const chosen = featuresOf(value)
  const toggle = (feature: (typeof PROPERTY_FEATURES)[number], on: boolean) => {
    const next = PROPERTY_FEATURES.filter((f) => (f === feature ? on : chosen.includes(f)))
    onCommit(next.length > 0 ? next.join(',') : undefined)
  }
  return (
    <details className="dropdown w-full sm:w-auto">
      <summary className="btn btn-outline w-full font-normal sm:w-auto">
        {chosen.length > 0 ? t('filters.featuresCount', { count: chosen.length }) : t('filters.features')}
      </summary>
      <fieldset className="dropdown-content z-10 mt-1 grid w-64 gap-1 rounded-box bg-base-100 p-3 shadow">
        <legend className="sr-only">{t('filters.featuresLegend')}</legend>
        {PROPERTY_FEATURES.map((feature) => (
          <label key={feature} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={chosen.includes(feature)}
              onChange={(event) => toggle(feature, event.target.checked)}
            />
            {t(`feature.${feature}`)}
          </label>
        ))}
      </fieldset>
    </details>
  )
}

/**
 * All Properties' filters: on a wide screen a row of fields; on a phone a Filters button that opens them. The
 * filters in force show as chips, each removable, at every width.
 */
export function FilterBar({ filters, onChange, displayCurrency = null }: FilterBarProps) {
  const t = useT('search')
  const [open, setOpen] = useState(false)
  const panelId = useId()
  // The search box and the map's areas have their own controls on the page; the chips still show them.
  const unit = useAreaText().unit()
  const chips = describeFilters(t, filters, unit)
  const fieldCount = chips.filter((chip) => !['search', 'bbox', 'area'].includes(chip.key)).length
  const priceCurrency = filterPriceCurrency(filters)
  const price = (amount: string) => formatAmount(Number(amount), priceCurrency)
  // The currency a price typed now is in (named beside the fields' labels when it is not the deployment's).
  const typedIn = priceCurrencyAfter(filters, { minPrice: '1' }, displayCurrency)
  const priceLabel = (label: string) => (typedIn ? `${label} (${typedIn})` : label)
  const change = (changes: SearchFilters) =>
    onChange(
      'minPrice' in changes || 'maxPrice' in changes
        ? { ...changes, priceCurrency: priceCurrencyAfter(filters, changes, displayCurrency) }
        : changes,
    )
  const yearProblem = t('filters.yearFormat', { min: MIN_YEAR_BUILT, max: new Date().getFullYear() })

  return (
    <section aria-label={t('filters.label')} className="flex flex-col gap-3">
      <button
        type="button"
        className="btn btn-outline sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {fieldCount > 0 ? t('filters.toggleCount', { count: fieldCount }) : t('filters.toggle')}
      </button>
      <div
        id={panelId}
        className={`${open ? 'flex' : 'hidden'} flex-col gap-3 sm:flex sm:flex-row sm:flex-wrap`}
      >
        <SelectFilter
          name="listingType"
          label={t('filters.listingType')}
          anyLabel={t('filters.saleOrRent')}
          value={filters.listingType}
          options={[
            // As the API filters: a sold home is not for sale (it shows, marked Sold, under Sale or rent).
            { value: 'sale', label: t('filters.forSaleNotSold') },
            { value: 'rent', label: t('filters.forRent') },
          ]}
          onSelect={(listingType) => onChange({ listingType })}
        />
        <SelectFilter
          name="category"
          label={t('filters.category')}
          anyLabel={t('filters.anyCategory')}
          value={filters.category}
          options={PROPERTY_CATEGORIES.map((category) => ({
            value: category,
            label: t(`category.${category}`),
          }))}
          onSelect={(category) => onChange({ category })}
        />
        {/* A page without scripts sends the prices' currency with the form. */}
        {typedIn && <input type="hidden" form={FILTER_FORM} name="priceCurrency" value={typedIn} />}
        <NumberInput
          name="minPrice"
          label={priceLabel(t('filters.minPrice'))}
          value={filters.minPrice}
          rule={priceRule(t, (min) =>
            filters.maxPrice && min > Number(filters.maxPrice)
              ? t('filters.minPriceAbove', { max: price(filters.maxPrice) })
              : null,
          )}
          onCommit={(minPrice) => change({ minPrice })}
        />
        <NumberInput
          name="maxPrice"
          label={priceLabel(t('filters.maxPrice'))}
          value={filters.maxPrice}
          rule={priceRule(t, (max) =>
            filters.minPrice && max < Number(filters.minPrice)
              ? t('filters.maxPriceBelow', { min: price(filters.minPrice) })
              : null,
          )}
          onCommit={(maxPrice) => change({ maxPrice })}
        />
        <NumberInput
          name="minArea"
          label={t('filters.minArea', { unit })}
          value={filters.minArea}
          rule={{
            pattern: WHOLE,
            format: t('filters.areaFormat', { unit, example: '1200' }),
            check: (min) =>
              filters.maxArea && min > Number(filters.maxArea)
                ? t('filters.minAreaAbove', { max: filters.maxArea, unit })
                : null,
          }}
          onCommit={(minArea) => onChange({ minArea })}
        />
        <NumberInput
          name="maxArea"
          label={t('filters.maxArea', { unit })}
          value={filters.maxArea}
          rule={{
            pattern: WHOLE,
            format: t('filters.areaFormat', { unit, example: '2400' }),
            check: (max) =>
              filters.minArea && max < Number(filters.minArea)
                ? t('filters.maxAreaBelow', { min: filters.minArea, unit })
                : null,
          }}
          onCommit={(maxArea) => onChange({ maxArea })}
        />
        <NumberInput
          name="minYear"
          label={t('filters.minYear')}
          value={filters.minYear}
          rule={{
            pattern: WHOLE,
            format: yearProblem,
            check: (year) => (year < MIN_YEAR_BUILT || year > new Date().getFullYear() ? yearProblem : null),
          }}
          onCommit={(minYear) => onChange({ minYear })}
        />
        <AvailableByInput value={filters.availableBy} onCommit={(availableBy) => onChange({ availableBy })} />
        <FeaturesFilter value={filters.features} onCommit={(features) => onChange({ features })} />
        <SelectFilter
          name="openHouseWithinDays"
          label={t('filters.openHouse')}
          anyLabel={t('filters.anyOpenHouse')}
          value={filters.openHouseWithinDays}
          options={OPEN_HOUSE_WINDOWS.map((days) => ({ value: days, label: openHouseLabel(t, days) }))}
          onSelect={(openHouseWithinDays) => onChange({ openHouseWithinDays })}
        />
        <SelectFilter
          name="minBeds"
          label={t('filters.bedrooms')}
          anyLabel={t('filters.anyBeds')}
          value={filters.minBeds}
          options={COUNTS.map((count) => ({ value: count, label: t('filters.beds', { count }) }))}
          onSelect={(minBeds) => onChange({ minBeds })}
        />
        <SelectFilter
          name="minBaths"
          label={t('filters.bathrooms')}
          anyLabel={t('filters.anyBaths')}
          value={filters.minBaths}
          options={COUNTS.slice(0, 4).map((count) => ({
            value: count,
            label: t('filters.baths', { count }),
          }))}
          onSelect={(minBaths) => onChange({ minBaths })}
        />
        <SelectFilter
          name="sort"
          label={t('filters.sort')}
          anyLabel={t('filters.sort')}
          value={filters.sort === 'newest' ? undefined : filters.sort}
          options={LISTING_SORTS.filter((sort) => sort !== 'newest').map((sort) => ({
            value: sort,
            label: sortLabel(t, sort),
          }))}
          onSelect={(sort) => onChange({ sort })}
        />
      </div>
      {chips.length > 0 && (
        <ul aria-label={t('filters.inForce')} className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="badge badge-lg badge-soft badge-primary gap-1"
                aria-label={t('filters.remove', { label: chip.label })}
                onClick={() => change({ [chip.key]: undefined })}
              >
                {chip.label}
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          {chips.length > 1 && (
            <li>
              <button
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => change(Object.fromEntries(chips.map((chip) => [chip.key, undefined])))}
              >
                {t('filters.clearAll')}
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
