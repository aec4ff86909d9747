import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@keyhaven/contract'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'

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
