import { Link } from 'react-router'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { showAccessDenied } from '../../lib/dialogs.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'

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
  const add = useActionForm({ intent: 'wishlist-add' })
  const remove = useActionForm({ intent: 'wishlist-remove' })
  return (
    <>
      {entryId ? (
        <>
          <Link to={dashboardPaths.wishlist} className="btn btn-success btn-outline">
            Saved to your wishlist
          </Link>
          <ActionForm form={remove}>
            <input type="hidden" name="intent" value="wishlist-remove" />
            <input type="hidden" name="entryId" value={entryId} />
            <button
              type="submit"
              className="btn btn-ghost"
              disabled={remove.busy}
              aria-label={`Remove ${title} from your wishlist`}
            >
              {remove.busy ? 'Removing...' : 'Remove'}
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
                void showAccessDenied('Only regular users can add to wishlist.')
              }}
            >
              {add.busy ? 'Adding...' : 'Add to Wishlist'}
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
