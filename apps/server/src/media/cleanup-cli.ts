import { openResources } from '../bootstrap.ts'
import { ConfigError, loadConfig } from '../config/config.ts'
import { cleanUpUnusedUploads } from './cleanup.ts'

/** `npm run cleanup-uploads`: removes uploads unused for a day, for cron-style use (the server also runs it hourly). */
async function main() {
  const { database, storage } = await openResources(loadConfig())
  try {
    const removed = await cleanUpUnusedUploads(database.db, storage)
    console.log(`Removed ${removed} unused upload${removed === 1 ? '' : 's'}.`)
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error)
  process.exit(1)
})
