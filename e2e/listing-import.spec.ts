import { randomUUID } from 'node:crypto'
import { adminHeaders, createAccount, signInAs } from './support/accounts.ts'
import { expectNoAxeViolations } from './support/axe.ts'
import { expect, test } from './support/interactive.ts'

// Import listings: a CSV file with one bad row is checked (the report names the row and the column), then its
// good rows are imported as drafts, which My Added Properties shows; the export there holds them.

test('an import with one bad row: checked, reported by row and column, the good rows imported as drafts', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const base = baseURL ?? ''
  const tag = randomUUID().slice(0, 6)
  const agent = await createAccount(request, base, `Ivy Importer ${tag}`)
  const made = await request.patch(`/api/users/make-agent/${encodeURIComponent(agent.email)}`, {
    headers: await adminHeaders(request, base),
  })
  expect(made.status()).toBe(200)
  await signInAs(page, base, agent.email)

  const csv = [
    'title,priceRange,city,bedrooms,features',
    `Linden House ${tag},"$420,000 - $450,000",Bristol,4,garden;garage`,
    `Broken Row ${tag},$300000,Bath,lots,`,
    `Quay Flat ${tag},"$210,000 - $215,000",Cardiff,2,balcony`,
  ].join('\r\n')

  await page.goto('/dashboard/import-listings')
  await expect(page.getByRole('heading', { name: 'Import listings' })).toBeVisible()
  // Nothing chosen: the form says so, without a request.
  await page.getByRole('button', { name: 'Check file' }).click()
  await expect(page.getByText('Choose a CSV file')).toBeVisible()

  await page
    .getByLabel('CSV file', { exact: true })
    .setInputFiles({ name: 'listings.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
  await page.getByRole('button', { name: 'Check file' }).click()
  await expect(
    page.getByText('2 rows are ready to import; 1 row has errors and will be left out.'),
  ).toBeVisible()
  const report = page.getByRole('table')
  // The rows whose Result cell says Errors (the header names its column so too).
  const badRow = report
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Errors', exact: true }) })
  await expect(badRow).toHaveCount(1)
  await expect(badRow.getByRole('cell').first()).toHaveText('3')
  await expect(badRow).toContainText('bedrooms: bedrooms must be a whole number')
  await expect(badRow).toContainText('priceRange: Price range must look like $5000 - $7000')

  await expectNoAxeViolations(page, 'Import listings with its report')

  await page.getByRole('button', { name: 'Import 2 listings' }).click()
  await expect(page.getByText('2 listings were imported as drafts.')).toBeVisible()
  await page.getByRole('link', { name: 'Go to My Added Properties' }).click()
  await expect(page).toHaveURL('/dashboard/myAddProperties')
  for (const title of [`Linden House ${tag}`, `Quay Flat ${tag}`]) {
    const card = page.getByRole('listitem').filter({ hasText: title })
    await expect(card.getByText('Draft', { exact: true })).toBeVisible()
  }
  await expect(page.getByText(`Broken Row ${tag}`)).toHaveCount(0)

  // The export holds them, in the import's columns.
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('keyhaven-listings.csv')
  const stream = await file.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  const exported = Buffer.concat(chunks).toString('utf8')
  expect(exported).toContain(`Linden House ${tag}`)
  expect(exported).toContain('"$420,000 - $450,000"')
  expect(exported).toContain('garden;garage')
})
