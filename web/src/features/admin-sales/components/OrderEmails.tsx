import type { AdminOrderEmail } from '@contract/admin/sales.ts'
import { useTranslation } from 'react-i18next'
import { AdminTable } from '@/components/admin/AdminTable'

const TONE: Record<AdminOrderEmail['status'], string> = {
  sent: 'admin-badge admin-badge--good',
  pending: 'admin-badge admin-badge--warn',
  failed: 'admin-badge admin-badge--bad',
}

/** The emails about the order, from the outbox: sent, waiting to be retried, or failed. */
export function OrderEmails({ emails }: { emails: AdminOrderEmail[] }) {
  const { t, i18n } = useTranslation('admin-sales')
  if (emails.length === 0) return <p className="admin-muted">{t('email.none')}</p>
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <AdminTable columns={[t('email.subject'), t('email.to'), t('email.status'), t('email.when')]}>
      {emails.map((email) => (
        <tr key={email.id}>
          <th scope="row" className="admin-table__name">
            {email.subject}
            <span className="admin-muted">
              {t(`email.templates.${email.template}`, { defaultValue: email.template })}
            </span>
          </th>
          <td data-label={t('email.to')}>{email.to}</td>
          <td data-label={t('email.status')}>
            <span className={TONE[email.status]}>{t(`email.statuses.${email.status}`)}</span>
            {email.last_error ? (
              <span className="admin-muted">
                {t('email.attempts', { count: email.attempts })}: {email.last_error}
              </span>
            ) : null}
          </td>
          <td data-label={t('email.when')}>
            <time dateTime={email.sent_at ?? email.created_at}>
              {when.format(new Date(email.sent_at ?? email.created_at))}
            </time>
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
