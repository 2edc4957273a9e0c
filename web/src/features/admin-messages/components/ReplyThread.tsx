import type { MessageReply } from '@contract/admin/messages.ts'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n'

/** The replies sent so far, oldest first. */
export function ReplyThread({ replies }: { replies: MessageReply[] }) {
  const { t, i18n } = useTranslation('admin-messages')
  if (replies.length === 0) return <p className="admin-page__intro">{t('replies.none')}</p>
  const when = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  return (
    <ol className="message__replies">
      {replies.map((reply) => (
        <li key={reply.id} className="message__reply">
          <p className="message__byline">
            {t('replies.byline', {
              author: reply.author_email ?? t('replies.formerAdmin'),
              date: when.format(new Date(reply.created_at)),
            })}
          </p>
          <p>{reply.body}</p>
        </li>
      ))}
    </ol>
  )
}
