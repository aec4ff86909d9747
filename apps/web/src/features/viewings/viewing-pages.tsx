import { VIEWING_REASON_MAX, type Viewing, type ViewingActionInput } from '@keyhaven/contract'
import { useQuery } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import toast from 'react-hot-toast'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { CardList, ListingCard } from '../../components/listing-card.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { ErrorState, LoadingState } from '../../components/status.tsx'
import { askForReason } from '../../lib/dialogs.ts'
import type { Translate } from '../../lib/i18n/translator.ts'
import { useT } from '../../lib/i18n/use-t.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useViewingStep, VIEWINGS_PAGE_SIZE, viewingSlotsQuery, viewingsQuery, viewingTime } from './api.ts'
import { ViewingStatusBadge } from './viewing-status-badge.tsx'

const DONE = {
  confirm: 'viewings.done.confirmed',
  decline: 'viewings.done.declined',
  propose: 'viewings.done.proposed',
  accept: 'viewings.done.confirmed',
  cancel: 'viewings.done.cancelled',
} as const satisfies Record<ViewingActionInput['action'], string>

function useStep() {
  const t = useT('buying')
  return useViewingStep({
    onSuccess: (_, { step }) => toast.success(t(DONE[step.action])),
    onError: (error) => toast.error(t('viewings.notChanged', { reason: error.message })),
  })
}

/** Asks the reason the other party is told, then takes the step. */
async function withReason(t: Translate<'buying'>, title: string, take: (reason: string) => void) {
  const reason = await askForReason(title, {
    label: t('viewings.reasonLabel'),
    maxLength: VIEWING_REASON_MAX,
  })
  if (reason) take(reason)
}

/** My Viewings: the buyer's requests and viewings, soonest first; accept a proposed time, or cancel. */
export function MyViewingsPage() {
  const [page, setPage] = usePageParam()
  const viewings = useQuery(viewingsQuery('buyer', page))
  const step = useStep()
  const t = useT('buying')
  return (
    <DashboardPage id="my-viewings-title" title={t('viewings.title')}>
      <PagedView
        query={viewings}
        page={page}
        pageSize={VIEWINGS_PAGE_SIZE}
        onPage={setPage}
        loading={t('viewings.loading')}
        error={t('viewings.error')}
        empty={t('viewings.empty')}
      >
        {(data) => (
          <CardList label={t('viewings.list')} items={data.items}>
            {(viewing) => (
              <ListingCard
                image={viewing.image}
                title={viewing.title}
                location={viewing.location}
                badge={<ViewingStatusBadge status={viewing.status} />}
                actions={
                  <div className="flex flex-wrap gap-2">
                    {viewing.status === 'proposed' && (
                      <button
                        type="button"
                        className="btn btn-success btn-sm"
                        disabled={step.isPending}
                        aria-label={t('viewings.acceptLabel', { title: viewing.title })}
                        onClick={() => step.mutate({ viewing, step: { action: 'accept' } })}
                      >
                        {t('viewings.accept')}
                      </button>
                    )}
                    {(viewing.status === 'requested' ||
                      viewing.status === 'proposed' ||
                      viewing.status === 'confirmed') && (
                      <button
                        type="button"
                        className="btn btn-outline btn-error btn-sm"
                        disabled={step.isPending}
                        aria-label={t('viewings.cancelLabel', { title: viewing.title })}
                        onClick={() =>
                          withReason(t, t('viewings.cancelConfirm', { title: viewing.title }), (reason) =>
                            step.mutate({ viewing, step: { action: 'cancel', reason } }),
                          )
                        }
                      >
                        {t('viewings.cancel')}
                      </button>
                    )}
                  </div>
                }
              >
                <p className="text-sm font-medium">{viewingTime(viewing.start, viewing.timeZone)}</p>
                <p className="text-sm">{t('viewings.with', { name: viewing.agentName })}</p>
                {viewing.reason && (
                  <p className="text-sm text-base-content/80">
                    {t('applications.reason', { reason: viewing.reason })}
                  </p>
                )}
              </ListingCard>
            )}
          </CardList>
        )}
      </PagedView>
    </DashboardPage>
  )
}

/** The agent picks another free time of the listing for a request; the buyer then accepts or cancels. */
function ProposeButton({
  viewing,
  disabled,
  onPropose,
}: {
  viewing: Viewing
  disabled: boolean
  onPropose: (start: string) => void
}) {
  const t = useT('agent')
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)
  const [start, setStart] = useState('')
  const slots = useQuery({ ...viewingSlotsQuery(viewing.propertyId), enabled: open })
  const titleId = `propose-title-${viewing._id}`
  const selectId = `propose-time-${viewing._id}`
  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline"
        disabled={disabled}
        aria-label={t('viewings.proposeLabel', { name: viewing.buyerName, title: viewing.title })}
        onClick={() => {
          setOpen(true)
          dialog.current?.showModal()
        }}
      >
        {t('viewings.proposeTime')}
      </button>
      <dialog ref={dialog} className="modal" aria-labelledby={titleId} onClose={() => setOpen(false)}>
        <div className="modal-box">
          <h2 id={titleId} className="text-lg font-bold">
            {t('viewings.proposeTitle')}
          </h2>
          {slots.isPending ? (
            <LoadingState label={t('viewings.slotsLoading')} />
          ) : slots.isError ? (
            <ErrorState message={t('viewings.slotsError')} onRetry={() => slots.refetch()} />
          ) : slots.data.slots.length === 0 ? (
            <p>{t('viewings.noSlots')}</p>
          ) : (
            <>
              <label htmlFor={selectId} className="label mt-4 mb-1 text-sm font-medium text-base-content">
                {t('viewings.newTime')}
              </label>
              <select
                id={selectId}
                className="select w-full"
                value={start}
                onChange={(event) => setStart(event.target.value)}
              >
                <option value="">{t('viewings.chooseTime')}</option>
                {slots.data.slots.map((slot) => (
                  <option key={slot.start} value={slot.start}>
                    {viewingTime(slot.start, slots.data.timeZone)}
                  </option>
                ))}
              </select>
            </>
          )}
          <div className="modal-action">
            <button type="button" className="btn" onClick={() => dialog.current?.close()}>
              {t('viewings.cancelDialog')}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={!start}
              onClick={() => {
                onPropose(start)
                dialog.current?.close()
              }}
            >
              {t('viewings.propose')}
            </button>
          </div>
        </div>
      </dialog>
    </>
  )
}

/** Viewings: those of the agent's listings, soonest first, with each step inline. */
export function AgentViewingsPage() {
  const [page, setPage] = usePageParam()
  const viewings = useQuery(viewingsQuery('agent', page))
  const step = useStep()
  const t = useT('agent')
  // The reason dialog's label is the buyer's side's own words ('buying').
  const buyerT = useT('buying')
  const busy = step.isPending
  return (
    <DashboardPage id="agent-viewings-title" title={t('viewings.title')}>
      <PagedView
        query={viewings}
        page={page}
        pageSize={VIEWINGS_PAGE_SIZE}
        onPage={setPage}
        loading={t('viewings.loading')}
        error={t('viewings.error')}
        empty={t('viewings.empty')}
      >
        {(data) => (
          <DataTable
            caption={t('viewings.count', { count: data.total })}
            busy={viewings.isPlaceholderData}
            rows={data.items}
            rowKey={(viewing) => viewing._id}
            columns={[
              {
                label: t('viewings.column.when'),
                kind: 'nowrap',
                cell: (viewing) => viewingTime(viewing.start, viewing.timeZone),
              },
              { label: t('viewings.column.listing'), cell: (viewing) => viewing.title },
              {
                label: t('viewings.column.buyer'),
                cell: (viewing) => (
                  <div className="min-w-0">
                    <p>{viewing.buyerName}</p>
                    <p className="text-xs text-base-content/80 md:whitespace-nowrap">{viewing.buyerEmail}</p>
                  </div>
                ),
              },
              { label: t('viewings.column.message'), cell: (viewing) => viewing.message ?? '—' },
              {
                label: t('viewings.column.status'),
                cell: (viewing) => <ViewingStatusBadge status={viewing.status} />,
              },
              {
                label: t('viewings.column.actions'),
                kind: 'actions',
                cell: (viewing) => (
                  <div className="flex flex-wrap gap-2">
                    {viewing.status === 'requested' && (
                      <>
                        <button
                          type="button"
                          className="btn btn-sm btn-success"
                          disabled={busy}
                          aria-label={t('viewings.confirmLabel', {
                            name: viewing.buyerName,
                            title: viewing.title,
                          })}
                          onClick={() => step.mutate({ viewing, step: { action: 'confirm' } })}
                        >
                          {t('viewings.confirm')}
                        </button>
                        <ProposeButton
                          viewing={viewing}
                          disabled={busy}
                          onPropose={(start) => step.mutate({ viewing, step: { action: 'propose', start } })}
                        />
                      </>
                    )}
                    {(viewing.status === 'requested' || viewing.status === 'proposed') && (
                      <button
                        type="button"
                        className="btn btn-sm btn-error"
                        disabled={busy}
                        aria-label={t('viewings.declineLabel', {
                          name: viewing.buyerName,
                          title: viewing.title,
                        })}
                        onClick={() =>
                          withReason(
                            buyerT,
                            t('viewings.declineConfirm', { name: viewing.buyerName }),
                            (reason) => step.mutate({ viewing, step: { action: 'decline', reason } }),
                          )
                        }
                      >
                        {t('viewings.decline')}
                      </button>
                    )}
                    {viewing.status === 'confirmed' && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline btn-error"
                        disabled={busy}
                        aria-label={t('viewings.cancelLabel', {
                          name: viewing.buyerName,
                          title: viewing.title,
                        })}
                        onClick={() =>
                          withReason(
                            buyerT,
                            t('viewings.cancelConfirm', { name: viewing.buyerName }),
                            (reason) => step.mutate({ viewing, step: { action: 'cancel', reason } }),
                          )
                        }
                      >
                        {t('viewings.cancel')}
                      </button>
                    )}
                  </div>
                ),
              },
            ]}
          />
        )}
      </PagedView>
    </DashboardPage>
  )
}
