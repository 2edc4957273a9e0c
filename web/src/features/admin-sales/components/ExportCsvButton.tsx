import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import { showToast } from '@/lib/toast'
import { downloadOrdersCsv, type OrderFilters } from '../api/orders'
import { saveFile } from '../lib/save-file'

/** Every order matching the filters as a CSV file (for the accountant), named by the server. */
export function ExportCsvButton({ filters }: { filters: OrderFilters }) {
  const { t } = useTranslation(['admin-sales', 'admin', 'common'])
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      const { blob, filename } = await downloadOrdersCsv(filters)
      saveFile(blob, filename)
    } catch (error) {
      showToast({ tone: 'error', title: t('export.failed'), body: <ErrorText error={error} /> })
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className="button button--ghost"
      onClick={download}
      disabled={busy}
      aria-busy={busy}
    >
      {busy ? t('export.busy') : t('export.button')}
    </button>
  )
}
