import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useLoaderData } from 'react-router'
import { describe, expect, it } from 'vitest'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { type AuditFilterState, type AuditLogScreen, fetchAuditLog } from './api.ts'
import { auditFilterOf } from './audit-filter.server.ts'
import { AuditLogPage } from './audit-log-page.tsx'

// The audit log's filters: a GET form that puts them in the URL, whose loader (run here beside the page) checks
// them, says a bad one's problem beside its field and reads the entries the others select.

const api = serveApi()
const LOG = '/api/admin/audit-log'

function AuditLog() {
  const { entries, filters } = useLoaderData<{ entries: AuditLogScreen; filters: AuditFilterState }>()
  return <AuditLogPage read={{ data: entries }} filters={filters} />
}

const open = (at: string) => {
  answerSignedIn(api, undefined, 'admin')
  api.answer('GET', LOG, { body: [] })
  return renderPage(
    [
      {
        path: '/',
        Component: AuditLog,
        loader: async ({ request }) => {
          const filters = auditFilterOf(new URL(request.url).searchParams)
          return { entries: await fetchAuditLog(filters.filter, 1), filters }
        },
      },
    ],
    at,
  )
}

describe('AuditLogPage', () => {
  it('puts the filters in the URL and asks for the entries they select', async () => {
    const router = open('/')
    await screen.findByLabelText('Target id')
    fill('Target id', 'user-42')
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(router.state.location.search).toContain('targetId=user-42'))
    await waitFor(() =>
      expect(api.requestsTo('GET', LOG).some((request) => request.url.includes('targetId=user-42'))).toBe(
        true,
      ),
    )
    expect((screen.getByLabelText('Target id') as HTMLInputElement).value).toBe('user-42')
  })

  it('says a bad filter beside its field, and lists without it', async () => {
    open('/?actor=not-an-email&action=user.role_changed')
    await waitFor(() => expect(fieldError("Admin's e-mail")).toBe('actor must be an e-mail address'))
    expect((screen.getByLabelText("Admin's e-mail") as HTMLInputElement).value).toBe('not-an-email')
    await waitFor(() => expect(api.requestsTo('GET', LOG).length).toBeGreaterThan(0))
    expect(api.requestsTo('GET', LOG).every((request) => !request.url.includes('actor='))).toBe(true)
  })
})
