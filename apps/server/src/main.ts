import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { openResources } from './bootstrap.ts'
import { ConfigError, loadConfig } from './config/config.ts'
import { createLogger } from './http/logger.ts'
import { createMailer } from './mail/mailer.ts'
import { seedDemoData } from './seed/seed.ts'

async function main() {
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  const { database, storage, secret } = await openResources(config)
  logger.info('database ready', { kind: database.kind })
  if (config.seedDemoData && (await seedDemoData(database.db, storage))) logger.info('seeded demo data')

  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger)
  const app = createApp({ config, database, storage, logger, secret, mailer })
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () =>
    logger.info('listening', { url: config.baseUrl }),
  )
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
