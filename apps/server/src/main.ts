import { serve } from '@hono/node-server'
import { sql } from 'drizzle-orm'
import { createApp } from './app.ts'
import { openResources } from './bootstrap.ts'
import { ConfigError, loadConfig } from './config/config.ts'
import { createLogger } from './http/logger.ts'
import { createMailer } from './mail/mailer.ts'
import { seedDemoData } from './seed/seed.ts'
import { cleanUpUnusedUploads, UPLOAD_CLEANUP_INTERVAL_MS } from './uploads/cleanup.ts'

async function main() {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  const { database, storage, secret } = await openResources(config)
  logger.info('database ready', { kind: database.kind })
  if (config.seedDemoData && (await seedDemoData(database.db, storage))) logger.info('seeded demo data')
  // PGlite runs no autovacuum, so its planner has no statistics unless asked; without them the listing
  // queries choose poor plans (measured 3-30x slower in the bench).
  if (database.kind === 'pglite') await database.db.execute(sql`ANALYZE`)

  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger)
  const app = createApp({ config, database, storage, logger, secret, mailer })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
    logger.info('listening', { url: config.baseUrl }),
  )

  // Uploads that nothing has used for a day go: now, then hourly. A failure is logged and retried next hour.
  let cleaning = false
  const cleanUpUploads = async () => {
    if (cleaning) return
    cleaning = true
    try {
      const removed = await cleanUpUnusedUploads(database.db, storage)
      if (removed > 0) logger.info('removed unused uploads', { count: removed })
    } catch (error) {
      logger.error('upload clean-up failed', {
        error: error instanceof Error ? error.message : String(error),
      })
    } finally {
      cleaning = false
    }
  }
  void cleanUpUploads()
  setInterval(cleanUpUploads, UPLOAD_CLEANUP_INTERVAL_MS).unref()

  const shutdown = (signal: string) => {
    logger.info('shutting down', { signal })
    server.close(() => {
      database.close().finally(() => process.exit(0))
    })
    setTimeout(() => process.exit(1), 10_000).unref()
  }
  process.once('SIGINT', () => shutdown('SIGINT'))
  process.once('SIGTERM', () => shutdown('SIGTERM'))
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
