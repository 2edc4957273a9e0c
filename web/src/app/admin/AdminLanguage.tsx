import type { AdminSettings, SettingsPatch } from '@contract/admin/settings.ts'
import { languageTag } from '@contract/language-tags.ts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import useSWR from 'swr'
import { ErrorText } from '@/components/ui/ErrorText'
import { adminGet, adminRequest } from '@/lib/admin-api'
import { currentLanguage, isLanguage, LANGUAGES, type Language } from '@/lib/i18n'
import { showToast } from '@/lib/toast'

const LOWER_CASE_NAMES: ReadonlySet<Language> = new Set(['es', 'fr', 'pt'])

/**
 * The admin's language, in the sidebar. Choosing one also makes it the language of the owner's
 * notices (settings.owner_locale: new sales, messages, bookings), so the emails read as the
 * panel does. While the two differ (the panel's language came from the browser), a line says so
 * and offers to align them.
 */
export function AdminLanguage() {
  const { t, i18n } = useTranslation(['admin', 'common'])
  const id = useId()
  const language = currentLanguage(i18n)
  const { data: settings, mutate } = useSWR('admin/settings', adminGet<AdminSettings>)
  const [saving, setSaving] = useState(false)
  const name = (value: Language) => t(`common:language.names.${value}`)
  // Inside a sentence Spanish, French and Portuguese write language names in lower case.
  const inSentence = (text: string, lng: Language) =>
    LOWER_CASE_NAMES.has(lng) ? text.toLocaleLowerCase(lng) : text
  const named = (value: Language) => inSentence(name(value), language)

  const choose = async (next: Language) => {
    if (next !== language) await i18n.changeLanguage(next)
    setSaving(true)
    try {
      const saved = await adminRequest<AdminSettings>('settings', {
        method: 'PATCH',
        body: { owner_locale: next } satisfies SettingsPatch,
      })
      await mutate(saved, { revalidate: false })
      // Said in the language just chosen (this render's `t` still speaks the previous one).
      const said = i18n.getFixedT(next)
      const title = said('admin:language.saved', {
        language: inSentence(said(`common:language.names.${next}`), next),
      })
      showToast({ tone: 'success', title })
    } catch (error) {
      showToast({
        tone: 'error',
        title: t('admin:language.failed'),
        body: <ErrorText error={error} />,
      })
    } finally {
      setSaving(false)
    }
  }

  const notices = settings?.owner_locale
  return (
    <div className="admin-language">
      <label className="admin-language__label" htmlFor={id}>
        {t('common:language.label')}
      </label>
      <select
        id={id}
        className="admin-language__select"
        value={language}
        disabled={saving}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void choose(event.target.value)
        }}
      >
        {LANGUAGES.map((value) => (
          <option key={value} value={value} lang={languageTag(value)}>
            {name(value)}
          </option>
        ))}
      </select>
      {notices && notices !== language ? (
        <p className="admin-language__note">
          {t('admin:language.notices', { language: named(notices) })}{' '}
          <button
            type="button"
            className="admin-language__align"
            disabled={saving}
            onClick={() => void choose(language)}
          >
            {t('admin:language.align', { language: named(language) })}
          </button>
        </p>
      ) : null}
    </div>
  )
}
