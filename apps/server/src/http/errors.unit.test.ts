import { describe, expect, it } from 'vitest'
import { errorLanguageOf } from './errors.ts'

describe('the language of an error', () => {
  it('is the best of ours Accept-Language names, by its q-values; English when it names none of ours', () => {
    expect(errorLanguageOf('es-MX,es;q=0.9')).toBe('es')
    expect(errorLanguageOf('fr-FR, ar;q=0.5, es;q=0.8')).toBe('es')
    expect(errorLanguageOf('bn;q=0.2, en;q=0.1')).toBe('bn')
    expect(errorLanguageOf('fr, de')).toBe('en')
    expect(errorLanguageOf('')).toBe('en')
  })

  it('is none without Accept-Language: the answer stays as it always was', () => {
    expect(errorLanguageOf(undefined)).toBeUndefined()
  })
})
