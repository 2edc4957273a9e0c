import type { AdminPromotionCode } from '@contract/admin/promotions.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Switch } from '@/components/admin/Switch'
import { ErrorText } from '@/components/ui/ErrorText'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { setPromotionCodeActive } from '../api/promotion-codes'

/** One code: what it takes off, its limits, how often it was used, and its on/off switch. */
export function PromotionCodeRow(props: { code: AdminPromotionCode; onChanged: () => void }) {
  const { code, onChanged } = props
  const { t, i18n } = useTranslation(['admin-settings', 'admin'])
  const language = currentLanguage(i18n)
  const [busy, setBusy] = useState(false)
  const off =
    code.percent_off !== null
      ? t('promotions.percentOff', { percent: code.percent_off })
      : t('promotions.amountOff', {
          amount: formatMoney(code.amount_off_cents ?? 0, code.currency, language),
        })
  // Stored as the first moment it no longer works; the owner picked the day before.
  const lastDay = code.expires_at
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.parse(code.expires_at) - 1),
      )
    : null
  const switched = async (active: boolean) => {
    setBusy(true)
    try {
      await setPromotionCodeActive(code.id, active)
      onChanged()
    } catch (failure) {
      showToast({
        tone: 'error',
        title: t('promotions.switchFailed'),
        body: <ErrorText error={failure} />,
      })
    } finally {
      setBusy(false)
    }
  }
  return (
    <li className="promotion-rows__item">
      <div className="promotion-rows__what">
        <strong className="promotion-rows__code">{code.code}</strong>
        <span>{off}</span>
        <span className="admin-muted">
          {lastDay ? t('promotions.until', { date: lastDay }) : t('promotions.noEnd')}
          {' · '}
          {code.max_redemptions !== null
            ? t('promotions.usedOf', { count: code.times_redeemed, max: code.max_redemptions })
            : t('promotions.used', { count: code.times_redeemed })}
        </span>
      </div>
      <Switch
        checked={code.active}
        label={t('promotions.activeFor', { code: code.code })}
        text={code.active ? t('promotions.active') : t('promotions.inactive')}
        disabled={busy}
        onChange={switched}
      />
    </li>
  )
}
