import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { DEFAULT_LANGUAGE, LANGUAGES } from '@keyhaven/contract'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'

// Every catalogue is complete in every language: the same keys as English, none empty, each compiling as ICU
// MessageFormat and naming the same values as the English message (a translation that drops `{name}` would
// lose what the sentence is about).
const localesDir = path.resolve(import.meta.dirname, '../../locales')
const read = async (language: string, file: string) =>
  JSON.parse(await readFile(path.join(localesDir, language, file), 'utf8')) as Record<string, string>
const namesIn = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map(([, name]) => name))].sort()

const files = (await readdir(path.join(localesDir, DEFAULT_LANGUAGE))).filter((file) =>
  file.endsWith('.json'),
)

describe('message catalogues', () => {
  it('cover every language with the same files', async () => {
    for (const language of LANGUAGES) {
      const own = (await readdir(path.join(localesDir, language))).filter((file) => file.endsWith('.json'))
      expect(own.sort(), language).toEqual([...files].sort())
    }
  })

  for (const file of files) {
    it(`${file}: every message translated, compiling, with the English message's values`, async () => {
      const english = await read(DEFAULT_LANGUAGE, file)
      for (const language of LANGUAGES) {
        const translated = await read(language, file)
        expect(Object.keys(translated).sort(), `${language}/${file}`).toEqual(Object.keys(english).sort())
        for (const [key, message] of Object.entries(translated)) {
          const where = `${language}/${file} ${key}`
          expect(message.trim(), where).not.toBe('')
          expect(() => compileMessage(message), where).not.toThrow()
          expect(namesIn(message), where).toEqual(namesIn(english[key] ?? ''))
        }
      }
    })
  }
})
