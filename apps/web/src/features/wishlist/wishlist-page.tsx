import type { Page, WishlistItem, WishlistSharing } from '@keyhaven/contract'
import { Form, Link, useNavigation } from 'react-router'
import { rowForm, type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { CardList } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { ActionForm, type ActionFormState, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { WISHLIST_PAGE_SIZE } from './api.ts'
import { SharingPanel } from './sharing-panel.tsx'
import { WishlistEntryCard } from './wishlist-entry-card.tsx'
import { isRemoval, removalIntent } from './wishlist-intents.ts'

/** What the route's loader reads: a page of the wishlist, and a buyer's sharing (null when its read failed). */
export interface WishlistScreen {
  wishlist: Page<WishlistItem>
  sharing: WishlistSharing | null
}

export function WishlistPage({ read }: { read: ScreenRead<WishlistScreen> }) {
  const t = useT('wishlist')
  const { state } = useAuth()
  const [page, setPage] = usePageParam()
  const shown = useScreenRead(read)
  const wishlist = { ...shown, data: shown.data?.wishlist }
  const isBuyer = state.status === 'signed-in' && state.role === 'user'
  const sharing = shown.data?.sharing ?? null
  // The wishlists shared with this buyer, each a place their own homes can be added to.
  const joined = sharing?.incoming.filter((share) => share.status === 'accepted') ?? []
  const busy = useNavigation().state === 'submitting'
  // A home removed without scripts: its card is gone from the list the page comes back with, so the page says it.
  const removed = usePostedOutcome(isRemoval)
  // Every card's Remove is one form state of the page's: the card goes with the answer (the route's loader reads
  // the list again), and the page, which stays, tells the result. A post made without scripts shows only on its
  // own card (its question); no other form's answer is a Remove's.
  const remove = useActionForm({ intent: removed?.intent ?? removalIntent('') })

  return (
    <DashboardPage id="wishlist-title" title={t('title')}>
      {isBuyer && shown.data && <SharingPanel sharing={sharing} />}
      {isDone(removed) && <FormStatus outcome={removed} />}
      <PagedView
        query={wishlist}
        page={page}
        pageSize={WISHLIST_PAGE_SIZE}
        onPage={setPage}
        loading={t('loading')}
        error={t('error')}
        empty={
          <>
            {t('empty')}{' '}
            <Link to={paths.allProperties} className="link link-primary">
              {t('browse')}
            </Link>
          </>
        }
      >
        {(data) => (
          <CardList label={t('list')} items={data.items}>
            {(item) => (
              <WishlistEntryCard
                item={item}
                actions={
                  <>
                    {joined.map((share) => (
                      <Form method="post" key={share._id}>
                        <input type="hidden" name="intent" value="add-to-shared" />
                        <input type="hidden" name="shareId" value={share._id} />
                        <input type="hidden" name="ownerName" value={share.ownerName} />
                        <input type="hidden" name="propertyId" value={item.propertyId} />
                        <button
                          type="submit"
                          className="btn btn-sm btn-outline"
                          disabled={busy}
                          aria-label={t('addToSharedLabel', { title: item.title, owner: share.ownerName })}
                        >
                          {t('addToShared', { owner: share.ownerName })}
                        </button>
                      </Form>
                    ))}
                    <RemoveButton form={remove} entryId={item._id} title={item.title} />
                  </>
                }
              ></WishlistEntryCard>
            )}
          </CardList>
        )}
      </PagedView>
    </DashboardPage>
  )
}

/**
 * A home's Remove: a form of the page's route, which asks first (the app's dialog, or the question in the page
 * without scripts); the route's loader then reads the list again.
 */
function RemoveButton({ form, entryId, title }: { form: ActionFormState; entryId: string; title: string }) {
  const t = useT('wishlist')
  const remove = rowForm(form, removalIntent(entryId), { entryId })
  return (
    <>
      <ActionForm form={remove}>
        <input type="hidden" name="intent" value="wishlist-remove" />
        <input type="hidden" name="entryId" value={entryId} />
        <input type="hidden" name="title" value={title} />
        <button
          type="submit"
          className="btn btn-sm btn-outline"
          disabled={remove.busy}
          aria-label={t('removeLabel', { title })}
        >
          {remove.busy ? t('removing') : t('remove')}
        </button>
      </ActionForm>
      <FormStatus outcome={remove.outcome} />
    </>
  )
}
