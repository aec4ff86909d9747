import type { InquiryThreadDetail } from '@keyhaven/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { serveApi } from '../../test/api-server.ts'
import { fieldError, fill } from '../../test/form-fields.ts'
import { answerSignedIn, renderPage } from '../../test/render-page.tsx'
import { routeAction } from '../../test/route-action.ts'
import { screenRoute } from '../../test/screen-route.tsx'
import { fetchInquiry } from './api.ts'
import { ContactAgentForm } from './contact-agent-form.tsx'
import { contactAgentAction, localTimeToIso, replyAction } from './inquiry-actions.server.ts'
import { MyInquiryPage } from './inquiry-pages.tsx'

// Lena contacts the agent of a listing and replies in her conversation, against a real HTTP server standing in
// for the API; each form posts to its route's action, run beside the page as the server runs it: the fields'
// problems beside them, and what she typed kept until it is sent.

const propertyId = 'a1b2c3d4-0000-4000-8000-000000000001'
const threadId = 'a1b2c3d4-0000-4000-8000-000000000002'
const inquiriesOf = `/api/properties/${propertyId}/inquiries`

const api = serveApi()
beforeEach(() => answerSignedIn(api))

const refusal = (field: string, message: string) => ({
  status: 400,
  body: { error: { code: 'bad_request', message, field } },
})
const typedIn = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value

describe('ContactAgentForm', () => {
  const open = (conversationId: string | null = null) =>
    renderPage(
      [
        {
          path: '/listing',
          element: (
            <ContactAgentForm
              propertyId={propertyId}
              agentName="Marcus Reed"
              conversationId={conversationId}
            />
          ),
          action: routeAction(async (request, context) =>
            contactAgentAction(request, context, await request.formData(), propertyId),
          ),
        },
      ],
      '/listing',
    )
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }))

  it('asks for a message, a real phone and filled viewing times before sending anything', async () => {
    open()
    send()
    await waitFor(() => expect(fieldError('Message')).toBe('Message is required'))

    fill('Message', 'Is the attic insulated?')
    fill('Phone (optional)', 'call me')
    fireEvent.click(screen.getByRole('button', { name: 'Add a viewing time' }))
    send()
    await waitFor(() =>
      expect(fieldError('Phone (optional)')).toBe(
        'Phone must be a phone number (digits, spaces, +, -, parentheses)',
      ),
    )
    expect(fieldError('Message')).toBeUndefined()
    const times = screen.getByRole('group', { name: /Viewing times/ })
    expect(document.getElementById(times.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Choose a date and time, or remove the empty one',
    )
    expect(api.requestsTo('POST', inquiriesOf)).toHaveLength(0)
  })

  it("shows the server's refusal of a field at that field and keeps what was typed", async () => {
    api.answer('POST', inquiriesOf, refusal('phone', 'phone: is not reachable'))
    open()
    fill('Message', 'Is the attic insulated?')
    fill('Phone (optional)', '+1 555 010 2030')
    send()
    await waitFor(() => expect(fieldError('Phone (optional)')).toBe('Is not reachable'))
    expect(typedIn('Message')).toBe('Is the attic insulated?')
    expect(typedIn('Phone (optional)')).toBe('+1 555 010 2030')
  })

  it('sends the message, the phone and the viewing times, then says so and empties the form', async () => {
    api.answer('POST', inquiriesOf, { status: 201, body: { insertedId: threadId } })
    open()
    const inAWeek = new Date(Date.now() + 7 * 86_400_000)
    inAWeek.setHours(10, 0, 0, 0)
    const local = `${inAWeek.getFullYear()}-${String(inAWeek.getMonth() + 1).padStart(2, '0')}-${String(inAWeek.getDate()).padStart(2, '0')}T10:00`
    fill('Message', '  Is the attic insulated?  ')
    fill('Phone (optional)', '+1 555 010 2030')
    fireEvent.click(screen.getByRole('button', { name: 'Add a viewing time' }))
    fill('Viewing time 1', local)
    send()
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Your message was sent. Open the conversation',
    )
    expect(api.jsonSentTo('POST', inquiriesOf)).toEqual({
      message: 'Is the attic insulated?',
      phone: '+1 555 010 2030',
      viewingTimes: [inAWeek.toISOString()],
    })
    // The form empties its fields and its list of viewing times as it is answered, not necessarily in one render.
    await waitFor(() => {
      expect(typedIn('Message')).toBe('')
      expect(typedIn('Phone (optional)')).toBe('')
      expect(screen.queryByLabelText('Viewing time 1')).toBeNull()
    })
  })

  it('tells why a message the API refused as a whole was not sent, in the page', async () => {
    api.answer('POST', inquiriesOf, {
      status: 403,
      body: { error: { code: 'forbidden', message: 'Not allowed' } },
    })
    open()
    fill('Message', 'Is the attic insulated?')
    send()
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your message was not sent. Not allowed',
    )
    expect(typedIn('Message')).toBe('Is the attic insulated?')
  })

  it('points a person already in touch to the conversation instead of the form', async () => {
    open(threadId)
    expect(await screen.findByText(/You are already in touch with Marcus Reed/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Open the conversation' }).getAttribute('href')).toBe(
      dashboardPaths.myInquiry(threadId),
    )
    expect(screen.queryByLabelText('Message')).toBeNull()
  })
})

describe('the reply form of a conversation', () => {
  const thread: InquiryThreadDetail = {
    _id: threadId,
    propertyId,
    propertyTitle: 'Sunny Family House',
    propertyImage: '/uploads/house.webp',
    buyerName: 'Lena Park',
    agentName: 'Marcus Reed',
    lastMessage: 'Is the attic insulated?',
    lastFromAgent: false,
    messageCount: 1,
    lastMessageAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    messages: [
      {
        _id: 'a1b2c3d4-0000-4000-8000-000000000003',
        authorName: 'Lena Park',
        fromAgent: false,
        body: 'Is the attic insulated?',
        phone: null,
        viewingTimes: [],
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ],
    canReply: true,
  }
  const repliesTo = `/api/inquiries/${threadId}/replies`
  const open = async () => {
    api.answer('GET', `/api/inquiries/${threadId}`, { body: thread })
    renderPage(
      [
        screenRoute(dashboardPaths.myInquiry(':id'), MyInquiryPage, () => fetchInquiry(threadId), {
          action: routeAction((request, context) => replyAction(request, context, threadId)),
        }),
      ],
      dashboardPaths.myInquiry(threadId),
    )
    await screen.findByLabelText('Your reply')
  }
  const sendReply = () => fireEvent.click(screen.getByRole('button', { name: 'Send reply' }))

  it('asks for words before sending', async () => {
    await open()
    fill('Your reply', '   ')
    sendReply()
    await waitFor(() => expect(fieldError('Your reply')).toBe('Write a reply first'))
    expect(api.requestsTo('POST', repliesTo)).toHaveLength(0)
  })

  it('keeps the reply when it is not sent, and shows why beside it', async () => {
    api.answer('POST', repliesTo, refusal('message', 'message: must be at most 2000 characters'))
    await open()
    fill('Your reply', 'Thursday suits me.')
    sendReply()
    await waitFor(() => expect(fieldError('Your reply')).toBe('must be at most 2000 characters'))
    expect(typedIn('Your reply')).toBe('Thursday suits me.')
  })

  it('sends the reply and empties the field', async () => {
    api.answer('POST', repliesTo, {
      status: 201,
      body: { insertedId: 'a1b2c3d4-0000-4000-8000-000000000004' },
    })
    await open()
    fill('Your reply', '  Thursday suits me.  ')
    sendReply()
    await waitFor(() => expect(typedIn('Your reply')).toBe(''))
    expect(api.jsonSentTo('POST', repliesTo)).toEqual({ message: 'Thursday suits me.' })
  })
})

describe("a viewing time read on the sender's clock", () => {
  it.each([
    ['2026-12-01T10:00', 'Asia/Dhaka', '2026-12-01T04:00:00.000Z'],
    ['2026-07-01T10:00', 'America/New_York', '2026-07-01T14:00:00.000Z'],
    ['2026-12-01T10:00', 'America/New_York', '2026-12-01T15:00:00.000Z'],
    ['2026-03-29T03:30', 'Europe/London', '2026-03-29T02:30:00.000Z'],
    ['2026-12-01T10:00', 'UTC', '2026-12-01T10:00:00.000Z'],
    ['2026-12-01T10:00', 'Not/AZone', '2026-12-01T10:00:00.000Z'],
  ])('%s in %s is %s', (local, zone, iso) => expect(localTimeToIso(local, zone)).toBe(iso))

  it('is nothing when it is no date and time', () => {
    expect(localTimeToIso('', 'UTC')).toBe('')
    expect(localTimeToIso('tomorrow', 'UTC')).toBe('')
  })
})
