import {
  type BookingStatus,
  BookingStatusInput,
  type MessageDetail,
  PRICED_STATUSES,
} from '@contract/admin/messages.ts'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { InputField, SelectField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { type FormFailure, useForm } from '@/components/ui/form/use-form'
import { centsFromEuros, eurosFromCents } from '@/lib/admin/money'
import { showToast } from '@/lib/toast'
import { changeBookingStatus, messageKey } from '../api/message'
import { useInboxChanged } from '../lib/revalidate-inbox'
import { EMPTY_OFFER, OfferFields, offerInput } from './OfferFields'

type Props = {
  id: string
  booking: NonNullable<MessageDetail['booking']>
  /** The booking had already moved on (409 `illegal_transition`): it is read again. */
  onOvertaken: () => void
  onMoved: () => void
}

const overtaken = (failure: FormFailure | null) =>
  failure?.kind === 'error' && failure.code === 'illegal_transition'

const priced = (status: string) => PRICED_STATUSES.includes(status as BookingStatus)

/**
 * The booking's next step, among those the API allows from here (`next_statuses`). Quoting needs
 * the price, typed in euros and sent in cents; a confirmation may adjust it.
 */
export function BookingStatusForm({ id, booking, onOvertaken, onMoved }: Props) {
  const { t } = useTranslation(['admin-messages', 'admin'])
  const { mutate } = useSWRConfig()
  const inboxChanged = useInboxChanged()
  const form = useForm({
    schema: BookingStatusInput,
    initial: {
      status: booking.next_statuses[0] ?? '',
      // The quote so far, else the site's own estimate to start from.
      quote_cents: eurosFromCents(booking.quote_cents ?? booking.estimate.total_cents),
      ...EMPTY_OFFER,
    },
    toInput: ({ status = '', quote_cents = '', ...offer }) => ({
      status,
      ...(priced(status) && quote_cents.trim() ? { quote_cents: centsFromEuros(quote_cents) } : {}),
      ...(status === 'quoted' ? offerInput(offer) : {}),
    }),
    submit: (input: BookingStatusInput) => changeBookingStatus(id, input),
    onSuccess: (detail) => {
      onMoved()
      void mutate(messageKey(id), detail, false)
      void inboxChanged()
      showToast({
        tone: 'success',
        title: t('booking.updated'),
        body: t('booking.updatedBody', { status: t(`bookingStatuses.${detail.booking?.status}`) }),
      })
    },
    onFailure: (failure) => {
      if (!overtaken(failure)) return
      onOvertaken()
      void mutate(messageKey(id))
    },
  })
  const status = form.values.status ?? ''
  return (
    <form ref={form.formRef} className="admin-form" noValidate onSubmit={form.handleSubmit}>
      <h3>{t('booking.change')}</h3>
      <div className="admin-form__grid">
        <SelectField
          binding={form.field('status')}
          label={t('booking.moveTo')}
          options={booking.next_statuses.map((next) => ({
            value: next,
            label: t(`bookingStatuses.${next}`),
          }))}
        />
        {priced(status) ? (
          <InputField
            binding={form.field('quote_cents')}
            label={t('booking.quoteLabel', { currency: booking.estimate.currency })}
            hint={status === 'quoted' ? t('booking.quoteHint') : t('booking.confirmQuoteHint')}
            inputMode="decimal"
            optional={status !== 'quoted'}
          />
        ) : null}
      </div>
      {status === 'quoted' ? <OfferFields field={form.field} /> : null}
      {/* Said above the form, where it stays once the fresh booking replaces this form. */}
      <FormStatus failure={overtaken(form.failure) ? null : form.failure} />
      <div className="admin-form__actions">
        <SubmitButton
          submitting={form.submitting}
          label={t('booking.update')}
          busyLabel={t('admin:actions.saving')}
        />
      </div>
    </form>
  )
}
