import type { MessageDetail } from '@contract/admin/messages.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { BookingPanel } from './BookingPanel'
import { MessageActions } from './MessageActions'
import { ReplyForm } from './ReplyForm'
import { ReplyThread } from './ReplyThread'
import { useMarkReadOnOpen } from './use-mark-read'

/** A message in full: who wrote and when, its state, the text, its booking, and the replies. */
export function MessageView({ message }: { message: MessageDetail }) {
  const { t } = useTranslation(['admin-messages', 'common'])
  const messageTitleId = useId()
  const repliesTitleId = useId()
  useMarkReadOnOpen(message)
  return (
    <div className="message">
      <MessageActions message={message} />
      <section className="admin-panel" aria-labelledby={messageTitleId}>
        <h2 id={messageTitleId} className="visually-hidden">
          {t('sections.message')}
        </h2>
        <MessageFacts message={message} />
        <p className="message__body">{message.body}</p>
      </section>
      {message.booking ? <BookingPanel id={message.id} booking={message.booking} /> : null}
      <section className="admin-panel" aria-labelledby={repliesTitleId}>
        <h2 id={repliesTitleId}>{t('replies.title')}</h2>
        <ReplyThread replies={message.replies} />
        <ReplyForm message={message} />
      </section>
    </div>
  )
}

function MessageFacts({ message }: { message: MessageDetail }) {
  const { t, i18n } = useTranslation(['admin-messages', 'common'])
  const language = currentLanguage(i18n)
  const long = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' })
  const short = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  const at = (iso: string) => short.format(new Date(iso))
  const { enquiry } = message
  return (
    <dl className="admin-facts">
      <dt>{t('meta.from')}</dt>
      <dd>
        {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
      </dd>
      <dt>{t('meta.received')}</dt>
      <dd>
        <time dateTime={message.created_at}>{long.format(new Date(message.created_at))}</time>
      </dd>
      <dt>{t('meta.state')}</dt>
      <dd>
        {message.read_at ? t('meta.readOn', { date: at(message.read_at) }) : t('badges.unread')}
        {message.archived_at ? ` · ${t('meta.archivedOn', { date: at(message.archived_at) })}` : ''}
      </dd>
      <dt>{t('meta.language')}</dt>
      <dd>{t(`common:language.names.${message.locale}`)}</dd>
      {enquiry ? (
        <>
          <dt>{t('meta.service')}</dt>
          <dd>{t(`services.${enquiry.service}`)}</dd>
          <dt>{t('meta.genre')}</dt>
          <dd>{enquiry.genre}</dd>
          <dt>{t('meta.hours')}</dt>
          <dd>{enquiry.hours ?? t('meta.notGiven')}</dd>
        </>
      ) : null}
      {message.session ? (
        <>
          <dt>{t('session.when')}</dt>
          <dd>
            {new Intl.DateTimeFormat(language, {
              dateStyle: 'full',
              timeStyle: 'short',
              timeZone: message.session.time_zone,
            }).format(new Date(message.session.starts_at))}{' '}
            ({message.session.time_zone})
          </dd>
          <dt>{t('session.state')}</dt>
          <dd>
            {t(`session.states.${message.session.status}`)} ·{' '}
            {formatMoney(message.session.amount_cents, message.session.currency, language)}
            {message.session.refund_cents
              ? ` · ${t('session.refunded', { amount: formatMoney(message.session.refund_cents, message.session.currency, language) })}`
              : ''}
          </dd>
        </>
      ) : null}
    </dl>
  )
}
