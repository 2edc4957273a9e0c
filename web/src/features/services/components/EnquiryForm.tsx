import type { Range } from '@contract/site/site.ts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { InputField, SelectField, TextAreaField } from '@/components/ui/form/Field'
import { FormStatus, SubmitButton } from '@/components/ui/form/FormStatus'
import { Honeypot } from '@/components/ui/form/Honeypot'
import { NewsOptIn } from '@/components/ui/form/NewsOptIn'
import { SenderFields } from '@/components/ui/form/SenderFields'
import { type FieldCodes, useForm } from '@/components/ui/form/use-form'
import { currentLanguage } from '@/lib/i18n'
import { createEnquiry, EnquiryInput, type Service } from '../api/create-enquiry'
import { EnquirySent } from './EnquirySent'

type Props = {
  /** The first is preselected; with more than one the visitor chooses. */
  services: readonly [Service, ...Service[]]
  /** Private sessions are booked by the hour, within the owner's range. */
  sessionHours?: Range
}

export function EnquiryForm({ services, sessionHours }: Props) {
  const { t, i18n } = useTranslation(['services', 'forms'])
  const locale = currentLanguage(i18n)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const form = useForm({
    schema: EnquiryInput,
    initial: {
      name: '',
      email: '',
      service: services[0],
      genre: '',
      hours: '',
      details: '',
      website: '',
      subscribe: '',
    },
    toInput: ({ hours, subscribe, ...values }) => ({
      ...values,
      subscribe: subscribe === 'yes',
      hours: hours?.trim() ? Number(hours) : undefined,
      locale,
    }),
    check: ({ service, hours }): FieldCodes => {
      if (service !== 'private_session' || !sessionHours) return {}
      const value = Number(hours)
      return hours && value >= sessionHours.min && value <= sessionHours.max
        ? {}
        : { hours: 'session_hours_invalid' }
    },
    submit: createEnquiry,
    onSuccess: (_receipt, values) => setSentTo(values.email ?? ''),
  })

  if (sentTo !== null) {
    return (
      <EnquirySent
        email={sentTo}
        onAgain={() => {
          form.reset()
          setSentTo(null)
        }}
      />
    )
  }
  const hourOptions = sessionHours
    ? Array.from(
        { length: sessionHours.max - sessionHours.min + 1 },
        (_, i) => sessionHours.min + i,
      )
    : []

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={form.handleSubmit}>
      <SenderFields name={form.field('name')} email={form.field('email')} />
      <div className="form__row">
        {services.length > 1 ? (
          <SelectField
            binding={form.field('service', { validateOnChange: true })}
            label={t('enquiry.service')}
            options={services.map((service) => ({
              value: service,
              label: t(`serviceNames.${service}`),
            }))}
          />
        ) : null}
        <InputField
          binding={form.field('genre')}
          label={t('enquiry.genre')}
          hint={t('enquiry.genreHint')}
          required
        />
        {sessionHours ? (
          <SelectField
            binding={form.field('hours', { validateOnChange: true })}
            label={t('enquiry.hours')}
            placeholder={t('enquiry.chooseHours')}
            hint={t('enquiry.hoursHint', { min: sessionHours.min, max: sessionHours.max })}
            options={hourOptions.map((hours) => ({
              value: String(hours),
              label: t('enquiry.hoursOption', { hours }),
            }))}
          />
        ) : null}
      </div>
      <TextAreaField
        binding={form.field('details')}
        label={t('enquiry.details')}
        hint={t('enquiry.detailsHint')}
      />
      <NewsOptIn binding={form.field('subscribe')} />
      <Honeypot binding={form.field('website')} />
      <FormStatus failure={form.failure} />
      <SubmitButton submitting={form.submitting} label={t('enquiry.submit')} />
    </form>
  )
}
