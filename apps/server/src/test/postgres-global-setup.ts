import { randomBytes } from 'node:crypto'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client.ts'
import {
  createDatabase,
  DEFAULT_TEST_POSTGRES_URL,
  dropDatabasesWithPrefix,
  urlForDatabase,
} from './postgres.ts'

/**
 * Global setup of the api-postgres project: one uniquely named template database, migrated once; every test
 * file clones it (CREATE DATABASE ... TEMPLATE) in createTestContext. Teardown drops the template and any clone.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_POSTGRES_URL || DEFAULT_TEST_POSTGRES_URL
  const prefix = `keyhaven_test_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
  const template = `${prefix}_template`

  await createDatabase(adminUrl, template)
  try {
    const database = openDatabase({ url: urlForDatabase(adminUrl, template) })
    try {
      await database.migrate()
    } finally {
      await database.close()
    }
  } catch (error) {
    await dropDatabasesWithPrefix(adminUrl, prefix)
    throw error
  }

  project.provide('postgresAdminUrl', adminUrl)
  project.provide('postgresTemplate', template)
  project.provide('postgresPrefix', prefix)

  return async () => {
    await dropDatabasesWithPrefix(adminUrl, prefix)
  }
}
