import { createRoute } from '@hono/zod-openapi'
import {
  deletedCountSchema,
  emailParamSchema,
  languageChoiceSchema,
  modifiedCountSchema,
  roleResponseSchema,
  saveUserSchema,
  userListQuerySchema,
  userRecordSchema,
} from '@keyhaven/contract'
import type { MiddlewareHandler } from 'hono'
import { type AppEnv, requireRole } from '../auth/caller.ts'
import {
  authErrorResponses,
  bearerSecurity,
  createRouter,
  errorResponse,
  jsonContent,
  pagedJson,
} from '../http/openapi.ts'
import { sendPage } from '../http/paging.ts'
import type { createUserService, RoleChange } from './service.ts'

/** `make-admin` → `makeAdmin`: a role change's operationId is its path segment, camel-cased. */
const camelCase = (segment: string) => segment.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

export function createUserRoutes(
  service: ReturnType<typeof createUserService>,
  authenticate: MiddlewareHandler<AppEnv>,
) {
  const signedIn = [authenticate]
  const adminOnly = [authenticate, requireRole('admin')]

  const saveUser = createRoute({
    method: 'post',
    path: '/users',
    operationId: 'saveMyProfile',
    tags: ['Users'],
    summary: "Save the caller's own profile (name, photo); the role is never taken from the body",
    security: bearerSecurity,
    middleware: signedIn,
    request: { body: { required: true, ...jsonContent(saveUserSchema, 'Profile fields') } },
    responses: {
      200: jsonContent(userRecordSchema, 'The saved user record'),
      400: errorResponse("Invalid field, or a photo that is not the caller's own upload"),
      ...authErrorResponses,
    },
  })

  const me = createRoute({
    method: 'get',
    path: '/users/me',
    operationId: 'getMe',
    tags: ['Users'],
    summary: "The caller's own user record",
    security: bearerSecurity,
    middleware: signedIn,
    responses: { 200: jsonContent(userRecordSchema, 'The user record'), ...authErrorResponses },
  })

  const chooseLanguage = createRoute({
    method: 'put',
    path: '/users/me/language',
    operationId: 'chooseMyLanguage',
    tags: ['Users'],
    summary:
      "Keep the caller's chosen language in their profile (their other devices, e-mails and notifications)",
    security: bearerSecurity,
    middleware: signedIn,
    request: { body: { required: true, ...jsonContent(languageChoiceSchema, 'The language') } },
    responses: {
      200: jsonContent(languageChoiceSchema, 'The language kept'),
      400: errorResponse('Not one of the languages Keyhaven speaks'),
      ...authErrorResponses,
    },
  })

  const roleOf = createRoute({
    method: 'get',
    path: '/users/role/{email}',
    operationId: 'getUserRole',
    tags: ['Users'],
    summary: "The caller's role (admins may ask for anyone's)",
    security: bearerSecurity,
    middleware: signedIn,
    request: { params: emailParamSchema },
    responses: {
      200: jsonContent(roleResponseSchema, 'The role'),
      400: errorResponse('Invalid e-mail'),
      ...authErrorResponses,
      404: errorResponse('No such user'),
    },
  })

  const list = createRoute({
    method: 'get',
    path: '/users',
    operationId: 'listUsers',
    tags: ['Users'],
    summary: 'All users, oldest first; search by name or e-mail (admin)',
    security: bearerSecurity,
    middleware: adminOnly,
    request: { query: userListQuerySchema },
    responses: {
      200: pagedJson(userRecordSchema, 'One page of users'),
      400: errorResponse('Invalid page, limit or search'),
      ...authErrorResponses,
    },
  })

  const changeRoute = (change: RoleChange, summary: string) =>
    createRoute({
      method: 'patch',
      path: `/users/${change}/{email}`,
      operationId: camelCase(change),
      tags: ['Users'],
      summary,
      security: bearerSecurity,
      middleware: adminOnly,
      request: { params: emailParamSchema },
      responses: {
        200: jsonContent(modifiedCountSchema, 'Role changed'),
        400: errorResponse('Invalid e-mail'),
        ...authErrorResponses,
        404: errorResponse('No such user'),
        409: errorResponse(
          'The change does not apply to this user (e.g. fraud only for agents, an agent with listings stays one)',
        ),
      },
    })

  const remove = createRoute({
    method: 'delete',
    path: '/users/{email}',
    operationId: 'deleteUser',
    tags: ['Users'],
    summary: 'Delete a user with their sessions, wishlist and reviews; offers and payments are kept (admin)',
    security: bearerSecurity,
    middleware: adminOnly,
    request: { params: emailParamSchema },
    responses: {
      200: jsonContent(deletedCountSchema, 'Deleted'),
      400: errorResponse('Invalid e-mail'),
      ...authErrorResponses,
      404: errorResponse('No such user'),
    },
  })

  const resetTwoFactor = createRoute({
    method: 'delete',
    path: '/users/{email}/two-factor',
    operationId: 'resetUserTwoFactor',
    tags: ['Users'],
    summary:
      "Reset a user's two-factor sign-in (a lost authenticator app): their next sign-in takes the password alone; audited (admin)",
    security: bearerSecurity,
    middleware: adminOnly,
    request: { params: emailParamSchema },
    responses: {
      200: jsonContent(modifiedCountSchema, 'Reset'),
      400: errorResponse('Invalid e-mail'),
      ...authErrorResponses,
      404: errorResponse('No such user'),
      409: errorResponse('The user does not sign in with two-factor authentication'),
    },
  })

  const router = createRouter()
    .openapi(saveUser, async (c) =>
      c.json(await service.saveOwnProfile(c.get('caller'), c.req.valid('json')), 200),
    )
    .openapi(me, async (c) => c.json(await service.own(c.get('caller')), 200))
    .openapi(chooseLanguage, async (c) =>
      c.json(await service.chooseLanguage(c.get('caller'), c.req.valid('json')), 200),
    )
    .openapi(roleOf, async (c) =>
      c.json({ role: await service.roleOf(c.get('caller'), c.req.valid('param').email) }, 200),
    )
    .openapi(list, async (c) => sendPage(c, await service.list(c.req.valid('query'))))
    .openapi(resetTwoFactor, async (c) =>
      c.json(await service.resetTwoFactor(c.get('caller'), c.req.valid('param').email), 200),
    )
    .openapi(remove, async (c) =>
      c.json(await service.remove(c.get('caller'), c.req.valid('param').email), 200),
    )

  const changes: [RoleChange, string][] = [
    ['make-admin', 'Make a user an admin (admin)'],
    ['make-agent', 'Make a user an agent (admin)'],
    ['mark-fraud', 'Mark an agent as fraud: their listings disappear from public pages (admin)'],
    ['make-user', 'Make an agent or admin a user again (not oneself; not an agent who has listings) (admin)'],
    [
      'clear-fraud',
      'Clear the fraud mark: the person is an agent again and their listings return to public pages (admin)',
    ],
  ]
  for (const [change, summary] of changes) {
    router.openapi(changeRoute(change, summary), async (c) =>
      c.json(await service.changeRole(c.get('caller'), c.req.valid('param').email, change), 200),
    )
  }
  return router
}
