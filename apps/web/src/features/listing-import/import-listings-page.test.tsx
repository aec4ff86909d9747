import { LISTING_CSV_COLUMNS } from '@keyhaven/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fieldError } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { importListingsAction } from './import-actions.server.ts'
import { ImportListingsPage } from './import-listings-page.tsx'

// Import listings: a CSV checked, then imported, through the route's action run beside the page, which sends the
// file on to the API each time.

const api = serveApi()
const IMPORT = '/api/properties/import'
const CSV = 'title,location\nLinden House,1 Linden Way\n'
const REPORT = {
  created: 0,
  rows: [
    { row: 2, ok: true, errors: [] },
    { row: 3, ok: false, errors: [{ column: 'bedrooms', message: 'bedrooms must be a whole number' }] },
  ],
}

const open = () => {
  answerSignedIn(api, undefined, 'agent')
  renderPage(
    [
      {
        path: '/',
        element: <ImportListingsPage columns={LISTING_CSV_COLUMNS} />,
        action: routeAction(importListingsAction),
      },
    ],
    '/',
  )
}
/** A file chosen as the browser does it, so that the form's data holds it. */
const choose = (label: string) => {
  const input = screen.getByLabelText(label) as HTMLInputElement
  const chosen = new DataTransfer()
  chosen.items.add(new File([CSV], 'listings.csv', { type: 'text/csv' }))
  input.files = chosen.files
  fireEvent.change(input)
}

describe('ImportListingsPage', () => {
  it('asks for a file beside the picker when none is chosen', async () => {
    open()
    fireEvent.click(await screen.findByRole('button', { name: 'Check file' }))
    await waitFor(() => expect(fieldError('CSV file')).toBe('Choose a CSV file'))
    expect(api.requestsTo('POST', IMPORT)).toHaveLength(0)
  })

  it('checks the file, shows its report, then imports the same file', async () => {
    let answered = 0
    api.answer('POST', IMPORT, () => ({ body: answered++ === 0 ? REPORT : { ...REPORT, created: 1 } }))
    open()
    await screen.findByLabelText('CSV file')
    choose('CSV file')
    fireEvent.click(screen.getByRole('button', { name: 'Check file' }))
    expect(
      await screen.findByText('1 row is ready to import; 1 row has errors and will be left out.'),
    ).toBeTruthy()
    expect(screen.getByText('Check of listings.csv')).toBeTruthy()
    expect(screen.getByRole('table').textContent).toContain('bedrooms must be a whole number')
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 listing' }))
    expect(await screen.findByText('1 listing was imported as drafts.')).toBeTruthy()
    const [checked, imported] = api.requestsTo('POST', IMPORT)
    expect(checked?.url).toContain('dryRun=true')
    expect(imported?.url).toContain('dryRun=false')
    for (const sent of [checked, imported]) expect(sent?.body).toContain(CSV)
  })
})
