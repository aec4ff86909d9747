import { useLocation, useNavigation, useRevalidator } from 'react-router'
import type { ShownState } from '../components/query-view.tsx'
import type { ActionFormState } from '../lib/forms/action-form.tsx'

/**
 * What a screen's loader read (app/server/screen-data.server.ts, screenData): its data, or why there is none: the
 * read failed (the screen shows its error state, whose Try again runs the loader again) or what it names is not
 * there or not the visitor's (the screen's not-found state).
 */
export type ScreenRead<T> = { data: T } | { failed: 'error' | 'not-found' }

/** The read's data, or undefined when it failed. */
export const readData = <T,>(read: ScreenRead<T>): T | undefined => ('data' in read ? read.data : undefined)

/**
 * A screen's loader data as the states its views show. While the route's loader runs for another page or filter
 * of the same screen, what is shown stays, marked `busy` (a table says so); a failed read shows the error state,
 * whose Try again runs the loader again (loading meanwhile). A post's own revalidation keeps what is shown until
 * the answer comes.
 */
export function useScreenRead<T>(read: ScreenRead<T>): ShownState<T> & { busy: boolean; notFound: boolean } {
  const navigation = useNavigation()
  const { pathname, search } = useLocation()
  const revalidator = useRevalidator()
  const failed = 'failed' in read
  const moving =
    navigation.state === 'loading' &&
    navigation.formMethod === undefined &&
    navigation.location.pathname === pathname &&
    navigation.location.search !== search
  return {
    isPending: failed && (moving || revalidator.state === 'loading'),
    // A screen with a not-found state of its own shows it first (`notFound`); any other shows its error state.
    isError: failed,
    notFound: failed && read.failed === 'not-found',
    busy: moving,
    data: readData(read),
    refetch: () => revalidator.revalidate(),
  }
}

/**
 * One row's part of a page's form state (useActionForm at the page, handed to each row's ActionForm): a row's
 * buttons often leave with the answer (the route's loader reads the list again and the row's status changed),
 * so the page, which stays, holds the form and tells the result. The row sees the answer only when it is its
 * own (`intent`), and is busy only while its own post (`fields`, as posted) is on its way.
 */
export function rowForm(
  form: ActionFormState,
  intent: string,
  fields: Record<string, string>,
): ActionFormState {
  const posting = form.fetcher.formData
  const ours =
    posting !== undefined && Object.entries(fields).every(([name, value]) => posting.get(name) === value)
  const answered = form.outcome?.intent === intent
  return {
    ...form,
    outcome: answered ? form.outcome : undefined,
    busy: form.busy && ours,
    field: (name, id) => (answered ? form.field(name, id) : { error: undefined, input: { id, name } }),
  }
}
