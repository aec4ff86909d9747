import { createRoute } from '@hono/zod-openapi'
import {
  idSchema,
  modifiedCountSchema,
  notificationLinkSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
  notificationSchema,
  notificationsQuerySchema,
  TOTAL_COUNT_HEADER,
  UNREAD_COUNT_HEADER,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'
import type { AppEnv } from '../auth/caller.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
  pagedJson,
  totalCountHeader,
} from '../http/openapi.ts'
import type { createNotificationService } from './service.ts'

const notificationIdParam = z.object({ notificationId: idSchema })

export function createNotificationRoutes(
  service: ReturnType<typeof createNotificationService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const signedIn = [authenticate]

  const list = createRoute({
    method: 'get',
    path: '/notifications',
    operationId: 'listNotifications',
    tags: ['Notifications'],
    summary: "The caller's own notifications, newest first, with the unread count in X-Unread-Count",
    security: bearerSecurity,
    middleware: signedIn,
    request: { query: notificationsQuerySchema },
    responses: {
      200: {
        ...pagedJson(notificationSchema, 'One page of notifications'),
        headers: {
          ...totalCountHeader,
          [UNREAD_COUNT_HEADER]: {
            schema: { type: 'integer' as const },
            description: "The caller's unread notifications (all pages)",
          },
        },
      },
      400: errorResponse('Invalid page or limit'),
      ...authErrorResponses,
    },
  })

  const markRead = createRoute({
    method: 'patch',
    path: '/notifications/{notificationId}/read',
    operationId: 'markNotificationRead',
    tags: ['Notifications'],
    summary: "Mark one of the caller's notifications read (modifiedCount 0 when it already was)",
    security: bearerSecurity,
    middleware: signedIn,
    request: { params: notificationIdParam },
    responses: {
      200: jsonContent(modifiedCountSchema, 'Marked read'),
      400: errorResponse('Invalid id'),
      ...authErrorResponses,
      404: errorResponse('No such notification'),
    },
  })

  const markAllRead = createRoute({
    method: 'post',
    path: '/notifications/read-all',
    operationId: 'markAllNotificationsRead',
    tags: ['Notifications'],
    summary: "Mark every one of the caller's notifications read",
    security: bearerSecurity,
    middleware: signedIn,
    responses: {
      200: jsonContent(modifiedCountSchema, 'How many were unread'),
      ...authErrorResponses,
    },
  })

  const markLinkRead = createRoute({
    method: 'post',
    path: '/notifications/read-link',
    operationId: 'markNotificationsReadForLink',
    tags: ['Notifications'],
    summary: "Mark read every one of the caller's notifications that leads to the page they opened",
    description:
      'The web app sends it when a person opens a conversation, a lead or their offers, so the bell stops ' +
      'counting what they have just seen.',
    security: bearerSecurity,
    middleware: signedIn,
    request: { body: { required: true, ...jsonContent(notificationLinkSchema, 'The page opened') } },
    responses: {
      200: jsonContent(modifiedCountSchema, 'How many were unread'),
      400: errorResponse('Not a path of the app'),
      ...authErrorResponses,
    },
  })

  const preferences = createRoute({
    method: 'get',
    path: '/notification-preferences',
    operationId: 'getNotificationPreferences',
    tags: ['Notifications'],
    summary: 'The kinds of notification the caller also gets by e-mail, and the price drops they are told of',
    security: bearerSecurity,
    middleware: signedIn,
    responses: {
      200: jsonContent(notificationPreferencesSchema, 'The kinds with e-mail on'),
      ...authErrorResponses,
    },
  })

  const setPreferences = createRoute({
    method: 'put',
    path: '/notification-preferences',
    operationId: 'setNotificationPreferences',
    tags: ['Notifications'],
    summary:
      'Choose the kinds of notification the caller also gets by e-mail (the others arrive in the app only), and the price drops they are told of',
    description:
      'priceDropAlert is the smallest fall of the low price of a home in their wishlist or matching one of their ' +
      'saved searches (alerts on) that notifies them: any, 3, 5 or 10 (percent), or off; left out, it stays as saved.',
    security: bearerSecurity,
    middleware: signedIn,
    request: {
      body: {
        required: true,
        ...jsonContent(
          notificationPreferencesInputSchema,
          'The kinds with e-mail on, and the price-drop threshold',
        ),
      },
    },
    responses: {
      200: jsonContent(notificationPreferencesSchema, 'Saved'),
      400: errorResponse('Unknown or repeated kind, or an unknown price-drop threshold'),
      ...authErrorResponses,
    },
  })

  return createRouter()
    .openapi(list, async (c) => {
      const { items, total, unread } = await service.list(c.get('caller'), c.req.valid('query'))
      c.header(TOTAL_COUNT_HEADER, String(total))
      c.header(UNREAD_COUNT_HEADER, String(unread))
      return c.json(items, 200)
    })
    .openapi(markRead, async (c) =>
      c.json(await service.markRead(c.get('caller'), c.req.valid('param').notificationId), 200),
    )
    .openapi(markAllRead, async (c) => c.json(await service.markAllRead(c.get('caller')), 200))
    .openapi(markLinkRead, async (c) =>
      c.json(await service.markLinkRead(c.get('caller'), c.req.valid('json').link), 200),
    )
    .openapi(preferences, async (c) => c.json(await service.preferences(c.get('caller')), 200))
    .openapi(setPreferences, async (c) =>
      c.json(await service.setPreferences(c.get('caller'), c.req.valid('json')), 200),
    )
}
