import { type Page, type SharedWishlistItem, WISHLIST_NOTE_MAX_LENGTH } from '@keyhaven/contract'
import { useEffect, useRef } from 'react'
import { Form, Link, useActionData, useNavigation } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { FormField, fieldA11y } from '../../components/form-field.tsx'
import { CardList } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { type FormOutcome, isDone } from '../../lib/forms/outcome.ts'
import { fieldProblem, usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { WISHLIST_PAGE_SIZE } from './api.ts'
import { WishlistEntryCard } from './wishlist-entry-card.tsx'

/** The wishlist two partners share: its homes, each with their notes to each other; offers in one's own name. */
export function SharedWishlistPage({ read }: { read: ScreenRead<Page<SharedWishlistItem>> }) {
  const t = useT('wishlist')
  const [page, setPage] = usePageParam()
  const list = useScreenRead(read)
  const outcome = usePostedOutcome()
  const busy = useNavigation().state === 'submitting'

  return (
    <DashboardPage id="shared-wishlist-title" title={t('shared.title')}>
      <FormStatus outcome={outcome} />
      <PagedView
        query={list}
        page={page}
        pageSize={WISHLIST_PAGE_SIZE}
        onPage={setPage}
        loading={t('shared.loading')}
        error={t('shared.error')}
        empty={
          <>
            {t('shared.empty')}{' '}
            <Link to={dashboardPaths.wishlist} className="link link-primary">
              {t('shared.back')}
            </Link>
          </>
        }
      >
        {(data) => (
          <CardList label={t('shared.list')} items={data.items}>
            {(item) => (
              <WishlistEntryCard
                item={item}
                actions={
                  <Form method="post">
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="itemId" value={item._id} />
                    <button
                      type="submit"
                      className="btn btn-sm btn-outline"
                      disabled={busy}
                      aria-label={t('removeLabel', { title: item.title })}
                    >
                      {t('remove')}
                    </button>
                  </Form>
                }
              >
                <Notes item={item} busy={busy} />
              </WishlistEntryCard>
            )}
          </CardList>
        )}
      </PagedView>
    </DashboardPage>
  )
}

function Notes({ item, busy }: { item: SharedWishlistItem; busy: boolean }) {
  const t = useT('wishlist')
  const formatDate = useDateFormat()
  const outcome = useActionData() as FormOutcome | undefined
  const intent = `note:${item._id}`
  const form = useRef<HTMLFormElement>(null)
  // A note written is cleared from its box; one refused stays there, beside its problem.
  useEffect(() => {
    if (isDone(outcome) && outcome.intent === intent) form.current?.reset()
  }, [outcome, intent])
  const textError = fieldProblem(outcome, intent, 'text')
  const inputId = `note-${item._id}`
  return (
    <section aria-label={t('notes.label', { title: item.title })} className="mt-3 flex flex-col gap-2">
      {item.notes.length > 0 && (
        <ul className="flex flex-col gap-2">
          {item.notes.map((note) => (
            <li key={note._id} className="rounded bg-base-200 p-2 text-sm">
              <p className="whitespace-pre-line break-words">{note.text}</p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-base-content/70">
                <span>
                  {note.authorName} ·{' '}
                  <time dateTime={note.createdAt}>{formatDate.dateTime(note.createdAt)}</time>
                </span>
                {note.mine && (
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete-note" />
                    <input type="hidden" name="noteId" value={note._id} />
                    <button
                      type="submit"
                      className="btn btn-xs btn-ghost"
                      disabled={busy}
                      aria-label={t('notes.deleteLabel', { text: note.text.slice(0, 40) })}
                    >
                      {t('notes.delete')}
                    </button>
                  </Form>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Form ref={form} method="post" className="flex flex-col gap-2" noValidate>
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="itemId" value={item._id} />
        <FormField id={inputId} label={t('notes.field')} error={textError}>
          <textarea
            name="text"
            rows={2}
            maxLength={WISHLIST_NOTE_MAX_LENGTH}
            className="textarea w-full"
            defaultValue={textError?.typed ?? ''}
            {...fieldA11y(inputId, textError)}
          />
        </FormField>
        <button type="submit" className="btn btn-sm btn-secondary self-start" disabled={busy}>
          {t('notes.add')}
        </button>
      </Form>
    </section>
  )
}
