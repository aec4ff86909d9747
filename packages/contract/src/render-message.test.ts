import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { type MessageValues, renderMessage } from './render-message.ts'

// Our renderer of compiled messages writes what Lingui's own runtime writes, in each of our languages.
const MESSAGES: [string, MessageValues][] = [
  ['Plain text', {}],
  ['{name}, open your dashboard', { name: 'Nora' }],
  ['{count, plural, one {# home} other {# homes}}', { count: 1 }],
  ['{count, plural, one {# home} other {# homes}}', { count: 1234 }],
  ['{count, plural, =0 {No homes} one {# home} other {# homes}} in {place}', { count: 0, place: 'Dhaka' }],
  [
    '{count, plural, zero {zero} one {one} two {two} few {# few} many {# many} other {# other}}',
    { count: 3 },
  ],
  [
    '{count, plural, zero {zero} one {one} two {two} few {# few} many {# many} other {# other}}',
    { count: 11 },
  ],
  [
    '{count, plural, zero {zero} one {one} two {two} few {# few} many {# many} other {# other}}',
    { count: 2 },
  ],
  ['{count, plural, offset:1 =0 {nobody} one {you} other {you and # others}}', { count: 4 }],
  ['{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { place: 22 }],
  ['{kind, select, rent {For rent} sale {For sale} other {Listed}}', { kind: 'rent' }],
  ['{kind, select, rent {For rent} sale {For sale} other {Listed}}', { kind: 'lease' }],
  ['Total: {amount, number}', { amount: 1234567.5 }],
  ["It''s '{literal}'", {}],
]
const LOCALES = ['en-US', 'bn-BD', 'es-ES', 'ar-EG']

describe('renderMessage', () => {
  for (const locale of LOCALES) {
    it(`writes what Lingui writes in ${locale}`, () => {
      for (const [source, values] of MESSAGES) {
        const compiled = compileMessage(source)
        const lingui = setupI18n({ locale, messages: { [locale]: { message: compiled } } })
        expect(renderMessage(compiled, values, locale), source).toBe(lingui._('message', values))
      }
    })
  }

  it('writes numbers in the language: Bengali and Arabic digits, Spanish grouping', () => {
    const compiled = compileMessage('{count, plural, one {# home} other {# homes}}')
    expect(renderMessage(compiled, { count: 1500 }, 'bn-BD')).toBe('১,৫০০ homes')
    expect(renderMessage(compiled, { count: 12500 }, 'es-ES')).toBe('12.500 homes')
    expect(renderMessage(compiled, { count: 3 }, 'ar-EG')).toBe('٣ homes')
  })
})
