import { useQuery } from '@tanstack/react-query'
import { Form, Link, useNavigation } from 'react-router'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { CardList } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { isDone } from '../../lib/forms/outcome.ts'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { WISHLIST_PAGE_SIZE, wishlistQuery } from './api.ts'
import { wishlistSharingQuery } from './sharing-api.ts'
import { SharingPanel } from './sharing-panel.tsx'
import { WishlistEntryCard } from './wishlist-entry-card.tsx'
import { isRemoval, removalIntent } from './wishlist-intents.ts'

export function WishlistPage() {
  const t = useT('wishlist')
  const { state } = useAuth()
  const email = state.status === 'signed-in' ? state.user.email : ''
  const [page, setPage] = usePageParam()
  const wishlist = useQuery(wishlistQuery(email, page))
  const isBuyer = state.status === 'signed-in' && state.role === 'user'
  // The wishlists shared with this buyer, each a place their own homes can be added to.
  const sharing = useQuery({ ...wishlistSharingQuery(), enabled: isBuyer })
  const joined = sharing.data?.incoming.filter((share) => share.status === 'accepted') ?? []
  const busy = useNavigation().state === 'submitting'
  // A home removed without scripts: its card is gone from the list the page comes back with, so the page says it.
  const removed = usePostedOutcome(isRemoval)

  return (
    <DashboardPage id="wishlist-title" title={t('title')}>
      {isBuyer && <SharingPanel />}
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
                    <RemoveButton entryId={item._id} title={item.title} />
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
function RemoveButton({ entryId, title }: { entryId: string; title: string }) {
  const t = useT('wishlist')
  const remove = useActionForm({ intent: removalIntent(entryId) })
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
