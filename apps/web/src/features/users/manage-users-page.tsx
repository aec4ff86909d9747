import type { UserRecord } from '@keyhaven/contract'
import { Form } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { ButtonForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { usePostedOutcome } from '../../lib/forms/posted-outcome.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { pageOf } from '../../lib/use-page-param.ts'
import { useQueryParams, useSearchParam } from '../../lib/use-query-params.ts'
import { useAuth } from '../auth/auth-context.tsx'
import { USERS_PAGE_SIZE, type UsersScreen } from './api.ts'
import { type UserStep, userIntent } from './user-intents.ts'

/**
 * Everyone with an account, ten at a time, searched by name or e-mail. The search is the URL's `search`, which
 * the route's loader reads: a GET form without scripts (Enter sends it); once hydrated, the typed text goes
 * into the URL as it settles, replacing the entry, and the loader reads that page.
 */
export function ManageUsersPage({ read }: { read: ScreenRead<UsersScreen> }) {
  const t = useT('admin')
  const query = useQueryParams()
  const [params, update] = query
  const { text: search, setText: setSearch } = useSearchParam(query)
  const page = pageOf(params)
  const { state } = useAuth()
  const myEmail = state.status === 'signed-in' ? state.user.email : ''
  const users = useScreenRead(read)

  const goTo = (next: number) => update({ page: String(next) })
  // A step made without scripts is told at the page's top: its row changes with the list read again (a person
  // deleted leaves it), and its buttons with the person's role. Once hydrated, a toast tells each.
  const posted = usePostedOutcome()

  return (
    <section aria-labelledby="manage-users-title">
      <FormStatus outcome={posted} />
      <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
        <h1 id="manage-users-title" className="text-2xl font-bold">
          {t('users.title')}
        </h1>
        <Form method="get" replace role="search" className="w-full max-w-xs">
          <label className="input w-full">
            <span className="sr-only">{t('users.searchLabel')}</span>
            <input
              type="search"
              name="search"
              placeholder={t('users.searchPlaceholder')}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
        </Form>
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
            busy={users.busy}
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
                      <UserStepButton
                        user={user}
                        step="make-user"
                        className="btn-outline"
                        label={t('users.removeAdmin')}
                        name={t('users.makeUserLabel', { name: user.name })}
                      />
                    )
                  ) : user.role !== 'fraud' ? (
                    <UserStepButton
                      user={user}
                      step="make-admin"
                      className="btn-primary"
                      label={t('users.makeAdmin')}
                    />
                  ) : null,
              },
              {
                label: t('users.column.makeAgent'),
                kind: 'actions',
                cell: (user) =>
                  user.role === 'agent' ? (
                    <UserStepButton
                      user={user}
                      step="make-user"
                      className="btn-outline"
                      label={t('users.removeAgent')}
                      name={t('users.makeUserLabel', { name: user.name })}
                    />
                  ) : (
                    user.role !== 'fraud' &&
                    user.email !== myEmail && (
                      <UserStepButton
                        user={user}
                        step="make-agent"
                        className="btn-primary"
                        label={t('users.makeAgent')}
                      />
                    )
                  ),
              },
              {
                label: t('users.column.fraud'),
                kind: 'actions',
                cell: (user) =>
                  user.role === 'agent' ? (
                    <UserStepButton
                      user={user}
                      step="mark-fraud"
                      className="btn-outline btn-error"
                      label={t('users.markFraud')}
                    />
                  ) : (
                    user.role === 'fraud' && (
                      <UserStepButton
                        user={user}
                        step="clear-fraud"
                        className="btn-outline"
                        label={t('users.clearFraud')}
                        name={t('users.clearFraudLabel', { name: user.name })}
                      />
                    )
                  ),
              },
              {
                label: t('users.column.twoFactor'),
                kind: 'actions',
                cell: (user) =>
                  user.twoFactorEnabled && user.email !== myEmail ? (
                    <UserStepButton
                      user={user}
                      step="reset-two-factor"
                      className="btn-outline"
                      label={t('users.reset')}
                      name={t('users.resetLabel', { name: user.name })}
                    />
                  ) : (
                    <span className="text-sm text-base-content/70">
                      {user.twoFactorEnabled ? t('users.on') : t('users.off')}
                    </span>
                  ),
              },
              {
                label: t('users.column.delete'),
                kind: 'actions',
                cell: (user) =>
                  user.email === myEmail ? (
                    <button
                      type="button"
                      className="btn btn-sm btn-error"
                      disabled
                      title={t('users.notYourself')}
                      aria-label={t('users.deleteLabel', { name: user.name })}
                    >
                      {t('users.delete')}
                    </button>
                  ) : (
                    <UserStepButton
                      user={user}
                      step="delete"
                      className="btn-error"
                      label={t('users.delete')}
                      name={t('users.deleteLabel', { name: user.name })}
                    />
                  ),
              },
            ]}
          />
        )}
      </PagedView>
    </section>
  )
}

/**
 * One step on a person (a role change or its undo, the two-factor reset, the deletion): a form of the route's
 * action (user-actions.server.ts), which asks first; the route's loader then reads the list again. `name` is
 * the button's name for a screen reader where its label alone does not say whom it applies to.
 */
function UserStepButton({
  user,
  step,
  className,
  label,
  name,
}: {
  user: UserRecord
  step: UserStep
  className: string
  label: string
  name?: string
}) {
  const form = useActionForm({ intent: userIntent(step, user.email) })
  return (
    <ButtonForm
      form={form}
      fields={{ intent: step, email: user.email, name: user.name, role: user.role }}
      className={`btn btn-sm ${className}`}
      label={name}
    >
      {label}
    </ButtonForm>
  )
}
