import type { AdminAnnouncement } from '@contract/mailing.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { Link, useLocation, useSearch } from 'wouter'
import { DeleteButton } from '@/components/admin/DeleteButton'
import { currentLanguage, LANGUAGES } from '@/lib/i18n'
import { announcementsKey, deleteAnnouncement } from '../api/announcements'

/**
 * The drafts, last edited first: each opens in the composer (`?draft=`) to be finished and sent,
 * or is deleted. The one open in the composer says so.
 */
export function DraftList({ items }: { items: AdminAnnouncement[] }) {
  const { t, i18n } = useTranslation(['admin-announcements', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const search = useSearch()
  const [, navigate] = useLocation()
  const open = new URLSearchParams(search).get('draft')
  const date = new Intl.DateTimeFormat(currentLanguage(i18n), {
    dateStyle: 'medium',
    timeStyle: 'short',
  })
  const drafts = [...items].sort((a, b) => b.updated_at.localeCompare(a.updated_at))

  if (drafts.length === 0) return <p className="admin-muted">{t('drafts.empty')}</p>
  return (
    <ul className="announcement-rows">
      {drafts.map((item) => {
        const subject = item.subject.es ?? ''
        const written = LANGUAGES.filter((code) => item.subject[code])
        const editing = open === item.id
        return (
          <li
            key={item.id}
            className="announcement-rows__item"
            aria-current={editing ? 'true' : undefined}
          >
            <div>
              <p className="announcement-rows__subject">{subject}</p>
              <p className="admin-muted">
                {t('drafts.edited', { date: date.format(new Date(item.updated_at)) })} ·{' '}
                <span className="announcement-rows__languages">
                  {t('drafts.languages', {
                    languages: written.map((code) => code.toUpperCase()).join(' · '),
                  })}
                </span>
              </p>
            </div>
            <div className="announcement-rows__actions">
              {editing ? (
                <span className="announcement-rows__open">{t('drafts.open')}</span>
              ) : (
                <Link
                  href={`/announcements?draft=${encodeURIComponent(item.id)}`}
                  className="button button--primary button--small"
                >
                  {t('drafts.edit')}
                  <span className="visually-hidden">: {subject}</span>
                </Link>
              )}
              <DeleteButton
                label={t('drafts.delete.label', { subject })}
                title={t('drafts.delete.title', { subject })}
                body={t('drafts.delete.body')}
                onDelete={async () => {
                  await deleteAnnouncement(item.id)
                  await mutate(announcementsKey)
                }}
                done={{ title: t('drafts.delete.done'), body: subject }}
                failedTitle={t('drafts.delete.failed')}
                onDeleted={editing ? () => navigate('/announcements') : undefined}
              />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
