import { parseArgs } from 'node:util'
import { sql } from 'drizzle-orm'
import { openResources } from '../bootstrap.ts'
import { ConfigError, loadConfig } from '../config/config.ts'
import { addSyntheticProperties, clearDatabase, seedDemoData } from './seed.ts'

const usage = 'Usage: npm run seed -- [--reset] [--properties N]'

async function main() {
  const { values } = parseArgs({
    options: { reset: { type: 'boolean', default: false }, properties: { type: 'string' } },
  })
  const extra = values.properties === undefined ? 0 : Number(values.properties)
  if (!Number.isInteger(extra) || extra < 0)
    throw new ConfigError(`--properties must be a whole number\n${usage}`)

  const config = loadConfig()
  const { database, storage } = await openResources(config)
  try {
    if (values.reset) {
      await clearDatabase(database.db)
      console.log('Cleared the database.')
    }
    console.log(
      (await seedDemoData(database.db, storage, { currency: config.currency }))
        ? 'Seeded demo data.'
        : 'Demo data already present.',
    )
    if (extra > 0) {
      const started = performance.now()
      await addSyntheticProperties(database.db, extra, undefined, config.currency)
      // Fresh statistics for the planner after a bulk load (PGlite runs no autovacuum).
      await database.db.execute(sql`ANALYZE`)
      console.log(`Added ${extra} synthetic properties in ${Math.round(performance.now() - started)} ms.`)
    }
  } finally {
    await database.close()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
