import type { UserRecord } from '@keyhaven/contract'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import toast from 'react-hot-toast'
import { useSearchParams } from 'react-router'
import { Pager } from '../../components/pager.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { confirmDanger } from '../../lib/dialogs.ts'
import { useDebouncedValue } from '../../lib/use-debounced-value.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { changeRole, deleteUser, type RoleAction, USERS_PAGE_SIZE, usersQuery } from './users-api.ts'

const ACTION_TOASTS: Record<RoleAction, { success: string; failure: string }> = {
  'make-admin': { success: 'Made admin', failure: 'Failed to change role' },
  'make-agent': { success: 'Made agent', failure: 'Failed to change role' },
  'mark-fraud': { success: 'Marked as fraud', failure: 'Failed to mark fraud' },
}

export function ManageUsersPage() {
  const [params, setParams] = useSearchParams()
  const [search, setSearch] = useState(params.get('search') ?? '')
  const debouncedSearch = useDebouncedValue(search.trim())
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1)
  const { state } = useAuth()
  const myEmail = state.status === 'signed-in' ? state.user.email : ''
  const queryClient = useQueryClient()
  const { data, isPending, isError, refetch, isPlaceholderData } = useQuery(usersQuery(debouncedSearch, page))

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (debouncedSearch) next.set('search', debouncedSearch)
        else next.delete('search')
        if (debouncedSearch !== (current.get('search') ?? '')) next.delete('page')
        return next
      },
      { replace: true },
    )
  }, [debouncedSearch, setParams])

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] })
  const roleChange = useMutation({
    mutationFn: ({ action, user }: { action: RoleAction; user: UserRecord }) =>
      changeRole(action, user.email),
    onSuccess: (_, { action }) => toast.success(ACTION_TOASTS[action].success),
    onError: (error, { action }) => toast.error(`${ACTION_TOASTS[action].failure}: ${error.message}`),
    onSettled: refresh,
  })
  const removal = useMutation({
    mutationFn: (user: UserRecord) => deleteUser(user.email),
    onSuccess: () => toast.success('User deleted'),
    onError: (error) => toast.error(`Failed to delete user: ${error.message}`),
    onSettled: refresh,
  })

  const onDelete = async (user: UserRecord) => {
    const confirmed = await confirmDanger(
      'Are you sure?',
      `This deletes ${user.name} (${user.email}) with their wishlist and reviews. Offers and payments are kept.`,
    )
    if (confirmed) removal.mutate(user)
  }

  const pageCount = data ? Math.max(1, Math.ceil(data.total / USERS_PAGE_SIZE)) : 1
  const goTo = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      updated.set('page', String(next))
      return updated
    })
  const busy = roleChange.isPending || removal.isPending

  return (
    <section aria-labelledby="manage-users-title">
      <title>Manage Users · Keyhaven</title>
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
      {isPending ? (
        <LoadingState label="Loading users..." />
      ) : isError ? (
        <ErrorState message="We could not load the users." onRetry={() => refetch()} />
      ) : data.users.length === 0 ? (
        <p className="py-8 text-center text-base-content/70">
          {debouncedSearch ? `No users match "${debouncedSearch}".` : 'No users yet.'}
        </p>
      ) : (
        <>
          <div
            className={`overflow-x-auto rounded-box bg-base-100 shadow ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            <table className="table">
              <caption className="sr-only">
                {data.total} users{debouncedSearch ? ` matching ${debouncedSearch}` : ''}
              </caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Make Admin</th>
                  <th scope="col">Make Agent</th>
                  <th scope="col">Fraud</th>
                  <th scope="col">Delete</th>
                </tr>
              </thead>
              <tbody>
                {data.users.map((user, index) => {
                  const isMe = user.email === myEmail
                  return (
                    <tr key={user._id}>
                      <td>{(page - 1) * USERS_PAGE_SIZE + index + 1}</td>
                      <td>{user.name}</td>
                      <td className="break-all">{user.email}</td>
                      <td>
                        {user.role === 'fraud' ? (
                          <span className="badge badge-error">Fraud</span>
                        ) : (
                          <span className="capitalize">{user.role}</span>
                        )}
                      </td>
                      <td>
                        {user.role === 'admin' ? (
                          <span className="text-sm text-base-content/60">Admin</span>
                        ) : user.role !== 'fraud' ? (
                          <button
                            type="button"
                            className="btn btn-xs btn-primary"
                            disabled={busy}
                            onClick={() => roleChange.mutate({ action: 'make-admin', user })}
                          >
                            Make Admin
                          </button>
                        ) : null}
                      </td>
                      <td>
                        {user.role !== 'agent' && user.role !== 'fraud' && !isMe && (
                          <button
                            type="button"
                            className="btn btn-xs btn-secondary"
                            disabled={busy}
                            onClick={() => roleChange.mutate({ action: 'make-agent', user })}
                          >
                            Make Agent
                          </button>
                        )}
                      </td>
                      <td>
                        {user.role === 'agent' && (
                          <button
                            type="button"
                            className="btn btn-xs btn-warning"
                            disabled={busy}
                            onClick={() => roleChange.mutate({ action: 'mark-fraud', user })}
                          >
                            Fraud
                          </button>
                        )}
                      </td>
                      <td>
                        <button
                          type="button"
                          className="btn btn-xs btn-error"
                          disabled={busy || isMe}
                          title={isMe ? 'You cannot delete your own account' : undefined}
                          aria-label={`Delete ${user.name}`}
                          onClick={() => onDelete(user)}
                        >
                          Delete
                        </button>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
          <Pager page={page} pageCount={pageCount} onPage={goTo} />
        </>
      )}
    </section>
  )
}
