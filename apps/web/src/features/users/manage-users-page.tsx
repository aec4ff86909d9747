import type { UserRecord } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { countOf } from '../../lib/count.ts'
import { confirmChange, confirmDanger } from '../../lib/dialogs.ts'
import { pageOf } from '../../lib/use-page-param.ts'
import { useQueryParams, useSearchParam } from '../../lib/use-query-params.ts'
import { useAuth } from '../auth/auth-context.tsx'
import {
  type RoleAction,
  USERS_PAGE_SIZE,
  useChangeRole,
  useDeleteUser,
  useResetTwoFactor,
  usersQuery,
} from './api.ts'

const ACTIONS: Record<
  RoleAction,
  {
    success: string
    failure: string
    confirm: (user: UserRecord) => [title: string, text: string, button?: string]
  }
> = {
  'make-admin': {
    success: 'Made admin',
    failure: 'Failed to change role',
    confirm: (user) => [`Make ${user.name} an admin?`, 'Admins manage every user, listing and review.'],
  },
  'make-agent': {
    success: 'Made agent',
    failure: 'Failed to change role',
    confirm: (user) => [`Make ${user.name} an agent?`, 'Agents list properties and decide on offers.'],
  },
  'mark-fraud': {
    success: 'Marked as fraud',
    failure: 'Failed to mark fraud',
    confirm: (user) => [
      `Mark ${user.name} as fraud?`,
      'Their listings disappear from every public page and they can no longer list or sell.',
    ],
  },
  'make-user': {
    success: 'Made user',
    failure: 'Failed to change role',
    confirm: (user) => [
      `Make ${user.name} a user again?`,
      user.role === 'admin'
        ? 'They can no longer manage users, listings or reviews. They keep their account, wishlist and offers.'
        : 'They can no longer add listings or answer offers. They keep their account, wishlist and offers. An agent who has listings stays an agent.',
      'Make a user',
    ],
  },
  'clear-fraud': {
    success: 'Fraud mark cleared',
    failure: 'Failed to clear the fraud mark',
    confirm: (user) => [
      `Clear the fraud mark of ${user.name}?`,
      'They become an agent again: their listings return to public pages and they can list and sell. Offers rejected when they were marked stay rejected.',
      'Clear the mark',
    ],
  },
}

export function ManageUsersPage() {
  const query = useQueryParams()
  const [params, update] = query
  const { text: search, setText: setSearch, settled: debouncedSearch } = useSearchParam(query)
  const page = pageOf(params)
  const { state } = useAuth()
  const myEmail = state.status === 'signed-in' ? state.user.email : ''
  const users = useQuery(usersQuery(debouncedSearch, page))

  const roleChange = useChangeRole({
    onSuccess: (_, { action }) => toast.success(ACTIONS[action].success),
    onError: (error, { action }) => toast.error(`${ACTIONS[action].failure}: ${error.message}`),
  })
  const removal = useDeleteUser({
    onSuccess: () => toast.success('User deleted'),
    onError: (error) => toast.error(`Failed to delete user: ${error.message}`),
  })

  const twoFactorReset = useResetTwoFactor({
    onSuccess: () => toast.success('Two-factor sign-in reset'),
    onError: (error) => toast.error(`Failed to reset two-factor sign-in: ${error.message}`),
  })

  const onRoleChange = async (action: RoleAction, user: UserRecord) => {
    const [title, text, button] = ACTIONS[action].confirm(user)
    if (await confirmChange(title, text, button)) roleChange.mutate({ action, user })
  }
  const onDelete = async (user: UserRecord) => {
    const confirmed = await confirmDanger(
      'Are you sure?',
      `This deletes ${user.name} (${user.email}) with their wishlist and reviews. Offers and payments are kept.`,
    )
    if (confirmed) removal.mutate(user)
  }

  const onResetTwoFactor = async (user: UserRecord) => {
    const confirmed = await confirmChange(
      `Reset ${user.name}'s two-factor sign-in?`,
      'For someone who lost their authenticator app: their next sign-in takes the password alone, and they can set up a new app. Make sure it is really them asking.',
      'Reset',
    )
    if (confirmed) twoFactorReset.mutate(user)
  }

  const goTo = (next: number) => update({ page: String(next) })
  const busy = roleChange.isPending || removal.isPending || twoFactorReset.isPending

  return (
    <section aria-labelledby="manage-users-title">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h1 id="manage-users-title" className="text-2xl font-bold">
          Manage Users
        </h1>
        <label className="input w-full max-w-xs">
          <span className="sr-only">Search users by name or e-mail</span>
          <input
            type="search"
            placeholder="Search by name or e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </div>
      <PagedView
        query={users}
        page={page}
        pageSize={USERS_PAGE_SIZE}
        onPage={goTo}
        loading="Loading users..."
        error="We could not load the users."
        // The message of the list on screen, which may still be the previous search's while the next loads.
        empty={users.data?.search ? `No users match "${users.data.search}".` : 'No users yet.'}
      >
        {(data) => (
          <DataTable
            caption={`${countOf(data.total, 'user')}${data.search ? ` matching ${data.search}` : ''}`}
            busy={users.isPlaceholderData}
            rows={data.items}
            rowKey={(user) => user._id}
            columns={[
              { label: '#', cell: (_, index) => (page - 1) * USERS_PAGE_SIZE + index + 1 },
              { label: 'Name', cell: (user) => user.name },
              { label: 'Email', kind: 'email', cell: (user) => user.email },
              {
                label: 'Role',
                cell: (user) =>
                  user.role === 'fraud' ? (
                    <span className="badge badge-error">Fraud</span>
                  ) : (
                    <span className="capitalize">{user.role}</span>
                  ),
              },
              {
                label: 'Make Admin',
                kind: 'actions',
                cell: (user) =>
                  user.role === 'admin' ? (
                    user.email === myEmail ? (
                      <span className="text-sm text-base-content/70">Admin</span>
                    ) : (
                      <UndoButton
                        label="Remove Admin"
                        name={`Make ${user.name} a user again`}
                        disabled={busy}
                        onClick={() => onRoleChange('make-user', user)}
                      />
                    )
                  ) : user.role !== 'fraud' ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-primary"
                      disabled={busy}
                      onClick={() => onRoleChange('make-admin', user)}
                    >
                      Make Admin
                    </button>
                  ) : null,
              },
              {
                label: 'Make Agent',
                kind: 'actions',
                cell: (user) =>
                  user.role === 'agent' ? (
                    <UndoButton
                      label="Remove Agent"
                      name={`Make ${user.name} a user again`}
                      disabled={busy}
                      onClick={() => onRoleChange('make-user', user)}
                    />
                  ) : (
                    user.role !== 'fraud' &&
                    user.email !== myEmail && (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        disabled={busy}
                        onClick={() => onRoleChange('make-agent', user)}
                      >
                        Make Agent
                      </button>
                    )
                  ),
              },
              {
                label: 'Fraud',
                kind: 'actions',
                cell: (user) =>
                  user.role === 'agent' ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline btn-error"
                      disabled={busy}
                      onClick={() => onRoleChange('mark-fraud', user)}
                    >
                      Mark as Fraud
                    </button>
                  ) : (
                    user.role === 'fraud' && (
                      <UndoButton
                        label="Clear Fraud Mark"
                        name={`Clear the fraud mark of ${user.name}`}
                        disabled={busy}
                        onClick={() => onRoleChange('clear-fraud', user)}
                      />
                    )
                  ),
              },
              {
                label: 'Two-factor',
                kind: 'actions',
                cell: (user) =>
                  user.twoFactorEnabled && user.email !== myEmail ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={busy}
                      aria-label={`Reset ${user.name}'s two-factor sign-in`}
                      onClick={() => onResetTwoFactor(user)}
                    >
                      Reset 2FA
                    </button>
                  ) : (
                    <span className="text-sm text-base-content/70">
                      {user.twoFactorEnabled ? 'On' : 'Off'}
                    </span>
                  ),
              },
              {
                label: 'Delete',
                kind: 'actions',
                cell: (user) => (
                  <button
                    type="button"
                    className="btn btn-sm btn-error"
                    disabled={busy || user.email === myEmail}
                    title={user.email === myEmail ? 'You cannot delete your own account' : undefined}
                    aria-label={`Delete ${user.name}`}
                    onClick={() => onDelete(user)}
                  >
                    Delete
                  </button>
                ),
              },
            ]}
          />
        )}
      </PagedView>
    </section>
  )
}

/** The undo of a role change, named for a screen reader with the person it applies to. */
function UndoButton({
  label,
  name,
  disabled,
  onClick,
}: {
  label: string
  name: string
  disabled: boolean
  onClick: () => void
}) {
  return (
    <button
      type="button"
      className="btn btn-sm btn-outline"
      disabled={disabled}
      aria-label={name}
      onClick={onClick}
    >
      {label}
    </button>
  )
}
