import { randomUUID } from 'node:crypto'
import { request as playwrightRequest } from '@playwright/test'
import { bearerFor, createAccount } from './support/accounts.ts'
import { expect, test } from './support/interactive.ts'
import { addListing, agentWithListing } from './support/listings.ts'

// What people write is put into server-rendered pages: every replacement pattern of String.prototype.replace,
// a script's end and a comment's start must come out as written, on the page and in the data it hands over.

const tag = randomUUID().slice(0, 6)
const title = `Sunny flat $' here $\` now $& ${tag} </script><!--`
const location = `Old $$ Town $1 ${tag}`
const reviewerName = `Rae $& $' Reviewer ${tag}`
const review = `Lovely $' place </script><!-- ${tag}\u2028second line $\``

/** Text as React writes it into HTML. */
const asReactHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;')

/**
 * The page's HTML is one document whose handed-over data (React Router's stream of the loaders' data, in
 * inline scripts) parses and holds every text as written.
 */
function expectOneIntactDocument(html: string, texts: string[]) {
  expect(html.match(/<html/g)).toHaveLength(1)
  expect(html.match(/<\/html>/g)).toHaveLength(1)
  const chunks = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>/g)]
  expect(chunks.length).toBeGreaterThan(0)
  const data = chunks.map(([, chunk]) => JSON.parse(chunk ?? '""') as string).join('')
  for (const text of texts) expect(data).toContain(JSON.stringify(text).slice(1, -1))
}

test('titles, locations, names and reviews with replacement patterns keep the public pages whole', async ({
  page,
  request,
  baseURL,
}) => {
  const base = baseURL ?? ''
  const owner = await agentWithListing(request, base, { title, location, verified: true })
  const { admin, propertyId } = owner
  expect((await request.patch(`/api/properties/advertise/${propertyId}`, { headers: admin })).status()).toBe(
    200,
  )
  const rentalTitle = `Sunny flat $' here ${tag}`
  await addListing(
    { ...owner, request },
    { title: rentalTitle, location, verified: true, listingType: 'rent' },
  )

  const reviewer = await createAccount(request, base, reviewerName)
  const reviewerApi = await playwrightRequest.newContext({ baseURL: base })
  const written = await reviewerApi.post('/api/reviews', {
    headers: await bearerFor(reviewerApi, base, reviewer.email),
    data: { propertyId, description: review },
  })
  expect(written.status()).toBe(201)

  const home = await request.get('/')
  expect(home.status()).toBe(200)
  expectOneIntactDocument(await home.text(), [title, location, reviewerName, review])

  // Rent Properties lists the newest rentals first.
  const rentals = await request.get('/rentProperties')
  expect(rentals.status()).toBe(200)
  const rentalsHtml = await rentals.text()
  expectOneIntactDocument(rentalsHtml, [rentalTitle, location])
  expect(rentalsHtml).toContain(`Details of ${asReactHtml(rentalTitle)}`)

  const notFound = await request.get(`/nope${encodeURIComponent("$'x$`y$&")}`)
  expect(notFound.status()).toBe(404)
  const notFoundHtml = await notFound.text()
  expect(notFoundHtml.match(/<html/g)).toHaveLength(1)
  expect(notFoundHtml).toContain('Page not found')

  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(error.message))
  await page.goto('/')
  await expect(page.getByText(title).first()).toBeVisible()
  await expect(page.getByText(reviewerName).first()).toBeVisible()
  await expect(page.getByText(`Lovely $' place </script><!-- ${tag}`)).toBeVisible()
  await page.goto('/rentProperties')
  await expect(page.getByRole('link', { name: `Details of ${rentalTitle}` })).toBeVisible()
  expect(problems).toEqual([])
})
