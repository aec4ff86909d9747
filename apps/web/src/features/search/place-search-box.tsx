import type { PlaceSuggestion } from '@keyhaven/contract'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { useT } from '../../lib/i18n/use-t.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'

/** How long typing must pause before places are suggested. */
export const SUGGEST_DELAY_MS = 200

type Suggest = (text: string, signal: AbortSignal) => Promise<PlaceSuggestion[]>

// The suggestions' code (and their answer's schema) loads with the first question typed, not with the page.
const suggestPlaces: Suggest = async (text, signal) =>
  (await import('./place-suggestions.ts')).suggestPlaces(text, signal)

/**
 * The location search box with place suggestions as one types: the combobox pattern of WAI-ARIA (a list box of
 * places the arrow keys move through, Enter picks, Escape closes; the input keeps the focus and names the active
 * place through aria-activedescendant). Suggestions are asked once typing pauses, and an answer that arrives
 * after a newer question is dropped. A picked place's city becomes the search.
 */
export function PlaceSearchBox({
  value,
  onChange,
  form,
  suggest = suggestPlaces,
}: {
  value: string
  onChange: (text: string) => void
  /** The GET form the box belongs to (the page's filters), so it works before the scripts run. */
  form?: string
  suggest?: Suggest
}) {
  const t = useT('search')
  const listId = useId()
  const [places, setPlaces] = useState<PlaceSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  // Only what the person typed asks for suggestions: not the text a URL brought, nor a place just picked.
  const [typed, setTyped] = useState<string | null>(null)
  const question = useDebouncedValue(typed?.trim() ?? '', SUGGEST_DELAY_MS)
  const latest = useRef(0)

  useEffect(() => {
    const asked = ++latest.current
    if (!question) {
      setPlaces([])
      setOpen(false)
      return
    }
    const controller = new AbortController()
    suggest(question, controller.signal).then(
      (answer) => {
        if (asked !== latest.current) return
        setPlaces(answer)
        setActive(-1)
        setOpen(answer.length > 0)
      },
      // Suggestions are a help: without them the search box still searches.
      () => {},
    )
    return () => controller.abort()
  }, [question, suggest])

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const pick = (place: PlaceSuggestion) => {
    setTyped(null)
    close()
    onChange(place.city)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = places.length
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return
      event.preventDefault()
      const step = event.key === 'ArrowDown' ? 1 : -1
      setOpen(true)
      setActive((current) => (open ? (current + step + count) % count : step === 1 ? 0 : count - 1))
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault()
      const place = places[active]
      if (place) pick(place)
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      close()
    }
  }

  const optionId = (index: number) => `${listId}-${index}`
  const shown = open && places.length > 0

  return (
    <div className="relative w-full sm:max-w-sm">
      <label className="input w-full">
        <span className="sr-only">{t('place.label')}</span>
        <input
          type="search"
          name="search"
          form={form}
          autoComplete="off"
          placeholder={t('place.label')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
          value={value}
          onChange={(event) => {
            setTyped(event.target.value)
            onChange(event.target.value)
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
        />
      </label>
      <div
        id={listId}
        role="listbox"
        aria-label={t('place.suggestions')}
        hidden={!shown}
        className="absolute z-20 mt-1 w-full rounded-box bg-base-100 p-1 shadow-lg"
      >
        {places.map((place, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the combobox input's (aria-activedescendant)
          <div
            key={place.label}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            // The input keeps the focus (a press would blur it and close the list before the click).
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
            className={`flex min-h-11 cursor-pointer flex-row items-center justify-between rounded-field px-3 ${index === active ? 'bg-base-200' : ''}`}
          >
            <span>{place.label}</span>
            <span className="text-xs text-base-content/70">
              {t('place.homes', { count: place.listings })}
            </span>
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        {shown ? t('place.suggested', { count: places.length }) : ''}
      </p>
    </div>
  )
}
