/**
 * A form's action attribute as the router takes it: the attribute is the address the browser posts to, with
 * the router's basename (a language's `/es`) in front, which a fetcher's submit adds again.
 */
function routeAddress(action: string | undefined, basename: string): string | undefined {
  const base = basename.replace(/\/$/, '')
  if (
    !action ||
    !base ||
    (action !== base && !action.startsWith(`${base}/`) && !action.startsWith(`${base}?`))
  )
    return action
  const rest = action.slice(base.length)
  return rest.startsWith('/') ? rest : `/${rest}`
}

/**
 * How a fetcher posts what a form holds as the form itself would: to its action, in its encoding; with
 * `revalidate` false, without running the page's loaders again after the post.
 */
export const postOptions = (form: HTMLFormElement | null, basename: string, revalidate?: false) =>
  ({
    method: 'post',
    action: routeAddress(form?.getAttribute('action') ?? undefined, basename),
    encType:
      form?.enctype === 'multipart/form-data' ? 'multipart/form-data' : 'application/x-www-form-urlencoded',
    ...(revalidate === false && { defaultShouldRevalidate: false }),
  }) as const
