import { useTranslation } from 'react-i18next'
import { AdminPage } from '@/components/admin/AdminPage'
import { QueryState } from '@/components/admin/QueryState'
import { useAnnouncements } from '../api/announcements'
import { Composer } from './Composer'
import { DraftList } from './DraftList'
import { SentList } from './SentList'

/**
 * /admin/announcements: write to the fans on the mailing list (a new announcement, or a draft
 * opened from the drafts), and see what reached them.
 */
export default function AdminAnnouncementsPage() {
  const { t } = useTranslation(['admin-announcements', 'admin'])
  const { data, error, mutate } = useAnnouncements()
  return (
    <AdminPage
      title={t('admin:nav.announcements')}
      intro={
        data
          ? t('audience', {
              count: data.audience.confirmed_total,
              pending: data.audience.pending,
              unsubscribed: data.audience.unsubscribed,
              stopped: data.audience.bounced + data.audience.complained,
            })
          : t('intro')
      }
    >
      <Composer fans={data?.audience.confirmed_total ?? 0} />
      <section className="admin-panel" aria-labelledby="drafts-title">
        <h2 id="drafts-title">{t('drafts.title')}</h2>
        <QueryState data={data} error={error} onRetry={() => void mutate()}>
          {({ items }) => <DraftList items={items.filter((item) => item.status === 'draft')} />}
        </QueryState>
      </section>
      <section className="admin-panel" aria-labelledby="sent-title">
        <h2 id="sent-title">{t('list.title')}</h2>
        <QueryState data={data} error={error} onRetry={() => void mutate()}>
          {({ items }) => <SentList items={items.filter((item) => item.status !== 'draft')} />}
        </QueryState>
      </section>
    </AdminPage>
  )
}
