import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@keyhaven/contract'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { problemIn } from './problems.ts'
import { type WordKey, wordsIn } from './words.ts'

// The API's catalogues (what its notifications and e-mails say) are complete in every language: the same keys
// as English, none empty, each compiling as ICU MessageFormat and naming the same values as the English message
// (a translation that drops `{title}` would lose what the sentence is about).
const read = async (language: string) =>
  JSON.parse(await readFile(path.join(import.meta.dirname, `${language}.json`), 'utf8')) as Record<
    string,
    string
  >
const namesIn = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map(([, name]) => name))].sort()

describe("the API's message catalogues", () => {
  for (const language of LANGUAGES) {
    it(`${language}: every message translated, compiling, with the English message's values`, async () => {
      const english = await read(DEFAULT_LANGUAGE)
      const translated = await read(language)
      expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort())
      for (const [key, message] of Object.entries(translated)) {
        expect(message.trim(), key).not.toBe('')
        expect(() => compileMessage(message), key).not.toThrow()
        expect(namesIn(message), key).toEqual(namesIn(english[key] ?? ''))
      }
    })
  }
})

// An error message is found by its English text (problems.ts): each `problem.*` entry's English, written with
// values, must be found again as that entry, its values plain `{name}`s the matcher can read back.
describe("the API's error messages", () => {
  it('are each found by their English, with their values, and written in every language', async () => {
    const english = await read(DEFAULT_LANGUAGE)
    const problems = Object.entries(english).filter(([key]) => key.startsWith('problem.'))
    expect(problems.length).toBeGreaterThan(0)
    for (const [key, message] of problems) {
      const names = namesIn(message)
      expect(message.replace(/\{\s*[A-Za-z_]\w*\s*\}/g, ''), key).not.toMatch(/[{}]/)
      const values = Object.fromEntries(
        names.map((name) => [name, name === 'field' ? 'someField' : `«${name}»`]),
      )
      const asWritten = wordsIn(DEFAULT_LANGUAGE).t(key as WordKey, values)
      for (const language of LANGUAGES)
        expect(problemIn(language, asWritten), `${key} in ${language}`).toBe(
          wordsIn(language).t(key as WordKey, values),
        )
    }
  })
})
