import type { PublicSettings } from '@contract/site/site.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SlotPicker } from '@/components/slots/SlotPicker'
import { InputField, SelectField, TextAreaField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { SenderFields } from '@/components/ui/form/SenderFields'
import { useForm } from '@/components/ui/form/use-form'
import { Loading } from '@/components/ui/Loading'
import { useSlots } from '@/lib/api/get-slots'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { createSessionBooking, SessionBookingInput } from '../api/create-session-booking'

/**
 * A private session booked by slot: its length, a free slot (in the visitor's time zone), who and
 * what for; then Stripe. The server holds the slot while its payment page is open; a buyer who
 * loses a race for it sees the slots still free.
 */
export function SessionBooking({ settings }: { settings: PublicSettings }) {
  const { t, i18n } = useTranslation(['booking', 'forms', 'common'])
  const language = currentLanguage(i18n)
  const range = settings.rates.session_hours
  const [day, setDay] = useState('')
  const form = useForm({
    schema: SessionBookingInput,
    initial: {
      slot_start: '',
      hours: String(range.min),
      name: '',
      email: '',
      genre: '',
      details: '',
    },
    toInput: (values) => ({ ...values, hours: Number(values.hours), locale: language }),
    check: (values): Record<string, string> =>
      values.slot_start ? {} : { slot_start: 'slot_invalid' },
    submit: createSessionBooking,
    onSuccess: ({ url }) => window.location.assign(url),
    onFailure: (failure) => {
      // Someone else got the slot: show what is still free, and let the visitor pick again.
      if (failure.kind === 'error' && failure.code === 'slot_taken') {
        form.setValue('slot_start', '')
        void slots.mutate()
      }
    },
  })
  const hours = Number(form.values.hours)
  const slots = useSlots(hours)
  const amount = formatMoney(
    settings.rates.session_hourly_cents * hours,
    settings.currency,
    language,
  )
  const slotError = form.errors.slot_start
  const taken = form.failure?.kind === 'error' && form.failure.code === 'slot_taken'
  const hourOptions = Array.from(
    { length: range.max - range.min + 1 },
    (_, index) => range.min + index,
  )

  return (
    <div className="booking session-booking">
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <SelectField
          binding={{
            ...form.field('hours'),
            onValueChange: (value) => {
              form.setValue('hours', value)
              form.setValue('slot_start', '')
            },
          }}
          label={t('session.length')}
          options={hourOptions.map((count) => ({
            value: String(count),
            label: t('session.hours', { count }),
          }))}
        />
        <div className="session-booking__slots">
          {taken ? (
            <p className="notice" role="alert">
              {t('session.taken')}
            </p>
          ) : null}
          {slots.data ? (
            <SlotPicker
              slots={slots.data.items}
              value={form.values.slot_start ?? ''}
              onChange={(start) => form.setValue('slot_start', start, { validateNow: true })}
              day={day}
              onDayChange={setDay}
              error={slotError}
            />
          ) : slots.error ? (
            <p className="notice" role="alert">
              {t('session.loadError')}{' '}
              <button type="button" className="button button--small" onClick={() => slots.mutate()}>
                {t('retry')}
              </button>
            </p>
          ) : (
            <Loading />
          )}
          {/* The slot's value travels with the form; its errors are announced by the picker. */}
          <input type="hidden" name="slot_start" value={form.values.slot_start ?? ''} />
        </div>
        <SenderFields name={form.field('name')} email={form.field('email')} />
        <InputField
          binding={form.field('genre')}
          label={t('session.genre')}
          hint={t('session.genreHint')}
          required
        />
        <TextAreaField
          binding={form.field('details')}
          label={t('session.details')}
          hint={t('session.detailsHint')}
        />
        <FormStatus failure={taken ? null : form.failure} />
        <SubmitButton
          submitting={form.submitting}
          label={t('session.submit', { amount })}
          busyLabel={t('session.busy')}
        />
      </form>
      <aside className="estimate">
        <h2 className="estimate__title">{t('session.total')}</h2>
        <p className="estimate__total">
          <span className="estimate__amount">{amount}</span>
          {t('session.hours', { count: hours })}
        </p>
        <p className="estimate__note">{t('session.genreRule')}</p>
        {slots.data ? (
          <p className="estimate__note">
            {t('session.policy', { hours: slots.data.free_change_hours })}
          </p>
        ) : null}
      </aside>
    </div>
  )
}
