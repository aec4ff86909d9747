import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { isSafeKey, type ObjectStorage } from './storage.ts'

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.avif': 'image/avif',
}

export function createLocalStorage(dir: string): ObjectStorage {
  const ready = mkdir(dir, { recursive: true })
  return {
    async put(key, body) {
      if (!isSafeKey(key)) throw new Error(`Refusing to store unsafe key ${key}`)
      await ready
      // Write then rename, so a crash never leaves a half-written image behind a valid name.
      const target = path.join(dir, key)
      const temporary = `${target}.${process.pid}.tmp`
      await writeFile(temporary, body)
      await rename(temporary, target)
    },
    async get(key) {
      if (!isSafeKey(key)) return null
      try {
        const body = await readFile(path.join(dir, key))
        return { body, contentType: contentTypes[path.extname(key)] ?? 'application/octet-stream' }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
  }
}
