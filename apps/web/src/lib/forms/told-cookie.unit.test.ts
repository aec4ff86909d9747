import { describe, expect, it } from 'vitest'
import { readTold, toldCookie } from './told-cookie.server.ts'

const requestWith = async (value: unknown) =>
  new Request('http://localhost/', { headers: { Cookie: await toldCookie.serialize(value) } })

describe('readTold', () => {
  it('reads a result and a failure as they were set', async () => {
    expect(await readTold(await requestWith({ text: 'Saved.' }))).toEqual({ text: 'Saved.' })
    expect(await readTold(await requestWith({ text: 'No export.', failed: true }))).toEqual({
      text: 'No export.',
      failed: true,
    })
  })

  it('reads a cookie set as plain text as a result', async () => {
    expect(await readTold(await requestWith('Property deleted.'))).toEqual({ text: 'Property deleted.' })
  })

  it('finds nothing without the cookie or with a cleared one', async () => {
    expect(await readTold(new Request('http://localhost/'))).toBeNull()
    expect(await readTold(await requestWith(''))).toBeNull()
  })
})
