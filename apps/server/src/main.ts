import { sql } from 'drizzle-orm'
import { createApp } from './app.ts'
import { openResources } from './bootstrap.ts'
import { ConfigError, loadConfig } from './config/config.ts'
import { createExchangeRateService, exchangeRateFetchJob } from './exchange-rates/service.ts'
import { feedRemovalsPruneJob } from './feed/service.ts'
import { configuredGeocoder } from './geocode/configured.ts'
import { serveConnections } from './http/connections.ts'
import { createLogger } from './http/logger.ts'
import { rateCounterPruneJob } from './http/rate-limit.ts'
import { createJobRunner } from './jobs/job-runner.ts'
import { createMailer } from './mail/mailer.ts'
import { uploadCleanupJob } from './media/cleanup.ts'
import { createMetrics } from './metrics/metrics.ts'
import { createNotifier, notificationMailJob } from './notifications/notifier.ts'
import { createOfferService, offerExpiryJob } from './offers/service.ts'
import { priceDropDigestJob } from './price-drops/digest.ts'
import { createLifecycleService, listingExpiryJob } from './properties/lifecycle.ts'
import { drainOnSignals } from './shutdown.ts'
import { createViewingService, viewingReminderJob } from './viewings/service.ts'

async function main() {
  const started = performance.now()
  const config = loadConfig()
  const logger = createLogger(config.logLevel)
  const { database, storage, secret, seeded } = await openResources(config, {
    seed: config.seedDemoData,
    readReplicas: logger,
  })
  logger.info('database ready', { kind: database.kind })
  if (seeded) logger.info('seeded demo data')
  // PGlite runs no autovacuum, so its planner has no statistics unless asked; without them the listing
  // queries choose poor plans (measured 3-30x slower in the bench).
  if (database.kind === 'pglite') await database.db.execute(sql`ANALYZE`)

  const metrics = createMetrics(database)
  const mailer = createMailer(config.smtpUrl, config.mailFrom, logger)
  const notifier = createNotifier({
    db: database.db,
    mailer,
    logger,
    baseUrl: config.baseUrl,
  })
  let shuttingDown = false
  const geocoder = configuredGeocoder(config)
  const app = createApp({
    config,
    database,
    storage,
    logger,
    secret,
    mailer,
    notifier,
    metrics,
    geocoder,
    isShuttingDown: () => shuttingDown,
  })
  const connections = serveConnections(app.fetch, { port: config.port, hostname: config.host }, () =>
    // The runtime's version goes in the log, not in a public probe's answer.
    logger.info('listening', {
      url: config.baseUrl,
      node: process.version,
      startMs: Math.round(performance.now() - started),
    }),
  )

  // In the background, a batch per turn of the event loop: the first place look-up finds it loaded.
  geocoder.warm().catch((error: unknown) => logger.error('geocoder warm-up failed', { error: String(error) }))

  const jobs = createJobRunner({ database, logger, countRun: metrics.countJobRun })
  jobs.start([
    uploadCleanupJob(database.db, storage),
    notificationMailJob(notifier),
    priceDropDigestJob({ db: database.db, mailer, logger, baseUrl: config.baseUrl }),
    offerExpiryJob(createOfferService(database.db, notifier, config.offerPaymentDays)),
    rateCounterPruneJob(database.db),
    viewingReminderJob(createViewingService(database.db, notifier)),
    listingExpiryJob(createLifecycleService(database.db, notifier, { listingDays: config.listingDays })),
    feedRemovalsPruneJob(database.db, config.feed.removalsDays),
    ...(config.exchangeRates
      ? [
          exchangeRateFetchJob(
            createExchangeRateService(database.db),
            config.exchangeRates.url,
            config.exchangeRates.intervalMinutes * 60_000,
          ),
        ]
      : []),
  ])

  drainOnSignals({
    connections,
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    onDrainStart: () => {
      shuttingDown = true
    },
    // Jobs and the database close after the last request, since requests use both.
    afterDrain: async () => {
      await jobs.stop()
      await database.close()
    },
  })
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
