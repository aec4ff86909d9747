import { zodResolver } from '@hookform/resolvers/zod'
import { type CreateFeedKey, createFeedKeySchema, type FeedKey, type IssuedFeedKey } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import toast from 'react-hot-toast'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { InputField } from '../../components/form-field.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { confirmDanger } from '../../lib/dialogs.ts'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { feedKeysQuery, useIssueFeedKey, useRevokeFeedKey } from './api.ts'

/** The key just issued, shown this once with a copy button: Keyhaven keeps only its hash. */
function IssuedKey({ issued, onDone }: { issued: IssuedFeedKey; onDone: () => void }) {
  const t = useT('admin')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.key)
      toast.success(t('feed.copied'))
    } catch {
      toast.error(t('feed.copyFailed'))
    }
  }
  return (
    <div role="status" className="alert alert-success mb-6 flex flex-col items-stretch gap-3">
      <p className="font-semibold">{t('feed.issued', { name: issued.name })}</p>
      <p className="text-sm">
        {messageWith((marks) => t('feed.issuedHelp', marks), {
          header: <code>Authorization: Bearer &lt;key&gt;</code>,
          path: <code>/api/feed/properties</code>,
        })}
      </p>
      <label className="flex w-full flex-col">
        <span className="mb-1 text-sm font-medium">{t('feed.key')}</span>
        <input
          type="text"
          readOnly
          value={issued.key}
          className="input w-full font-mono text-xs text-base-content"
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-primary btn-sm" onClick={copy}>
          {t('feed.copy')}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          {t('feed.done')}
        </button>
      </div>
    </div>
  )
}

/**
 * Feed Keys for admins: issue a key for a portal (shown once, with a copy button), see each key's name, when it
 * was issued and last used and whether it is revoked, and revoke one after a confirmation.
 */
export function FeedKeysPage() {
  const t = useT('admin')
  const { dateTime } = useDateFormat()
  const formatTime = (iso: string | null) => (iso ? dateTime(iso) : t('feed.never'))
  const keys = useQuery(feedKeysQuery())
  const [issued, setIssued] = useState<IssuedFeedKey | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateFeedKey>({ resolver: zodResolver(createFeedKeySchema), defaultValues: { name: '' } })
  const issue = useIssueFeedKey({
    onSuccess: (key) => {
      setIssued(key)
      reset({ name: '' })
    },
    onError: (failure) =>
      setError('name', { message: failure instanceof ApiError ? failure.detail : failure.message }),
  })
  const revoke = useRevokeFeedKey({
    onSuccess: (key) => toast.success(t('feed.revoked', { name: key.name })),
    onError: (error) => toast.error(t('feed.revokeFailed', { reason: error.message })),
  })
  const onRevoke = async (key: FeedKey) => {
    const confirmed = await confirmDanger(
      t('feed.confirmRevoke', { name: key.name }),
      t('feed.confirmRevokeText'),
      t('feed.confirmRevokeYes'),
    )
    if (confirmed) revoke.mutate(key)
  }

  return (
    <DashboardPage id="feed-keys-title" title={t('feed.title')}>
      <p className="mb-4 max-w-2xl text-sm">{t('feed.intro')}</p>
      {issued && <IssuedKey issued={issued} onDone={() => setIssued(null)} />}
      <form
        noValidate
        aria-label={t('feed.issueForm')}
        className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={handleSubmit((values) => issue.mutate(values))}
      >
        <div className="w-full sm:max-w-sm">
          <InputField
            id="feed-key-name"
            label={t('feed.portalName')}
            maxLength={100}
            error={errors.name}
            {...register('name')}
          />
        </div>
        <button type="submit" className="btn btn-primary" disabled={issue.isPending}>
          {t('feed.issue')}
        </button>
      </form>
      <QueryView
        query={keys}
        loading={t('feed.loading')}
        error={t('feed.error')}
        isEmpty={(list) => list.length === 0}
        empty={t('feed.empty')}
      >
        {(list) => (
          <DataTable
            caption={t('feed.count', { count: list.length })}
            rows={list}
            rowKey={(key) => key.id}
            columns={[
              { label: t('feed.column.name'), cell: (key) => key.name },
              { label: t('feed.column.issued'), kind: 'nowrap', cell: (key) => formatTime(key.createdAt) },
              { label: t('feed.column.lastUsed'), kind: 'nowrap', cell: (key) => formatTime(key.lastUsedAt) },
              {
                label: t('feed.column.status'),
                cell: (key) =>
                  key.revokedAt ? (
                    <span className="badge badge-error">
                      {t('feed.revokedAt', { when: formatTime(key.revokedAt) })}
                    </span>
                  ) : (
                    <span className="badge badge-success">{t('feed.active')}</span>
                  ),
              },
              {
                label: t('feed.column.revoke'),
                kind: 'actions',
                cell: (key) =>
                  !key.revokedAt && (
                    <button
                      type="button"
                      className="btn btn-sm btn-error btn-outline"
                      disabled={revoke.isPending}
                      aria-label={t('feed.revokeLabel', { name: key.name })}
                      onClick={() => onRevoke(key)}
                    >
                      {t('feed.revoke')}
                    </button>
                  ),
              },
            ]}
          />
        )}
      </QueryView>
    </DashboardPage>
  )
}
