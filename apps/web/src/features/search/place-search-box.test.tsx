import type { PlaceSuggestion } from '@keyhaven/contract'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PlaceSearchBox } from './place-search-box.tsx'

// The location box's suggestions: asked once typing pauses, an answer older than the newest question dropped,
// and the combobox pattern's keys (arrows move, Enter picks, Escape closes) on the input that keeps the focus.

const place = (city: string, region: string, listings = 3): PlaceSuggestion => ({
  city,
  region,
  label: `${city}, ${region}`,
  listings,
})
const CHICAGO = place('Chicago', 'IL', 40)
const CHICO = place('Chico', 'CA', 2)

/** Answers each question when the test says so. */
function controlledSuggest() {
  const questions: { text: string; answer: (places: PlaceSuggestion[]) => void }[] = []
  const suggest = vi.fn(
    (text: string) =>
      new Promise<PlaceSuggestion[]>((resolve) => {
        questions.push({ text, answer: resolve })
      }),
  )
  return { suggest, questions }
}

function Box({ suggest }: { suggest: (text: string, signal: AbortSignal) => Promise<PlaceSuggestion[]> }) {
  const [value, setValue] = useState('')
  return (
    <>
      <PlaceSearchBox value={value} onChange={setValue} suggest={suggest} />
      <output>searching for {value}</output>
    </>
  )
}

const input = () => screen.getByRole('combobox', { name: 'Search by location' })
const type = (text: string) => fireEvent.change(input(), { target: { value: text } })
// The typing pause is the box's own timer: the tests run it rather than wait for it.
const typingPauses = () => act(() => vi.runOnlyPendingTimersAsync())
/** An answer reaches the box: its promise settles and React renders what it set. */
const answered = (reply: () => void) =>
  act(async () => {
    reply()
  })
beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('PlaceSearchBox', () => {
  it('asks once typing pauses, with the text typed last', async () => {
    const { suggest, questions } = controlledSuggest()
    render(<Box suggest={suggest} />)
    type('C')
    type('Ch')
    type('Chi')
    expect(questions).toHaveLength(0)
    await typingPauses()
    expect(suggest).toHaveBeenCalledTimes(1)
    expect(questions[0]?.text).toBe('Chi')
  })

  it('drops an answer that arrives after a newer question', async () => {
    const { suggest, questions } = controlledSuggest()
    render(<Box suggest={suggest} />)
    type('Chi')
    await typingPauses()
    type('Chica')
    await typingPauses()
    expect(questions).toHaveLength(2)
    await answered(() => questions[1]?.answer([CHICAGO]))
    expect(screen.getByRole('option', { name: /Chicago, IL/ })).toBeTruthy()
    await answered(() => questions[0]?.answer([CHICO]))
    // The old answer's place never shows, and the newer one stays.
    expect(screen.queryByRole('option', { name: /Chico, CA/ })).toBeNull()
    expect(screen.getByRole('option', { name: /Chicago, IL/ })).toBeTruthy()
  })

  it('moves through the places with the arrow keys, picks with Enter and closes with Escape', async () => {
    const { suggest, questions } = controlledSuggest()
    render(<Box suggest={suggest} />)
    type('Chic')
    await typingPauses()
    await answered(() => questions[0]?.answer([CHICAGO, CHICO]))
    const listbox = screen.getByRole('listbox', { name: 'Suggested places' })
    expect(input().getAttribute('aria-expanded')).toBe('true')
    expect(input().getAttribute('aria-controls')).toBe(listbox.id)

    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    const [first, second] = screen.getAllByRole('option')
    expect(input().getAttribute('aria-activedescendant')).toBe(first?.id)
    expect(first?.getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(input().getAttribute('aria-activedescendant')).toBe(second?.id)
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(input().getAttribute('aria-activedescendant')).toBe(first?.id)
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    expect(input().getAttribute('aria-activedescendant')).toBe(second?.id)

    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input().getAttribute('aria-activedescendant')).toBeNull()

    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(input().getAttribute('aria-expanded')).toBe('true')
    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(screen.getByText('searching for Chicago')).toBeTruthy()
    expect((input() as HTMLInputElement).value).toBe('Chicago')
    expect(input().getAttribute('aria-expanded')).toBe('false')
  })

  it('picks a place with a tap, and asks nothing for the picked text', async () => {
    const { suggest, questions } = controlledSuggest()
    render(<Box suggest={suggest} />)
    type('Chicgo')
    await typingPauses()
    await answered(() => questions[0]?.answer([CHICAGO]))
    fireEvent.click(screen.getByRole('option', { name: /Chicago, IL/ }))
    expect(screen.getByText('searching for Chicago')).toBeTruthy()
    await typingPauses()
    expect(suggest).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('option')).toBeNull()
  })
})
