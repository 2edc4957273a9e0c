import { lastBookableDay } from '@contract/site/booking-date.ts'
import type { PublicSettings } from '@contract/site/site.ts'
import { useTranslation } from 'react-i18next'
import { InputField, SelectField, TextAreaField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { Honeypot } from '@/components/ui/form/Honeypot'
import { NewsOptIn } from '@/components/ui/form/NewsOptIn'
import { SenderFields } from '@/components/ui/form/SenderFields'
import { type FieldCodes, useForm, type Values } from '@/components/ui/form/use-form'
import { currentLanguage } from '@/lib/i18n'
import { BookingInput, createBooking } from '../api/create-booking'
import { BlockedDatesHint } from './BlockedDatesHint'
import { BookingEstimate, EstimateLine } from './BookingEstimate'
import { dateProblem, EVENT_TYPES, type EventType, utcToday } from './booking-rules'
import { DateCalendar } from './DateCalendar'

export type BookingSent = { values: Values }

type Props = {
  settings: PublicSettings
  initialType: EventType | ''
  onSent: (sent: BookingSent) => void
}

export function BookingForm({ settings, initialType, onSent }: Props) {
  const { t, i18n } = useTranslation(['booking', 'forms'])
  const locale = currentLanguage(i18n)
  const form = useForm({
    schema: BookingInput,
    initial: {
      name: '',
      email: '',
      event_type: initialType,
      preferred_date: '',
      details: '',
      location: '',
      set_hours: '',
      website: '',
      subscribe: '',
    },
    toInput: ({ location, set_hours, subscribe, ...values }) => ({
      ...values,
      subscribe: subscribe === 'yes',
      location: location?.trim() ? location : undefined,
      set_hours: set_hours?.trim() ? Number(set_hours) : undefined,
      locale,
    }),
    check: (values): FieldCodes => {
      const problem = dateProblem(values.preferred_date ?? '', settings.blocked_dates)
      return problem ? { preferred_date: problem } : {}
    },
    submit: createBooking,
    onSuccess: (_receipt, values) => onSent({ values }),
  })
  const { festival, club, extended } = settings.set_lengths
  const firstDay = utcToday()
  const lastDay = lastBookableDay(new Date())

  return (
    <div className="booking">
      <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
        <SenderFields name={form.field('name')} email={form.field('email')} />
        <div className="form__row">
          <SelectField
            binding={form.field('event_type', { validateOnChange: true })}
            label={t('fields.eventType')}
            placeholder={t('fields.chooseEventType')}
            options={EVENT_TYPES.map((type) => ({ value: type, label: t(`eventTypes.${type}`) }))}
          />
          <div className="booking__date">
            <InputField
              binding={form.field('preferred_date', { validateOnChange: true })}
              label={t('fields.date')}
              type="date"
              min={firstDay}
              max={lastDay}
              hint={<BlockedDatesHint blockedDates={settings.blocked_dates} />}
              required
            />
            <DateCalendar
              value={form.values.preferred_date ?? ''}
              onChange={(day) => form.setValue('preferred_date', day, { validateNow: true })}
              min={firstDay}
              max={lastDay}
              unavailable={settings.blocked_dates}
            />
          </div>
        </div>
        <TextAreaField
          binding={form.field('details')}
          label={t('fields.details')}
          hint={t('fields.detailsHint')}
        />
        <div className="form__row">
          <InputField
            binding={form.field('location')}
            label={t('fields.location')}
            autoComplete="address-level2"
            optional
          />
          <InputField
            binding={form.field('set_hours')}
            label={t('fields.setHours')}
            type="number"
            min={1}
            max={12}
            hint={t('fields.setHoursHint', {
              festival: `${festival.min}-${festival.max}`,
              club: `${club.min}-${club.max}`,
              extended: `${extended.min}-${extended.max}`,
            })}
            optional
          />
        </div>
        <NewsOptIn binding={form.field('subscribe')} />
        <Honeypot binding={form.field('website')} />
        <FormStatus failure={form.failure} />
        <EstimateLine settings={settings} setHours={form.values.set_hours ?? ''} />
        <SubmitButton submitting={form.submitting} label={t('submit')} />
      </form>
      <BookingEstimate settings={settings} setHours={form.values.set_hours ?? ''} />
    </div>
  )
}
