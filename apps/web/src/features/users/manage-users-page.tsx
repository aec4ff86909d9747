import type { UserRecord } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import toast from 'react-hot-toast'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { confirmChange, confirmDanger } from '../../lib/dialogs.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
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

/** A role change's question, in the page's language: its title, its text and, for some, its button's words. */
function questionOf(
  t: Translate<'admin'>,
  action: RoleAction,
  user: UserRecord,
): [title: string, text: string, button?: string] {
  const name = user.name
  switch (action) {
    case 'make-admin':
      return [t('users.confirm.makeAdmin', { name }), t('users.confirmText.makeAdmin')]
    case 'make-agent':
      return [t('users.confirm.makeAgent', { name }), t('users.confirmText.makeAgent')]
    case 'mark-fraud':
      return [t('users.confirm.markFraud', { name }), t('users.confirmText.markFraud')]
    case 'make-user':
      return [
        t('users.confirm.makeUser', { name }),
        t(
          user.role === 'admin'
            ? 'users.confirmText.makeUserFromAdmin'
            : 'users.confirmText.makeUserFromAgent',
        ),
        t('users.confirmYes.makeUser'),
      ]
    case 'clear-fraud':
      return [
        t('users.confirm.clearFraud', { name }),
        t('users.confirmText.clearFraud'),
        t('users.confirmYes.clearFraud'),
      ]
  }
}

const DONE = {
  'make-admin': 'users.done.makeAdmin',
  'make-agent': 'users.done.makeAgent',
  'mark-fraud': 'users.done.markFraud',
  'make-user': 'users.done.makeUser',
  'clear-fraud': 'users.done.clearFraud',
} as const satisfies Record<RoleAction, string>

const FAILED = {
  'make-admin': 'users.failed.role',
  'make-agent': 'users.failed.role',
  'mark-fraud': 'users.failed.markFraud',
  'make-user': 'users.failed.role',
  'clear-fraud': 'users.failed.clearFraud',
} as const satisfies Record<RoleAction, string>

export function ManageUsersPage() {
  const t = useT('admin')
  const query = useQueryParams()
  const [params, update] = query
  const { text: search, setText: setSearch, settled: debouncedSearch } = useSearchParam(query)
  const page = pageOf(params)
  const { state } = useAuth()
  const myEmail = state.status === 'signed-in' ? state.user.email : ''
  const users = useQuery(usersQuery(debouncedSearch, page))

  const roleChange = useChangeRole({
    onSuccess: (_, { action }) => toast.success(t(DONE[action])),
    onError: (error, { action }) => toast.error(t(FAILED[action], { reason: error.message })),
  })
  const removal = useDeleteUser({
    onSuccess: () => toast.success(t('users.deleted')),
    onError: (error) => toast.error(t('users.deleteFailed', { reason: error.message })),
  })

  const twoFactorReset = useResetTwoFactor({
    onSuccess: () => toast.success(t('users.twoFactorReset')),
    onError: (error) => toast.error(t('users.twoFactorResetFailed', { reason: error.message })),
  })

  const onRoleChange = async (action: RoleAction, user: UserRecord) => {
    const [title, text, button] = questionOf(t, action, user)
    if (await confirmChange(title, text, button)) roleChange.mutate({ action, user })
  }
  const onDelete = async (user: UserRecord) => {
    const confirmed = await confirmDanger(
      t('users.confirmDelete'),
      t('users.confirmDeleteText', { name: user.name, email: user.email }),
    )
    if (confirmed) removal.mutate(user)
  }

  const onResetTwoFactor = async (user: UserRecord) => {
    const confirmed = await confirmChange(
      t('users.confirmReset', { name: user.name }),
      t('users.confirmResetText'),
      t('users.confirmResetYes'),
    )
    if (confirmed) twoFactorReset.mutate(user)
  }

  const goTo = (next: number) => update({ page: String(next) })
  const busy = roleChange.isPending || removal.isPending || twoFactorReset.isPending

  return (
    <section aria-labelledby="manage-users-title">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h1 id="manage-users-title" className="text-2xl font-bold">
          {t('users.title')}
        </h1>
        <label className="input w-full max-w-xs">
          <span className="sr-only">{t('users.searchLabel')}</span>
          <input
            type="search"
            placeholder={t('users.searchPlaceholder')}
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
        loading={t('users.loading')}
        error={t('users.error')}
        // The message of the list on screen, which may still be the previous search's while the next loads.
        empty={users.data?.search ? t('users.noMatch', { search: users.data.search }) : t('users.empty')}
      >
        {(data) => (
          <DataTable
            caption={
              data.search
                ? t('users.countMatching', { count: data.total, search: data.search })
                : t('users.count', { count: data.total })
            }
            busy={users.isPlaceholderData}
            rows={data.items}
            rowKey={(user) => user._id}
            columns={[
              {
                label: '#',
                cell: (_, index) => t('number', { count: (page - 1) * USERS_PAGE_SIZE + index + 1 }),
              },
              { label: t('users.column.name'), cell: (user) => user.name },
              { label: t('users.column.email'), kind: 'email', cell: (user) => user.email },
              {
                label: t('users.column.role'),
                cell: (user) =>
                  user.role === 'fraud' ? (
                    <span className="badge badge-error">{t('users.fraudBadge')}</span>
                  ) : (
                    <span className="capitalize">{t(`users.role.${user.role}`)}</span>
                  ),
              },
              {
                label: t('users.column.makeAdmin'),
                kind: 'actions',
                cell: (user) =>
                  user.role === 'admin' ? (
                    user.email === myEmail ? (
                      <span className="text-sm text-base-content/70">{t('users.selfAdmin')}</span>
                    ) : (
                      <UndoButton
                        label={t('users.removeAdmin')}
                        name={t('users.makeUserLabel', { name: user.name })}
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
                      {t('users.makeAdmin')}
                    </button>
                  ) : null,
              },
              {
                label: t('users.column.makeAgent'),
                kind: 'actions',
                cell: (user) =>
                  user.role === 'agent' ? (
                    <UndoButton
                      label={t('users.removeAgent')}
                      name={t('users.makeUserLabel', { name: user.name })}
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
                        {t('users.makeAgent')}
                      </button>
                    )
                  ),
              },
              {
                label: t('users.column.fraud'),
                kind: 'actions',
                cell: (user) =>
                  user.role === 'agent' ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline btn-error"
                      disabled={busy}
                      onClick={() => onRoleChange('mark-fraud', user)}
                    >
                      {t('users.markFraud')}
                    </button>
                  ) : (
                    user.role === 'fraud' && (
                      <UndoButton
                        label={t('users.clearFraud')}
                        name={t('users.clearFraudLabel', { name: user.name })}
                        disabled={busy}
                        onClick={() => onRoleChange('clear-fraud', user)}
                      />
                    )
                  ),
              },
              {
                label: t('users.column.twoFactor'),
                kind: 'actions',
                cell: (user) =>
                  user.twoFactorEnabled && user.email !== myEmail ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-outline"
                      disabled={busy}
                      aria-label={t('users.resetLabel', { name: user.name })}
                      onClick={() => onResetTwoFactor(user)}
                    >
                      {t('users.reset')}
                    </button>
                  ) : (
                    <span className="text-sm text-base-content/70">
                      {user.twoFactorEnabled ? t('users.on') : t('users.off')}
                    </span>
                  ),
              },
              {
                label: t('users.column.delete'),
                kind: 'actions',
                cell: (user) => (
                  <button
                    type="button"
                    className="btn btn-sm btn-error"
                    disabled={busy || user.email === myEmail}
                    title={user.email === myEmail ? t('users.notYourself') : undefined}
                    aria-label={t('users.deleteLabel', { name: user.name })}
                    onClick={() => onDelete(user)}
                  >
                    {t('users.delete')}
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
