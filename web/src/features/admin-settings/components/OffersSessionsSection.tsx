import type {
  AdminBookingSettings,
  BookingSettingsPatch,
} from '@contract/admin/booking-settings.ts'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSWRConfig } from 'swr'
import { QueryState } from '@/components/admin/QueryState'
import { ErrorText } from '@/components/ui/ErrorText'
import { ApiError } from '@/lib/api-client'
import { LANGUAGES, type Language } from '@/lib/i18n'
import { showToast } from '@/lib/toast'
import {
  bookingSettingsKey,
  updateBookingSettings,
  useBookingSettings,
} from '../api/booking-settings'
import { type DayHours, fromDayRows, toDayRows, WeeklyHoursFields } from './WeeklyHoursFields'

const NUMBERS = [
  'deposit_percent',
  'offer_valid_days',
  'balance_reminder_days',
  'session_buffer_minutes',
  'session_horizon_days',
  'session_notice_hours',
  'session_free_cancel_hours',
] as const
type NumberField = (typeof NUMBERS)[number]

type Draft = {
  numbers: Record<NumberField, string>
  timeZone: string
  terms: Record<Language, string>
  days: DayHours[]
}

function draftOf(settings: AdminBookingSettings): Draft {
  return {
    numbers: Object.fromEntries(
      NUMBERS.map((name) => [name, String(settings[name])]),
    ) as Draft['numbers'],
    timeZone: settings.session_time_zone,
    terms: Object.fromEntries(
      LANGUAGES.map((language) => [language, settings.contract_terms[language] ?? '']),
    ) as Draft['terms'],
    days: toDayRows(settings.session_availability),
  }
}

function patchOf(draft: Draft): BookingSettingsPatch {
  return {
    ...(Object.fromEntries(NUMBERS.map((name) => [name, Number(draft.numbers[name])])) as Record<
      NumberField,
      number
    >),
    session_time_zone: draft.timeZone.trim(),
    contract_terms: draft.terms,
    session_availability: fromDayRows(draft.days),
  }
}

/**
 * Settings → Offers and sessions: the deposit share, how long offers stay open, when the balance
 * reminder goes out, the contract's terms per language, and the weekly hours private sessions
 * are booked in. Saved on its own (it is not part of the site's other settings).
 */
export function OffersSessionsSection() {
  const { data, error, mutate } = useBookingSettings()
  return (
    <QueryState data={data} error={error} onRetry={() => void mutate()}>
      {(settings) => <OffersSessionsForm key={settings.updated_at} settings={settings} />}
    </QueryState>
  )
}

function OffersSessionsForm({ settings }: { settings: AdminBookingSettings }) {
  const { t } = useTranslation(['admin-settings', 'admin', 'common'])
  const { mutate } = useSWRConfig()
  const [draft, setDraft] = useState(() => draftOf(settings))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<ReactNode>(null)
  const [saving, setSaving] = useState(false)
  const number = (name: NumberField, label: string, hint?: string) => (
    <div className={errors[name] ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={`booking-${name}`}>
        {label}
      </label>
      <input
        id={`booking-${name}`}
        className="field__control"
        type="number"
        inputMode="numeric"
        value={draft.numbers[name]}
        aria-invalid={Boolean(errors[name])}
        onChange={(event) =>
          setDraft({ ...draft, numbers: { ...draft.numbers, [name]: event.target.value } })
        }
      />
      {hint ? <p className="field__hint">{hint}</p> : null}
      {errors[name] ? (
        <p className="field__error">
          <ErrorText code={errors[name]} />
        </p>
      ) : null}
    </div>
  )

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (saving) return
    setSaving(true)
    setFailure(null)
    setErrors({})
    try {
      const saved = await updateBookingSettings(patchOf(draft))
      void mutate(bookingSettingsKey, saved, { revalidate: false })
      showToast({ tone: 'success', title: t('sessions.saved') })
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) setErrors(error.fields)
      setFailure(<ErrorText error={error} />)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form className="admin-form booking-rules" noValidate onSubmit={save}>
      <section className="admin-panel settings-section" aria-labelledby="offers-title">
        <h2 id="offers-title">{t('offers.title')}</h2>
        <p className="settings-section__description">{t('offers.description')}</p>
        <div className="admin-form__grid">
          {number('deposit_percent', t('offers.depositPercent'))}
          {number('offer_valid_days', t('offers.validDays'))}
          {number('balance_reminder_days', t('offers.reminderDays'), t('offers.reminderHint'))}
        </div>
        <fieldset>
          <legend>{t('offers.terms')}</legend>
          <p className="admin-muted">{t('offers.termsHint')}</p>
          {LANGUAGES.map((language) => (
            <div key={language} className="field">
              <label className="field__label" htmlFor={`terms-${language}`}>
                {t(`common:language.names.${language}`)}
              </label>
              <textarea
                id={`terms-${language}`}
                className="field__control"
                rows={6}
                value={draft.terms[language]}
                placeholder={settings.standard_terms[language]}
                onChange={(event) =>
                  setDraft({ ...draft, terms: { ...draft.terms, [language]: event.target.value } })
                }
              />
            </div>
          ))}
        </fieldset>
      </section>
      <section className="admin-panel settings-section" aria-labelledby="sessions-title">
        <h2 id="sessions-title">{t('sessions.title')}</h2>
        <p className="settings-section__description">{t('sessions.description')}</p>
        <div className="admin-form__grid">
          <div className={errors.session_time_zone ? 'field field--invalid' : 'field'}>
            <label className="field__label" htmlFor="booking-time-zone">
              {t('sessions.timeZone')}
            </label>
            <input
              id="booking-time-zone"
              className="field__control"
              value={draft.timeZone}
              aria-invalid={Boolean(errors.session_time_zone)}
              onChange={(event) => setDraft({ ...draft, timeZone: event.target.value })}
            />
            {errors.session_time_zone ? (
              <p className="field__error">
                <ErrorText code={errors.session_time_zone} />
              </p>
            ) : null}
          </div>
          {number('session_buffer_minutes', t('sessions.buffer'))}
          {number('session_notice_hours', t('sessions.notice'))}
          {number('session_horizon_days', t('sessions.horizon'))}
          {number('session_free_cancel_hours', t('sessions.freeCancel'))}
        </div>
        <WeeklyHoursFields
          rows={draft.days}
          onChange={(days) => setDraft({ ...draft, days })}
          errors={errors}
        />
      </section>
      <div role="alert" className="form-status">
        {failure ? <p className="form-status__message">{failure}</p> : null}
      </div>
      <div className="admin-form__actions">
        <button type="submit" className="button button--primary" aria-disabled={saving}>
          {saving ? t('admin:actions.saving') : t('sessions.save')}
        </button>
      </div>
    </form>
  )
}
