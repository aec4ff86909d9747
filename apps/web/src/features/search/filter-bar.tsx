import { LISTING_SORTS, type ListingSort, PROPERTY_CATEGORIES } from '@keyhaven/contract'
import { useEffect, useId, useState } from 'react'
import { FILTER_FORM } from './filter-form.ts'
import { describeFilters, type FilterKey, type SearchFilters, SORT_LABELS } from './filters.ts'

interface FilterBarProps {
  filters: SearchFilters
  /** Sets (a value) or clears (undefined) filters; the page goes back to the first. */
  onChange: (changes: Partial<Record<FilterKey, string | undefined>>) => void
}

const COUNTS = ['1', '2', '3', '4', '5']

/** A number typed into a price box, committed on Enter or when the box is left. */
function PriceInput({
  name,
  label,
  value,
  onCommit,
}: {
  name: FilterKey
  label: string
  value: string | undefined
  onCommit: (value: string | undefined) => void
}) {
  const [text, setText] = useState(value ?? '')
  useEffect(() => setText(value ?? ''), [value])
  const commit = () => {
    const cleaned = text.replace(/[\s,$]/g, '')
    if (cleaned === (value ?? '')) return
    onCommit(/^\d+(\.\d{1,2})?$/.test(cleaned) ? cleaned : undefined)
  }
  const id = useId()
  return (
    <div className="floating-label w-full sm:w-36">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        form={FILTER_FORM}
        // The URL holds the filters: the browser must not put back what it saw before a reload.
        autoComplete="off"
        className="input w-full"
        inputMode="decimal"
        placeholder={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit()
        }}
      />
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
  const id = useId()
  return (
    <div className="floating-label w-full sm:w-40">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
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
    </div>
  )
}

/**
 * All Properties' filters: on a wide screen a row of fields; on a phone a Filters button that opens them. The
 * filters in force show as chips, each removable, at every width.
 */
export function FilterBar({ filters, onChange }: FilterBarProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  // The search box and the map area have their own controls on the page; the chips still show them.
  const chips = describeFilters(filters)
  const fieldCount = chips.filter((chip) => chip.key !== 'search' && chip.key !== 'bbox').length

  return (
    <section aria-label="Filters" className="flex flex-col gap-3">
      <button
        type="button"
        className="btn btn-outline sm:hidden"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        Filters{fieldCount > 0 ? ` (${fieldCount})` : ''}
      </button>
      <div
        id={panelId}
        className={`${open ? 'flex' : 'hidden'} flex-col gap-3 sm:flex sm:flex-row sm:flex-wrap`}
      >
        <SelectFilter
          name="listingType"
          label="Listing type"
          anyLabel="Sale or rent"
          value={filters.listingType}
          options={[
            { value: 'sale', label: 'For sale' },
            { value: 'rent', label: 'For rent' },
          ]}
          onSelect={(listingType) => onChange({ listingType })}
        />
        <SelectFilter
          name="category"
          label="Category"
          anyLabel="Any category"
          value={filters.category}
          options={PROPERTY_CATEGORIES.map((category) => ({ value: category, label: category }))}
          onSelect={(category) => onChange({ category })}
        />
        <PriceInput
          name="minPrice"
          label="Min price"
          value={filters.minPrice}
          onCommit={(minPrice) => onChange({ minPrice })}
        />
        <PriceInput
          name="maxPrice"
          label="Max price"
          value={filters.maxPrice}
          onCommit={(maxPrice) => onChange({ maxPrice })}
        />
        <SelectFilter
          name="minBeds"
          label="Bedrooms"
          anyLabel="Any beds"
          value={filters.minBeds}
          options={COUNTS.map((count) => ({ value: count, label: `${count}+ beds` }))}
          onSelect={(minBeds) => onChange({ minBeds })}
        />
        <SelectFilter
          name="minBaths"
          label="Bathrooms"
          anyLabel="Any baths"
          value={filters.minBaths}
          options={COUNTS.slice(0, 4).map((count) => ({ value: count, label: `${count}+ baths` }))}
          onSelect={(minBaths) => onChange({ minBaths })}
        />
        <SelectFilter
          name="sort"
          label="Sort by price"
          anyLabel="Sort by price"
          value={filters.sort === 'newest' ? undefined : filters.sort}
          options={LISTING_SORTS.filter((sort) => sort !== 'newest').map((sort: ListingSort) => ({
            value: sort,
            label: SORT_LABELS[sort],
          }))}
          onSelect={(sort) => onChange({ sort })}
        />
      </div>
      {chips.length > 0 && (
        <ul aria-label="Filters in force" className="flex flex-wrap gap-2">
          {chips.map((chip) => (
            <li key={chip.key}>
              <button
                type="button"
                className="badge badge-lg badge-soft badge-primary gap-1"
                aria-label={`Remove filter: ${chip.label}`}
                onClick={() => onChange({ [chip.key]: undefined })}
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
                onClick={() => onChange(Object.fromEntries(chips.map((chip) => [chip.key, undefined])))}
              >
                Clear all
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  )
}
