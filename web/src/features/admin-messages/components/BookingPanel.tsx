import {
  type BookingStatus,
  BookingStatusInput,
  type MessageDetail,
  PRICED_STATUSES,
} from '@contract/admin-inbox.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { InputField, SelectField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { useForm } from '@/components/ui/form/use-form'
import { centsFromEuros, eurosFromCents } from '@/lib/admin/money'
import { formatMoney } from '@/lib/format'
import { showToast } from '@/lib/toast'
import { changeBookingStatus, messageKey } from '../api/message'
import { useInboxChanged } from '../lib/revalidate-inbox'

type Booking = NonNullable<MessageDetail['booking']>

/** A booking request: what was asked, the site's estimate, and its status with the quote. */
export function BookingPanel({ id, booking }: { id: string; booking: Booking }) {
  const { t, i18n } = useTranslation('admin-messages')
  const titleId = useId()
  const money = (cents: number) => formatMoney(cents, booking.estimate.currency, i18n.language)
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' })
  return (
    <section className="admin-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('booking.title')}</h2>
      <dl className="admin-facts">
        <dt>{t('booking.eventType')}</dt>
        <dd>{t(`eventTypes.${booking.event_type}`)}</dd>
        <dt>{t('booking.date')}</dt>
        <dd>
          <time dateTime={booking.preferred_date}>
            {day.format(new Date(`${booking.preferred_date}T00:00:00Z`))}
          </time>
        </dd>
        <dt>{t('booking.location')}</dt>
        <dd>{booking.location ?? '—'}</dd>
        <dt>{t('booking.setHours')}</dt>
        <dd>{booking.set_hours ?? '—'}</dd>
        <dt>{t('booking.estimate')}</dt>
        <dd>
          {t('booking.estimateValue', {
            price: money(booking.estimate.total_cents),
            hours: booking.estimate.hours,
          })}
        </dd>
        <dt>{t('booking.status')}</dt>
        <dd>
          <span className="admin-badge">{t(`bookingStatuses.${booking.status}`)}</span>
        </dd>
        {booking.quote_cents !== null ? (
          <>
            <dt>{t('booking.quote')}</dt>
            <dd>{money(booking.quote_cents)}</dd>
          </>
        ) : null}
      </dl>
      {booking.next_statuses.length > 0 ? (
        <BookingStatusForm id={id} booking={booking} />
      ) : (
        <p className="admin-page__intro">{t('booking.closed')}</p>
      )}
    </section>
  )
}

function BookingStatusForm({ id, booking }: { id: string; booking: Booking }) {
  const { t } = useTranslation(['admin-messages', 'admin'])
  const { mutate } = useSWRConfig()
  const inboxChanged = useInboxChanged()
  const form = useForm({
    schema: BookingStatusInput,
    initial: {
      status: booking.next_statuses[0] ?? '',
      quote_cents: booking.quote_cents === null ? '' : eurosFromCents(booking.quote_cents),
    },
    toInput: ({ status = '', quote_cents = '' }) => ({
      status,
      ...(PRICED_STATUSES.includes(status as BookingStatus) && quote_cents.trim()
        ? { quote_cents: centsFromEuros(quote_cents) }
        : {}),
    }),
    submit: (input: BookingStatusInput) => changeBookingStatus(id, input),
    onSuccess: (detail) => {
      void mutate(messageKey(id), detail, false)
      void inboxChanged()
      showToast({ tone: 'success', title: t('booking.updated') })
    },
  })
  const priced = PRICED_STATUSES.includes(form.values.status as BookingStatus)
  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
      <div className="admin-form__grid">
        <SelectField
          binding={form.field('status')}
          label={t('booking.moveTo')}
          options={booking.next_statuses.map((status) => ({
            value: status,
            label: t(`bookingStatuses.${status}`),
          }))}
        />
        {priced ? (
          <InputField
            binding={form.field('quote_cents')}
            label={t('booking.quoteLabel', { currency: booking.estimate.currency })}
            hint={t('booking.quoteHint')}
            optional={form.values.status !== 'quoted'}
          />
        ) : null}
      </div>
      <FormStatus failure={form.failure} />
      <div className="admin-form__actions">
        <SubmitButton submitting={form.submitting} label={t('booking.update')} />
      </div>
    </form>
  )
}
