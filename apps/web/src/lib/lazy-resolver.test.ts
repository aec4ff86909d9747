import type { ResolverOptions } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { lazyZodResolver } from './lazy-resolver.ts'

type Form = { email: string }
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Form>
const schema = z.object({ email: z.email({ error: 'Enter a valid e-mail' }) })

describe('lazyZodResolver', () => {
  it('checks with the schema it loads, once', async () => {
    let loads = 0
    const lazy = lazyZodResolver<Form>(async () => {
      loads += 1
      return schema
    })
    const refused = await lazy.resolver({ email: 'nope' }, undefined, options)
    expect(refused.errors.email?.message).toBe('Enter a valid e-mail')
    const passed = await lazy.resolver({ email: 'lena@example.com' }, undefined, options)
    expect(passed).toEqual({ values: { email: 'lena@example.com' }, errors: {} })
    expect(loads).toBe(1)
  })

  it('lets the form go to the server when the schema cannot load, and asks again next time', async () => {
    let attempt = 0
    const lazy = lazyZodResolver<Form>(async () => {
      attempt += 1
      if (attempt === 1) throw new TypeError('Failed to fetch')
      return schema
    })
    expect(await lazy.resolver({ email: 'nope' }, undefined, options)).toEqual({
      values: { email: 'nope' },
      errors: {},
    })
    const refused = await lazy.resolver({ email: 'nope' }, undefined, options)
    expect(refused.errors.email?.message).toBe('Enter a valid e-mail')
  })
})
