import type { AdminAnnouncement } from '@contract/mailing.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { ErrorText } from '@/components/ui/ErrorText'
import { currentLanguage, LANGUAGES } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { announcementsKey, sendAnnouncement } from '../api/announcements'

/**
 * The announcements sent, newest first, with how many fans each language reached; one whose
 * sending stopped midway can be sent again (no language goes out twice).
 */
export function SentList({ items }: { items: AdminAnnouncement[] }) {
  const { t, i18n } = useTranslation(['admin-announcements', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const [sending, setSending] = useState<string | null>(null)
  const date = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })

  if (items.length === 0) return <p className="admin-muted">{t('list.empty')}</p>
  return (
    <ul className="announcement-rows">
      {items.map((item) => (
        <li key={item.id} className="announcement-rows__item">
          <div>
            <p className="announcement-rows__subject">{item.subject.es}</p>
            <p className="admin-muted">
              {t(`list.status.${item.status}`)} ·{' '}
              {date.format(new Date(item.sent_at ?? item.created_at))}
            </p>
          </div>
          {item.status === 'sent' ? (
            <p className="announcement-rows__counts">
              <strong>{t('list.recipients', { count: item.recipients_total })}</strong>
              <span className="admin-muted">
                {LANGUAGES.filter((code) => item.recipients[code])
                  .map((code) => `${code.toUpperCase()} ${item.recipients[code]}`)
                  .join(' · ')}
              </span>
            </p>
          ) : (
            <button
              type="button"
              className="button button--primary button--small"
              disabled={sending === item.id}
              onClick={async () => {
                setSending(item.id)
                try {
                  const sent = await sendAnnouncement(item.id)
                  showToast({
                    tone: 'success',
                    title: t('sentToast', { count: sent.recipients_total }),
                  })
                  await mutate(announcementsKey)
                } catch (error) {
                  showToast({
                    tone: 'error',
                    title: t('list.sendFailed'),
                    body: <ErrorText error={error} />,
                  })
                } finally {
                  setSending(null)
                }
              }}
            >
              {t('list.resend')}
              <span className="visually-hidden">: {item.subject.es}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
