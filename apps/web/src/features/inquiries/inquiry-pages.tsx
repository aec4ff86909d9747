import {
  type InquiryMessage,
  type InquirySide,
  type InquiryThread,
  type InquiryThreadDetail,
  MAX_INQUIRY_MESSAGE_LENGTH,
  type Page,
} from '@keyhaven/contract'
import { Link } from 'react-router'
import { type ScreenRead, useScreenRead } from '../../app/screen-with-data.tsx'
import { DashboardPage } from '../../components/dashboard-page.tsx'
import { FormField } from '../../components/form-field.tsx'
import { PagedView } from '../../components/paged-view.tsx'
import { QueryView } from '../../components/query-view.tsx'
import { EmptyState } from '../../components/status.tsx'
import { dashboardPaths } from '../../lib/dashboard-paths.ts'
import { useDateFormat } from '../../lib/dates.ts'
import { ActionForm, useActionForm } from '../../lib/forms/action-form.tsx'
import { FormStatus } from '../../lib/forms/form-status.tsx'
import { messageWith } from '../../lib/i18n/message-with.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import { paths } from '../../lib/paths.ts'
import { usePageParam } from '../../lib/use-page-param.ts'
import { useMarkPageRead } from '../notifications/api.ts'
import { INQUIRIES_PAGE_SIZE } from './api.ts'

// Leads (an agent's, about their listings) and My Inquiries (the conversations a person started): the same
// list and conversation, seen from either side. Messages are plain text and rendered as text, never as HTML.

const SIDES = {
  agent: { list: dashboardPaths.leads, one: dashboardPaths.lead },
  buyer: { list: dashboardPaths.myInquiries, one: dashboardPaths.myInquiry },
} as const

type ListProps = { read: ScreenRead<Page<InquiryThread>> }
type ThreadProps = { read: ScreenRead<InquiryThreadDetail> }

function InquiryList({ side, read }: ListProps & { side: InquirySide }) {
  const { dateTime: formatTime } = useDateFormat()
  const t = useT('buying')
  const copy = SIDES[side]
  const title = t(`inquiries.${side}.title`)
  const [page, setPage] = usePageParam()
  const threads = useScreenRead(read)
  return (
    <DashboardPage id="inquiries-title" title={title}>
      <PagedView
        query={threads}
        page={page}
        pageSize={INQUIRIES_PAGE_SIZE}
        onPage={setPage}
        loading={t(`inquiries.${side}.loading`)}
        error={t(`inquiries.${side}.error`)}
        empty={t(`inquiries.${side}.empty`)}
      >
        {(data) => (
          <>
            <ul aria-label={title} aria-busy={threads.busy} className="flex flex-col gap-3">
              {data.items.map((thread) => {
                const other =
                  side === 'agent' ? thread.buyerName : (thread.agentName ?? t('inquiries.theAgent'))
                return (
                  <li key={thread._id} className="card card-border bg-base-100">
                    <div className="card-body flex-row gap-4 p-4">
                      <img
                        src={thread.propertyImage}
                        alt=""
                        className="hidden h-16 w-24 shrink-0 rounded object-cover sm:block"
                        loading="lazy"
                      />
                      <div className="min-w-0 flex-1">
                        <h2 className="font-semibold break-words">
                          <Link to={copy.one(thread._id)} className="link link-hover">
                            {thread.propertyTitle}
                          </Link>
                        </h2>
                        <p className="text-sm text-base-content/80">
                          {t(side === 'agent' ? 'inquiries.from' : 'inquiries.with', { name: other })} ·{' '}
                          {t('inquiries.messages', { count: thread.messageCount })} ·{' '}
                          <time dateTime={thread.lastMessageAt}>{formatTime(thread.lastMessageAt)}</time>
                        </p>
                        <p className="mt-1 truncate text-base-content/90">
                          <span className="font-medium">
                            {t('inquiries.said', {
                              name: thread.lastFromAgent === (side === 'agent') ? t('inquiries.you') : other,
                            })}
                          </span>
                          {thread.lastMessage}
                        </p>
                      </div>
                    </div>
                  </li>
                )
              })}
            </ul>
          </>
        )}
      </PagedView>
    </DashboardPage>
  )
}

function MessageItem({ message, own }: { message: InquiryMessage; own: boolean }) {
  const { dateTime: formatTime } = useDateFormat()
  const t = useT('buying')
  return (
    <li className={`chat ${own ? 'chat-end' : 'chat-start'}`}>
      <div className="chat-header flex flex-wrap gap-2 text-sm">
        <span className="font-medium">{own ? t('inquiries.you') : message.authorName}</span>
        <time dateTime={message.createdAt} className="text-base-content/80">
          {formatTime(message.createdAt)}
        </time>
      </div>
      <div
        className={`chat-bubble max-w-[min(36rem,90%)] break-words whitespace-pre-line ${own ? 'chat-bubble-primary' : ''}`}
      >
        {message.body}
        {message.phone && <p className="mt-2 text-sm">{t('inquiries.phone', { phone: message.phone })}</p>}
        {message.viewingTimes.length > 0 && (
          <div className="mt-2 text-sm">
            <p>{t('inquiries.proposedTimes')}</p>
            <ul className="list-inside list-disc">
              {message.viewingTimes.map((time) => (
                <li key={time}>
                  <time dateTime={time}>{formatTime(time)}</time>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </li>
  )
}

/**
 * A reply in the conversation, posted to its route's action (inquiry-actions.server.ts), which checks it; the
 * route's loader then reads the conversation again, the reply in it. What was typed stays until it is sent.
 */
function ReplyForm() {
  const t = useT('buying')
  const form = useActionForm({ intent: 'reply' })
  const message = form.field('message', 'reply-text')
  return (
    // noValidate: the server's check says what a reply needs ('Write a reply first').
    <ActionForm form={form} className="mt-6 flex flex-col gap-2" noValidate>
      <FormField id="reply-text" label={t('inquiries.reply')} error={message.error}>
        <textarea
          className="textarea h-28 w-full"
          maxLength={MAX_INQUIRY_MESSAGE_LENGTH}
          {...message.input}
        />
      </FormField>
      <FormStatus outcome={form.outcome} />
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? t('offer.sending') : t('inquiries.sendReply')}
        </button>
      </div>
    </ActionForm>
  )
}

function ThreadView({ side, read }: ThreadProps & { side: InquirySide }) {
  const t = useT('buying')
  const copy = SIDES[side]
  const thread = useScreenRead(read)
  useMarkPageRead()
  const back = (
    <Link to={copy.list} className="btn btn-ghost btn-sm">
      {t('inquiries.back', { title: t(`inquiries.${side}.title`) })}
    </Link>
  )
  if (thread.notFound) {
    return (
      <DashboardPage id="thread-title" title={t('inquiries.conversation')} actions={back}>
        <EmptyState>{t('inquiries.notYours')}</EmptyState>
      </DashboardPage>
    )
  }
  const data = thread.data
  return (
    <DashboardPage
      id="thread-title"
      title={data ? data.propertyTitle : t('inquiries.conversation')}
      actions={back}
    >
      <QueryView query={thread} loading={t('inquiries.loading')} error={t('inquiries.error')}>
        {(conversation) => (
          <>
            <p className="mb-4 text-base-content/80">
              {messageWith(
                (marks) =>
                  side === 'agent'
                    ? t('inquiries.askedAbout', { name: conversation.buyerName, ...marks })
                    : conversation.agentName
                      ? t('inquiries.conversationWith', { name: conversation.agentName, ...marks })
                      : t('inquiries.conversationWithAgent', marks),
                {
                  property: (
                    <Link to={paths.propertyDetails(conversation.propertyId)} className="link">
                      {conversation.propertyTitle}
                    </Link>
                  ),
                },
              )}
            </p>
            <ol aria-label={t('inquiries.messagesLabel')} className="flex flex-col gap-2">
              {conversation.messages.map((message) => (
                <MessageItem
                  key={message._id}
                  message={message}
                  own={message.fromAgent === (side === 'agent')}
                />
              ))}
            </ol>
            {conversation.canReply ? (
              <ReplyForm />
            ) : (
              <p className="mt-6 text-base-content/80">{t('inquiries.closed')}</p>
            )}
          </>
        )}
      </QueryView>
    </DashboardPage>
  )
}

export const LeadsPage = ({ read }: ListProps) => <InquiryList side="agent" read={read} />
export const MyInquiriesPage = ({ read }: ListProps) => <InquiryList side="buyer" read={read} />
export const LeadPage = ({ read }: ThreadProps) => <ThreadView side="agent" read={read} />
export const MyInquiryPage = ({ read }: ThreadProps) => <ThreadView side="buyer" read={read} />
