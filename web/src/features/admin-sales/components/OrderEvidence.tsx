import type { AdminOrderEvidence } from '@contract/admin/evidence.ts'
import type { AdminOrderDetail } from '@contract/admin/sales.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { AdminSection } from '@/components/admin/AdminSection'
import { ErrorText } from '@/components/ui/ErrorText'
import { formatMoney } from '@/lib/format'
import { showToast } from '@/lib/toast'
import { downloadEvidencePdf, useOrderEvidence } from '../api/evidence'
import { saveFile } from '../lib/save-file'

/**
 * Beside the order: its VAT and invoice, the licence terms accepted at checkout, a dispute if
 * the buyer's bank opened one, and every download (when, which file, from where) with the
 * evidence PDF to send Stripe.
 */
export function OrderEvidence({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation('admin-sales')
  const { data: evidence } = useOrderEvidence(order.id)
  if (!evidence || order.status === 'pending') return null
  return (
    <>
      {evidence.dispute ? <DisputeNotice order={order} evidence={evidence} /> : null}
      <TaxFacts order={order} evidence={evidence} />
      <AdminSection title={t('evidence.downloads')}>
        <DownloadLog evidence={evidence} />
        <EvidenceButton order={order} />
      </AdminSection>
    </>
  )
}

function DisputeNotice({
  order,
  evidence,
}: {
  order: AdminOrderDetail
  evidence: AdminOrderEvidence
}) {
  const { t, i18n } = useTranslation('admin-sales')
  const dispute = evidence.dispute!
  return (
    <p className="admin-panel order-dispute" role="status">
      <strong>{t('evidence.disputed')}</strong>{' '}
      {t('evidence.disputeText', {
        amount: formatMoney(dispute.amount_cents, order.currency, i18n.language),
        reason: dispute.reason.replaceAll('_', ' '),
      })}
    </p>
  )
}

function TaxFacts({ order, evidence }: { order: AdminOrderDetail; evidence: AdminOrderEvidence }) {
  const { t, i18n } = useTranslation('admin-sales')
  const money = (cents: number) => formatMoney(cents, order.currency, i18n.language)
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <AdminSection title={t('evidence.tax')}>
      <dl className="admin-facts">
        <dt>{t('evidence.net')}</dt>
        <dd>{money(evidence.net_cents ?? order.total_cents - evidence.tax_cents)}</dd>
        <dt>{t('evidence.vat')}</dt>
        <dd>
          {evidence.tax_exempt === 'reverse'
            ? t('evidence.reverseCharge')
            : `${money(evidence.tax_cents)}${evidence.tax_country ? ` (${evidence.tax_country})` : ''}`}
        </dd>
        {evidence.buyer_business_name ? (
          <>
            <dt>{t('evidence.business')}</dt>
            <dd>
              {evidence.buyer_business_name}
              {evidence.buyer_tax_ids.map((id) => ` · ${id.value}`).join('')}
            </dd>
          </>
        ) : null}
        <dt>{t('evidence.invoice')}</dt>
        <dd>
          {evidence.invoice_pdf_url ? (
            <a href={evidence.invoice_pdf_url} target="_blank" rel="noopener">
              {evidence.invoice_number ?? t('evidence.invoiceOpen')}
            </a>
          ) : (
            '—'
          )}
        </dd>
        <dt>{t('evidence.terms')}</dt>
        <dd>
          {evidence.terms_accepted_at
            ? t('evidence.termsAccepted', {
                version: evidence.terms_version ?? '—',
                when: when.format(new Date(evidence.terms_accepted_at)),
              })
            : '—'}
        </dd>
      </dl>
    </AdminSection>
  )
}

function DownloadLog({ evidence }: { evidence: AdminOrderEvidence }) {
  const { t, i18n } = useTranslation(['admin-sales', 'common'])
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'medium' })
  if (evidence.downloads.length === 0)
    return <p className="admin-muted">{t('evidence.noDownloads')}</p>
  return (
    <table className="card-table download-log">
      <caption className="visually-hidden">{t('evidence.downloads')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('evidence.when')}</th>
          <th scope="col">{t('evidence.file')}</th>
          <th scope="col">{t('evidence.from')}</th>
        </tr>
      </thead>
      <tbody>
        {evidence.downloads.map((entry) => (
          <tr key={`${entry.downloaded_at}-${entry.licence_number}-${entry.format}`}>
            <td data-label={t('evidence.when')}>
              <time dateTime={entry.downloaded_at}>
                {when.format(new Date(entry.downloaded_at))}
              </time>
            </td>
            <td data-label={t('evidence.file')}>
              {entry.title} · {t(`common:files.${entry.format}`)}
            </td>
            <td data-label={t('evidence.from')} className="download-log__client">
              {entry.ip_address ?? '—'} · {t(`evidence.channel.${entry.channel}`)}
              <br />
              <small>{entry.user_agent ?? '—'}</small>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function EvidenceButton({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation(['admin-sales', 'admin', 'common'])
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const { blob, filename } = await downloadEvidencePdf(order.id)
      saveFile(blob, filename)
    } catch (error) {
      showToast({ tone: 'error', title: t('evidence.failed'), body: <ErrorText error={error} /> })
    } finally {
      setBusy(false)
    }
  }
  return (
    <p>
      <button
        type="button"
        className="button button--ghost"
        onClick={download}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? t('evidence.preparing') : t('evidence.pdf')}
      </button>
    </p>
  )
}
