import type { AdminLicenceGrant } from '@contract/admin/sales.ts'
import { useTranslation } from 'react-i18next'
import { AdminTable } from '@/components/admin/AdminTable'

/** The licences an order granted: who holds them, downloads left, and whether they still stand. */
export function OrderLicences({ licences }: { licences: AdminLicenceGrant[] }) {
  const { t, i18n } = useTranslation('admin-sales')
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' })
  return (
    <AdminTable
      columns={[
        t('licence.number'),
        t('licence.track'),
        t('licence.holder'),
        { label: t('licence.downloadsLeft'), num: true },
        t('licence.status'),
      ]}
    >
      {licences.map((licence) => (
        <tr key={licence.id}>
          <th scope="row" className="admin-table__name">
            <code>{licence.number}</code>
            <span className="admin-muted">{day.format(new Date(licence.issued_at))}</span>
          </th>
          <td data-label={t('licence.track')}>
            {licence.title}
            <span className="admin-muted">{t(`licences.${licence.licence}`)}</span>
          </td>
          <td data-label={t('licence.holder')}>
            {licence.holder_name}
            <span className="admin-muted">{licence.holder_email}</span>
          </td>
          <td className="num" data-label={t('licence.downloadsLeft')}>
            {licence.downloads_left}
          </td>
          <td data-label={t('licence.status')}>
            {licence.revoked_at ? (
              <span className="admin-badge admin-badge--bad">{t('licence.revoked')}</span>
            ) : (
              <span className="admin-badge admin-badge--good">{t('licence.valid')}</span>
            )}
          </td>
        </tr>
      ))}
    </AdminTable>
  )
}
