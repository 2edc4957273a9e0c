import type { MessageDetail } from '@contract/admin-inbox.ts'
import { useTranslation } from 'react-i18next'
import { BookingPanel } from './BookingPanel'
import { MessageActions } from './MessageActions'
import { ReplyForm } from './ReplyForm'
import { ReplyThread } from './ReplyThread'
import { useMarkReadOnOpen } from './use-mark-read'

export function MessageView({ message }: { message: MessageDetail }) {
  const { t, i18n } = useTranslation(['admin-messages', 'common'])
  useMarkReadOnOpen(message)
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' })
  return (
    <div className="message">
      <MessageActions message={message} />
      <section className="admin-panel" aria-labelledby="message-from">
        <h2 id="message-from" className="visually-hidden">
          {t('sections.message')}
        </h2>
        <dl className="admin-facts">
          <dt>{t('meta.from')}</dt>
          <dd>
            {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
          </dd>
          <dt>{t('meta.received')}</dt>
          <dd>
            <time dateTime={message.created_at}>{when.format(new Date(message.created_at))}</time>
          </dd>
          <dt>{t('meta.language')}</dt>
          <dd>{t(`common:language.names.${message.locale}`)}</dd>
          {message.enquiry ? (
            <>
              <dt>{t('meta.service')}</dt>
              <dd>{t(`services.${message.enquiry.service}`)}</dd>
              <dt>{t('meta.genre')}</dt>
              <dd>{message.enquiry.genre}</dd>
              {message.enquiry.hours ? (
                <>
                  <dt>{t('meta.hours')}</dt>
                  <dd>{message.enquiry.hours}</dd>
                </>
              ) : null}
            </>
          ) : null}
        </dl>
        <p className="message__body">{message.body}</p>
      </section>
      {message.booking ? <BookingPanel id={message.id} booking={message.booking} /> : null}
      <section className="admin-panel" aria-labelledby="message-replies">
        <h2 id="message-replies">{t('replies.title')}</h2>
        <ReplyThread replies={message.replies} />
        <ReplyForm message={message} />
      </section>
    </div>
  )
}
