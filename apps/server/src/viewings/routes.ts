import { createRoute } from '@hono/zod-openapi'
import {
  availabilitySchema,
  calendarFeedStatusSchema,
  calendarTokenSchema,
  idSchema,
  insertedIdSchema,
  newCalendarFeedSchema,
  viewingActionSchema,
  viewingInputSchema,
  viewingSchema,
  viewingSlotsQuerySchema,
  viewingSlotsSchema,
  viewingsQuerySchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import { noStore } from '../http/caching.ts'
import { created } from '../http/created.ts'
import { ApiError } from '../http/errors.ts'
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
import { calendarFeed, viewingCalendar } from './calendar.ts'
import type { createViewingService } from './service.ts'

const propertyIdParam = z.object({ id: idSchema })
const viewingIdParam = z.object({ viewingId: idSchema })

export function createViewingRoutes(
  service: ReturnType<typeof createViewingService>,
  authenticate: MiddlewareHandler<AppEnv>,
  baseUrl: string,
) {
  const signedIn = [authenticate]
  const usersOnly = [authenticate, requireRole('user')]
  const agentsOnly = [authenticate, requireRole('agent')]

  const getAvailability = createRoute({
    method: 'get',
    path: '/viewings/availability',
    operationId: 'getViewingHours',
    tags: ['Viewings'],
    summary: "The caller's own viewing hours (agents only); none saved yet: no windows, in UTC",
    security: bearerSecurity,
    middleware: agentsOnly,
    responses: {
      200: jsonContent(availabilitySchema, 'Time zone, weekly windows and blocked dates'),
      ...authErrorResponses,
    },
  })

  const putAvailability = createRoute({
    method: 'put',
    path: '/viewings/availability',
    operationId: 'setViewingHours',
    tags: ['Viewings'],
    summary: "Replace the caller's viewing hours (agents only)",
    description:
      'Weekly windows (day 1-7, Monday 1; start and end HH:MM, at least 30 minutes apart) in an IANA time zone, and whole dates blocked. Free slots are cut from each window every 30 minutes in that zone; viewings already booked keep their time.',
    security: bearerSecurity,
    middleware: agentsOnly,
    request: { body: { required: true, ...jsonContent(availabilitySchema, 'The viewing hours') } },
    responses: {
      200: jsonContent(availabilitySchema, 'Saved (windows sorted by day and start, dates sorted)'),
      400: errorResponse('Invalid time zone, window or date'),
      ...authErrorResponses,
    },
  })

  const slots = createRoute({
    method: 'get',
    path: '/properties/{id}/viewing-slots',
    operationId: 'listViewingSlots',
    tags: ['Viewings'],
    summary: "A public listing's free 30-minute viewing slots (signed in)",
    description:
      "From 2 hours ahead to 14 days ahead at most (narrowed by `from` and `to`), in the agent's weekly windows and time zone, minus blocked dates and the slots already requested, proposed or confirmed.",
    security: bearerSecurity,
    middleware: signedIn,
    request: { params: propertyIdParam, query: viewingSlotsQuerySchema },
    responses: {
      200: jsonContent(viewingSlotsSchema, "The agent's time zone and the free slots, soonest first"),
      400: errorResponse('Invalid id, from or to'),
      ...authErrorResponses,
      404: errorResponse('No such public listing'),
    },
  })

  const book = createRoute({
    method: 'post',
    path: '/viewings',
    operationId: 'requestViewing',
    tags: ['Viewings'],
    summary: 'Request a viewing in a free slot (role user only)',
    description:
      'The slot must be free now; a slot holds one request, proposal or confirmed viewing at most (a database constraint: of concurrent requests for one slot one wins, the others get 409). At most 3 open requests (requested or proposed) per person per listing. The agent is notified.',
    security: bearerSecurity,
    middleware: usersOnly,
    request: {
      body: { required: true, ...jsonContent(viewingInputSchema, 'The listing, the start and a message') },
    },
    responses: {
      201: createdJson(insertedIdSchema, "The new viewing's id"),
      400: errorResponse('Invalid field'),
      ...authErrorResponses,
      404: errorResponse('No such public listing'),
      409: errorResponse('The time is not a free slot, or the caller has 3 open requests for the listing'),
    },
  })

  const list = createRoute({
    method: 'get',
    path: '/viewings',
    operationId: 'listViewings',
    tags: ['Viewings'],
    summary:
      "The caller's viewings as buyer (`as=buyer`, the default) or of the caller's listings (`as=agent`, agents only), soonest first",
    security: bearerSecurity,
    middleware: signedIn,
    request: { query: viewingsQuerySchema },
    responses: {
      200: pagedJson(viewingSchema, 'One page of viewings'),
      400: errorResponse('Invalid side, page or limit'),
      ...authErrorResponses,
    },
  })

  const act = createRoute({
    method: 'patch',
    path: '/viewings/{viewingId}',
    operationId: 'actOnViewing',
    tags: ['Viewings'],
    summary:
      'A step of a viewing: the agent confirms, declines or proposes; the buyer accepts; either cancels',
    description:
      'The agent confirms or proposes another free time (`start`) for a request, or declines it or a proposal (`reason`); the buyer accepts a proposal, or cancels a request, proposal or confirmed viewing (`reason`); the agent may cancel a confirmed one (`reason`). The other party is told in the app and by e-mail. Anyone but the two parties gets 404.',
    security: bearerSecurity,
    middleware: signedIn,
    request: {
      params: viewingIdParam,
      body: { required: true, ...jsonContent(viewingActionSchema, 'The action, with start or reason') },
    },
    responses: {
      200: jsonContent(viewingSchema, 'The viewing after the step'),
      400: errorResponse('Invalid id or action, a missing start or reason, or one not taken by the action'),
      ...authErrorResponses,
      404: errorResponse('No such viewing of the caller'),
      409: errorResponse(
        'The viewing is no longer in a state that allows the step, or the proposed time is not free',
      ),
    },
  })

  const calendar = createRoute({
    method: 'get',
    path: '/viewings/{viewingId}/calendar.ics',
    operationId: 'getViewingCalendar',
    tags: ['Viewings'],
    summary: 'The viewing as an iCalendar (RFC 5545) event, for its buyer or its agent',
    description:
      'Published (`METHOD:PUBLISH`, RFC 5546) with the agent as organizer; start and end as UTC instants; the event is CONFIRMED, TENTATIVE (requested or proposed) or CANCELLED (declined or cancelled), with a UID stable per viewing and a SEQUENCE raised by each change of the viewing, so a calendar that holds an earlier copy replaces it. Anyone but the two parties gets 404.',
    security: bearerSecurity,
    middleware: signedIn,
    request: { params: viewingIdParam },
    responses: {
      200: { description: 'The event', content: { 'text/calendar': { schema: z.string() } } },
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such viewing of the caller'),
    },
  })

  const feedStatus = createRoute({
    method: 'get',
    path: '/calendar/token',
    operationId: 'getCalendarFeedStatus',
    tags: ['Viewings'],
    summary:
      'Whether the caller has a private calendar feed, and since when (its address is shown only once)',
    security: bearerSecurity,
    middleware: signedIn,
    responses: {
      200: jsonContent(calendarFeedStatusSchema, 'When the feed was made, or null'),
      ...authErrorResponses,
    },
  })

  const rotateFeed = createRoute({
    method: 'post',
    path: '/calendar/token',
    operationId: 'makeCalendarFeed',
    tags: ['Viewings'],
    summary: "Make the caller's private calendar feed, or give it a new address",
    description:
      'A new random token (256 bits) makes the address, which this answer gives once: only its digest is kept. The previous address stops working at once; calendar apps subscribed to it must subscribe to the new one.',
    security: bearerSecurity,
    middleware: signedIn,
    responses: {
      200: jsonContent(newCalendarFeedSchema, 'The new feed address'),
      ...authErrorResponses,
    },
  })

  // Described for the API reference; served by the plain route below, as the router reads `{token}.ics` as a
  // parameter named "token.ics".
  const feed = createRoute({
    method: 'get',
    path: '/calendar/{token}.ics',
    operationId: 'getCalendarFeed',
    security: [],
    tags: ['Viewings'],
    summary: "A person's private calendar feed (no sign-in: the token is the secret)",
    description:
      "The token's owner's viewings, as buyer and as agent, that are confirmed or were cancelled after they were confirmed (STATUS:CANCELLED, so a calendar that held them takes them off), and the open houses of their listings (UID `open-house-{id}@keyhaven`), from 30 days ago on (500 of each at most), as published (`METHOD:PUBLISH`) iCalendar (RFC 5545) events with UTC instants and, for viewings, the same UIDs and SEQUENCE as `/viewings/{viewingId}/calendar.ics`. A calendar app subscribes to the address and polls it (refresh interval one hour). An unknown or replaced token gets 404.",
    request: { params: z.object({ token: calendarTokenSchema }) },
    responses: {
      200: { description: 'The feed', content: { 'text/calendar': { schema: z.string() } } },
      404: errorResponse('No feed with this token'),
    },
  })
  const router = createRouter()
  router.openAPIRegistry.registerPath(feed)
  return router
    .openapi(feedStatus, async (c) => {
      const madeAt = await service.feedMadeAt(c.get('caller'))
      return c.json({ madeAt: madeAt?.toISOString() ?? null }, 200)
    })
    .openapi(rotateFeed, async (c) => {
      const { token, madeAt } = await service.rotateFeedToken(c.get('caller'))
      // The feed's address is its only key, given this once: no cache may keep it.
      noStore(c)
      return c.json({ url: `${baseUrl}/api/calendar/${token}.ics`, madeAt: madeAt.toISOString() }, 200)
    })
    .openapi(getAvailability, async (c) => c.json(await service.availability(c.get('caller')), 200))
    .openapi(putAvailability, async (c) =>
      c.json(await service.saveAvailability(c.get('caller'), c.req.valid('json')), 200),
    )
    .openapi(slots, async (c) =>
      c.json(await service.slots(c.req.valid('param').id, c.req.valid('query')), 200),
    )
    .openapi(book, async (c) => {
      const body = await service.book(c.get('caller'), c.req.valid('json'))
      return created(c, body, `/api/viewings/${body.insertedId}`)
    })
    .openapi(list, async (c) => sendPage(c, await service.list(c.get('caller'), c.req.valid('query'))))
    .openapi(calendar, async (c) => {
      const row = await service.get(c.get('caller'), c.req.valid('param').viewingId)
      return c.body(viewingCalendar(row, baseUrl), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        'Content-Disposition': 'attachment; filename="viewing.ics"',
      })
    })
    .openapi(act, async (c) =>
      c.json(await service.act(c.get('caller'), c.req.valid('param').viewingId, c.req.valid('json')), 200),
    )
    .get('/calendar/:file{[^/]+\\.ics}', async (c) => {
      const token = calendarTokenSchema.safeParse(c.req.param('file').slice(0, -'.ics'.length))
      if (!token.success) throw new ApiError(404, 'No calendar feed at this address')
      return c.body(calendarFeed(await service.feed(token.data), baseUrl), 200, {
        'Content-Type': 'text/calendar; charset=utf-8',
        // The address is a secret: no shared cache keeps a copy.
        'Cache-Control': 'private, no-store',
      })
    })
}
