import { Link } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { showAccessDenied } from '../../lib/dialogs.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

/**
 * A listing's wishlist buttons: Add to Wishlist, or, once saved, the way to the wishlist and Remove. Each is a
 * form of the listing's route (features/wishlist/wishlist-actions.server.ts), so it works before the page's scripts run; the
 * route's loader then reads the saved state again. `entryId` undefined: not known yet, nothing is offered.
 */
export function WishlistButtons({
  propertyId,
  title,
  entryId,
  canAdd,
  isUser,
}: {
  propertyId: string
  title: string
  entryId: string | null | undefined
  canAdd: boolean
  isUser: boolean
}) {
  const t = useT('listing')
  const add = useActionForm({ intent: 'wishlist-add' })
  const remove = useActionForm({ intent: 'wishlist-remove' })
  return (
    <>
      {entryId ? (
        <>
          <Link to={dashboardPaths.wishlist} className="btn btn-success btn-outline">
            {t('wishlist.saved')}
          </Link>
          <ActionForm form={remove}>
            <input type="hidden" name="intent" value="wishlist-remove" />
            <input type="hidden" name="entryId" value={entryId} />
            <button
              type="submit"
              className="btn btn-ghost"
              disabled={remove.busy}
              aria-label={t('wishlist.removeLabel', { title })}
            >
              {remove.busy ? t('wishlist.removing') : t('wishlist.remove')}
            </button>
          </ActionForm>
        </>
      ) : (
        canAdd &&
        entryId === null && (
          <ActionForm form={add}>
            <input type="hidden" name="intent" value="wishlist-add" />
            <input type="hidden" name="propertyId" value={propertyId} />
            <button
              type="submit"
              className="btn btn-primary"
              disabled={add.busy}
              onClick={(event) => {
                if (isUser) return
                event.preventDefault()
                void showAccessDenied(t('wishlist.onlyUsers'))
              }}
            >
              {add.busy ? t('wishlist.adding') : t('wishlist.add')}
            </button>
          </ActionForm>
        )
      )}
      <div className="basis-full empty:hidden">
        <FormStatus outcome={add.outcome} />
        <FormStatus outcome={remove.outcome} />
      </div>
    </>
  )
}
