import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages.ts'
import { type ProblemKey, problemIn, problemText } from './problems.ts'

// The refusals' catalogues are complete in every language: the same entries as English, none empty, each
// compiling as ICU MessageFormat and naming the same values as the English (a translation that drops `{max}`
// would lose the limit the person must keep to).
const read = async (language: string) =>
  JSON.parse(await readFile(path.join(import.meta.dirname, `${language}.json`), 'utf8')) as Record<
    string,
    string
  >
type Tokens = string | readonly (string | readonly [string, string?, unknown?])[]
/** The values a message names, in its cases too (a case's own words, `{aceptar}`, are no value). */
function namesIn(message: string): string[] {
  const names = new Set<string>()
  const walk = (tokens: Tokens) => {
    if (typeof tokens === 'string') return
    for (const token of tokens) {
      if (typeof token === 'string') continue
      const [name, , cases] = token
      names.add(name)
      if (cases && typeof cases === 'object')
        for (const [key, inner] of Object.entries(cases)) if (key !== 'offset') walk(inner as Tokens)
    }
  }
  walk(compileMessage(message) as Tokens)
  return [...names].sort()
}

describe("the refusals' catalogues", () => {
  for (const language of LANGUAGES) {
    it(`${language}: every entry translated, compiling, with the English entry's values`, async () => {
      const english = await read(DEFAULT_LANGUAGE)
      const translated = await read(language)
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
      for (const [key, message] of Object.entries(translated)) {
        expect(key).toMatch(/^problem\./)
        expect(message.trim(), key).not.toBe('')
        expect(() => compileMessage(message), key).not.toThrow()
        expect(namesIn(message), key).toEqual(namesIn(english[key] ?? ''))
      }
    })
  }
})

// A message is found by its English text (problems.ts): each entry's English, written with values, must be
// found again as that entry, its values plain `{name}`s the matcher can read back.
describe('the refusals', () => {
  it('are each found by their English, with their values, and written in every language', async () => {
    const english = await read(DEFAULT_LANGUAGE)
    const problems = Object.entries(english)
    expect(problems.length).toBeGreaterThan(0)
    for (const [key, message] of problems) {
      const names = namesIn(message)
      expect(message.replace(/\{\s*[A-Za-z_]\w*\s*\}/g, ''), key).not.toMatch(/[{}]/)
      const values = Object.fromEntries(
        names.map((name) => [name, name === 'field' ? 'someField' : `«${name}»`]),
      )
      const asWritten = problemText(DEFAULT_LANGUAGE, key as ProblemKey, values)
      for (const language of LANGUAGES)
        expect(problemIn(language, asWritten), `${key} in ${language}`).toBe(
          problemText(language, key as ProblemKey, values),
        )
    }
  })
})
