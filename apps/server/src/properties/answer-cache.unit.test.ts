import { describe, expect, it } from 'vitest'
import { createAnswerCache } from './answer-cache.ts'

/** A read that answers its own number: how many reads there were when it ran. */
function counting() {
  let reads = 0
  return { read: async () => ++reads, reads: () => reads }
}

describe('answer cache', () => {
  it('keeps an answer per key while the version stays', async () => {
    const cache = createAnswerCache<number>()
    const { read, reads } = counting()
    expect(await cache.get(1n, 'a', read)).toBe(1)
    expect(await cache.get(1n, 'a', read)).toBe(1)
    expect(await cache.get(1n, 'b', read)).toBe(2)
    expect(reads()).toBe(2)
  })

  it('reads again at a newer version, and forgets every older answer', async () => {
    const cache = createAnswerCache<number>()
    const { read } = counting()
    await cache.get(1n, 'a', read)
    await cache.get(1n, 'b', read)
    expect(await cache.get(2n, 'a', read)).toBe(3)
    expect(await cache.get(2n, 'b', read)).toBe(4)
  })

  it('answers an older version (a replica behind) from a read of its own and keeps nothing of it', async () => {
    const cache = createAnswerCache<number>()
    const { read } = counting()
    await cache.get(2n, 'a', read)
    expect(await cache.get(1n, 'a', read)).toBe(2)
    expect(await cache.get(1n, 'b', read)).toBe(3)
    expect(await cache.get(2n, 'a', read)).toBe(1)
    expect(await cache.get(2n, 'b', read)).toBe(4)
  })

  it('reads again once an answer is older than its age', async () => {
    let now = 0
    const cache = createAnswerCache<number>({ maxAgeMs: 1000, now: () => now })
    const { read } = counting()
    await cache.get(1n, 'a', read)
    now = 999
    expect(await cache.get(1n, 'a', read)).toBe(1)
    now = 1000
    expect(await cache.get(1n, 'a', read)).toBe(2)
  })

  it('shares one read between requests that come together', async () => {
    const cache = createAnswerCache<number>()
    const { read, reads } = counting()
    const answers = await Promise.all([cache.get(1n, 'a', read), cache.get(1n, 'a', read)])
    expect(answers).toEqual([1, 1])
    expect(reads()).toBe(1)
  })

  it('keeps no failed read', async () => {
    const cache = createAnswerCache<number>()
    await expect(cache.get(1n, 'a', () => Promise.reject(new Error('no')))).rejects.toThrow('no')
    expect(await cache.get(1n, 'a', async () => 7)).toBe(7)
  })
})
