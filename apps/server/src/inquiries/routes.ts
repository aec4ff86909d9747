import { createRoute } from '@hono/zod-openapi'
import {
  idSchema,
  inquiriesQuerySchema,
  inquiryInputSchema,
  inquiryReplyInputSchema,
  inquiryThreadDetailSchema,
  inquiryThreadSchema,
  insertedIdSchema,
  MAX_VIEWING_TIMES,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import { created } from '../http/created.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createdJson,
  createRouter,
  errorResponse,
  jsonContent,
  pagedJson,
} from '../http/openapi.ts'
import { sendPage } from '../http/paging.ts'
import type { InquiryService } from './service.ts'

const propertyIdParam = z.object({ id: idSchema })
const threadIdParam = z.object({ id: idSchema })

export function createInquiryRoutes(service: InquiryService, authenticate: MiddlewareHandler<AppEnv>) {
  // Fraud accounts take no part; admins read every conversation but write in none.
  const writers = [authenticate, requireRole('user', 'agent')]
  const readers = [authenticate, requireRole('user', 'agent', 'admin')]

  const create = createRoute({
    method: 'post',
    path: '/properties/{id}/inquiries',
    operationId: 'sendInquiry',
    tags: ['Inquiries'],
    summary: "Contact a listing's agent (users and agents; never about one's own listing)",
    description: `Starts the caller's conversation about the listing, or adds to it: there is one per buyer and listing. The message is plain text (1-2000 characters); phone and up to ${MAX_VIEWING_TIMES} proposed viewing times (future ISO date-times, within a year) are optional. The agent is told in the app and by e-mail. Limited to INQUIRY_RATE_LIMIT messages per 10 minutes per person (429).`,
    security: bearerSecurity,
    middleware: writers,
    request: {
      params: propertyIdParam,
      body: { required: true, ...jsonContent(inquiryInputSchema, 'The message') },
    },
    responses: {
      201: createdJson(insertedIdSchema, "The conversation's id"),
      400: errorResponse('Invalid message, phone or viewing times'),
      ...authErrorResponses,
      404: errorResponse('No such property, or not publicly listed'),
      429: errorResponse('Too many messages in the last 10 minutes'),
    },
  })

  const list = createRoute({
    method: 'get',
    path: '/inquiries',
    operationId: 'listInquiries',
    tags: ['Inquiries'],
    summary: "The caller's conversations, latest activity first",
    description:
      '`as=buyer`: those the caller started; `as=agent`: the leads on their listings; without it both (admins: every conversation).',
    security: bearerSecurity,
    middleware: readers,
    request: { query: inquiriesQuerySchema },
    responses: {
      200: pagedJson(inquiryThreadSchema, 'One page of conversations'),
      400: errorResponse('Invalid as, page or limit'),
      ...authErrorResponses,
    },
  })

  const getOne = createRoute({
    method: 'get',
    path: '/inquiries/{id}',
    operationId: 'getInquiry',
    tags: ['Inquiries'],
    summary: "One conversation with its messages (its buyer, the listing's agent, admins)",
    security: bearerSecurity,
    middleware: readers,
    request: { params: threadIdParam },
    responses: {
      200: jsonContent(inquiryThreadDetailSchema, 'The conversation'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such conversation'),
    },
  })

  const reply = createRoute({
    method: 'post',
    path: '/inquiries/{id}/replies',
    operationId: 'replyToInquiry',
    tags: ['Inquiries'],
    summary:
      "Write in a conversation (its buyer or the listing's agent); the other one is told in the app and by e-mail (the buyer gets at most one e-mail per conversation per 10 minutes)",
    security: bearerSecurity,
    middleware: writers,
    request: {
      params: threadIdParam,
      body: { required: true, ...jsonContent(inquiryReplyInputSchema, 'The message') },
    },
    responses: {
      201: createdJson(insertedIdSchema, "The message's id"),
      400: errorResponse('Invalid id or message'),
      ...authErrorResponses,
      404: errorResponse('No such conversation'),
      409: errorResponse("The listing's agent no longer takes messages (account deleted or marked fraud)"),
      429: errorResponse(
        'Too many messages in the last 10 minutes: INQUIRY_RATE_LIMIT for the buyer, AGENT_REPLY_RATE_LIMIT for the agent',
      ),
    },
  })

  return (
    createRouter()
      .openapi(create, async (c) => {
        const body = await service.create(c.get('caller'), c.req.valid('param').id, c.req.valid('json'))
        return created(c, body, `/api/inquiries/${body.insertedId}`)
      })
      .openapi(list, async (c) => sendPage(c, await service.list(c.get('caller'), c.req.valid('query'))))
      .openapi(getOne, async (c) => c.json(await service.get(c.get('caller'), c.req.valid('param').id), 200))
      // A message has no address of its own: the conversation that holds it is where it is read.
      .openapi(reply, async (c) => {
        const { id } = c.req.valid('param')
        const body = await service.reply(c.get('caller'), id, c.req.valid('json').message)
        return created(c, body, `/api/inquiries/${id}`)
      })
  )
}
