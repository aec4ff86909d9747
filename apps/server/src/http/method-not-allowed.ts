import { ERROR_CODES } from '@keyhaven/contract'
import { TrieRouter } from 'hono/router/trie-router'
import type { RouterRoute } from 'hono/types'
import { ApiError } from './errors.ts'

/**
 * The methods that have a route at a path, for the `Allow` of a 405 (RFC 9110 15.5.6): a wrong method on a
 * path the API knows is not a missing resource. Built once from `routes` (read when first asked, after every
 * route is added); middleware (method ALL) is no route. A GET route answers HEAD too.
 */
export function allowedMethodsOf(routes: () => RouterRoute[]): (path: string) => string[] {
  let router: TrieRouter<string> | undefined
  const build = () => {
    const built = new TrieRouter<string>()
    for (const route of routes()) {
      if (route.method === 'ALL') continue
      built.add('ALL', route.path, route.method)
      if (route.method === 'GET') built.add('ALL', route.path, 'HEAD')
    }
    return built
  }
  return (path) => {
    router ??= build()
    const [matched] = router.match('ALL', path)
    const methods = new Set(matched.map(([method]) => method))
    return [...methods].sort()
  }
}

/** The 405 of `method` on a path whose routes take only `allowed`, which its `Allow` header lists. */
export function methodNotAllowed(method: string, path: string, allowed: string[]): ApiError {
  const allow = allowed.join(', ')
  return new ApiError(405, `${path} takes ${allow}, not ${method}`, ERROR_CODES.methodNotAllowed, undefined, {
    Allow: allow,
  })
}
