import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Cursor } from './cursor.ts'
import { createPageAnchors } from './page-anchors.ts'

const cursor = (key: string): Cursor => ({ order: 'asc', key, id: '00000000-0000-4000-8000-000000000000' })

describe('page anchors', () => {
  afterEach(() => vi.useRealTimers())

  it('gives the nearest page end at or before an offset, of the same search only', () => {
    const anchors = createPageAnchors()
    expect(anchors.before('a', 100)).toBeUndefined()
    anchors.remember('a', { offset: 10, cursor: cursor('10') })
    anchors.remember('a', { offset: 30, cursor: cursor('30') })
    expect(anchors.before('a', 9)).toBeUndefined()
    expect(anchors.before('a', 25)).toEqual({ offset: 10, cursor: cursor('10') })
    expect(anchors.before('a', 30)).toEqual({ offset: 30, cursor: cursor('30') })
    expect(anchors.before('a', 1000)).toEqual({ offset: 30, cursor: cursor('30') })
    expect(anchors.before('b', 30)).toBeUndefined()
  })

  it('forgets each anchor a minute after it was made', () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const anchors = createPageAnchors()
    anchors.remember('a', { offset: 10, cursor: cursor('10') })
    vi.setSystemTime(Date.now() + 59_000)
    anchors.remember('a', { offset: 20, cursor: cursor('20') })
    expect(anchors.before('a', 15)).toEqual({ offset: 10, cursor: cursor('10') })
    vi.setSystemTime(Date.now() + 2_000)
    expect(anchors.before('a', 15)).toBeUndefined()
    expect(anchors.before('a', 25)).toEqual({ offset: 20, cursor: cursor('20') })
    // Made again, an anchor counts its minute afresh.
    anchors.remember('a', { offset: 10, cursor: cursor('10 again') })
    expect(anchors.before('a', 15)).toEqual({ offset: 10, cursor: cursor('10 again') })
    vi.setSystemTime(Date.now() + 60_000)
    expect(anchors.before('a', 25)).toBeUndefined()
  })

  it('keeps the 64 latest anchors of a search', () => {
    const anchors = createPageAnchors()
    for (let offset = 1; offset <= 65; offset++)
      anchors.remember('a', { offset, cursor: cursor(`${offset}`) })
    expect(anchors.before('a', 1)).toBeUndefined()
    expect(anchors.before('a', 2)).toEqual({ offset: 2, cursor: cursor('2') })
  })

  it('keeps the 1,000 searches paged last', () => {
    const anchors = createPageAnchors()
    for (let search = 0; search <= 1000; search++) {
      anchors.remember(`s${search}`, { offset: 5, cursor: cursor('5') })
      // The first search is paged again, so the second is the least recent.
      if (search === 1) anchors.remember('s0', { offset: 5, cursor: cursor('5') })
    }
    expect(anchors.before('s0', 5)).toBeDefined()
    expect(anchors.before('s1', 5)).toBeUndefined()
    expect(anchors.before('s2', 5)).toBeDefined()
  })
})
