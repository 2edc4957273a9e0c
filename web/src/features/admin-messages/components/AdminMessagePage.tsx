import { useTranslation } from 'react-i18next'
import { useParams } from 'wouter'
import { AdminPage } from '@/components/admin/AdminPage'
import { QueryState } from '@/components/admin/QueryState'
import { useMessage } from '../api/message'
import { MessageView } from './MessageView'

/** /admin/messages/{id}: one message in full, its booking or enquiry, actions and replies. */
export default function AdminMessagePage() {
  // 'forms' too: the page's forms render once their data is in, and a namespace loaded only then
  // would hide the whole page again (Suspense) while it arrives.
  const { t } = useTranslation(['admin-messages', 'admin', 'forms'])
  const { id = '' } = useParams<{ id: string }>()
  const { data, error, mutate } = useMessage(id)
  const title = data ? t(`titles.${data.kind}`, { name: data.name }) : t('admin:nav.messages')
  return (
    <AdminPage title={title} back={{ href: '/messages', label: t('back') }}>
      <QueryState data={data} error={error} onRetry={() => void mutate()}>
        {(message) => <MessageView message={message} />}
      </QueryState>
    </AdminPage>
  )
}
