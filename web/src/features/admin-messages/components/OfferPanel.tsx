import type { AdminOffer } from '@contract/admin/messages.ts'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { ConfirmDialog } from '@/components/admin/ConfirmDialog'
import { ErrorText } from '@/components/ui/ErrorText'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import { messageKey, withdrawOffer } from '../api/message'
import { useInboxChanged } from '../lib/revalidate-inbox'

/** The booking's offer: where it stands, its money, its link, and withdrawing it while open. */
export function OfferPanel({ id, offer }: { id: string; offer: AdminOffer }) {
  const { t, i18n } = useTranslation(['admin-messages', 'admin'])
  const language = currentLanguage(i18n)
  const { mutate } = useSWRConfig()
  const inboxChanged = useInboxChanged()
  const [asking, setAsking] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<ReactNode>(null)
  const money = (cents: number) => formatMoney(cents, offer.currency, language)
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso))
  const day = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${iso}T00:00:00Z`),
    )
  const open = offer.state === 'sent' || offer.state === 'signed'
  const withdraw = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const detail = await withdrawOffer(id)
      void mutate(messageKey(id), detail, false)
      void inboxChanged()
      setAsking(false)
      showToast({ tone: 'success', title: t('offer.withdrawn') })
    } catch (error) {
      setFailure(<ErrorText error={error} />)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="message__subsection offer-panel">
      <h3>{t('offer.title')}</h3>
      <p className={`offer-panel__state offer-panel__state--${offer.state}`}>
        {t(`offer.state.${offer.state}`)}
      </p>
      <dl className="admin-facts">
        {open ? (
          <>
            <dt>{t('offer.validUntil')}</dt>
            <dd>{date(offer.expires_at)}</dd>
          </>
        ) : null}
        {offer.signer_name && offer.signed_at ? (
          <>
            <dt>{t('offer.signedBy')}</dt>
            <dd>
              {offer.signer_name}, {date(offer.signed_at)}
            </dd>
          </>
        ) : null}
        <dt>{t('offer.deposit')}</dt>
        <dd>
          {money(offer.deposit_cents)} ({offer.deposit_percent} %) ·{' '}
          {offer.deposit_paid_at
            ? t('offer.paidOn', { date: date(offer.deposit_paid_at) })
            : t('offer.due')}
        </dd>
        {offer.balance_cents > 0 ? (
          <>
            <dt>{t('offer.balance')}</dt>
            <dd>
              {money(offer.balance_cents)} ·{' '}
              {offer.balance_paid_at
                ? t('offer.paidOn', { date: date(offer.balance_paid_at) })
                : t('offer.dueBy', { date: day(offer.balance_due_on) })}
              {offer.balance_reminders > 0 && !offer.balance_paid_at
                ? ` · ${t('offer.reminders', { count: offer.balance_reminders })}`
                : ''}
            </dd>
          </>
        ) : null}
      </dl>
      <div className="admin-form__actions offer-panel__actions">
        <a
          className="button button--ghost button--small"
          href={offer.url}
          target="_blank"
          rel="noreferrer"
        >
          {t('offer.link')}
        </a>
        {open ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => setAsking(true)}
          >
            {t('offer.withdraw')}
          </button>
        ) : null}
      </div>
      {failure ? <p role="alert">{failure}</p> : null}
      <ConfirmDialog
        open={asking}
        title={t('offer.withdraw')}
        confirmLabel={t('offer.withdrawYes')}
        danger
        busy={busy}
        onConfirm={withdraw}
        onCancel={() => setAsking(false)}
      >
        <p>{t('offer.withdrawConfirm')}</p>
      </ConfirmDialog>
    </div>
  )
}
