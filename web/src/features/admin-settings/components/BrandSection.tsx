import type { AdminSettings } from '@contract/admin/settings.ts'
import { useTranslation } from 'react-i18next'
import { InputField, SelectField } from '@/components/ui/form/Field'
import { localizedValues } from '@/lib/admin/localized-values'
import { LANGUAGES, type Language } from '@/lib/i18n'
import { SettingsSection } from './SettingsSection'
import { useSettingsForm } from './use-settings-form'

/** The brand name, the contact address and the tagline in each language. */
export function BrandSection({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation(['admin-settings', 'common'])
  const form = useSettingsForm(
    {
      brand_name: settings.brand_name,
      contact_email: settings.contact_email,
      owner_locale: settings.owner_locale,
      ...localizedValues('tagline', settings.tagline),
    },
    (values) => ({
      brand_name: values.brand_name ?? '',
      contact_email: values.contact_email ?? '',
      owner_locale: (values.owner_locale ?? 'es') as Language,
      tagline: Object.fromEntries(
        LANGUAGES.map((language) => [language, values[`tagline.${language}`] ?? '']),
      ),
    }),
  )
  return (
    <SettingsSection
      anchor="brand"
      dirty={form.dirty}
      title={t('brand.title')}
      description={t('brand.description')}
    >
      <div className="admin-form__grid">
        <InputField binding={form.field('brand_name')} label={t('brand.name')} required />
        <InputField
          binding={form.field('contact_email')}
          label={t('brand.contactEmail')}
          type="email"
          hint={t('brand.contactEmailHint')}
          required
        />
        <SelectField
          binding={form.field('owner_locale')}
          label={t('brand.ownerLocale')}
          hint={t('brand.ownerLocaleHint')}
          options={LANGUAGES.map((language) => ({
            value: language,
            label: t(`common:language.names.${language}`),
          }))}
        />
      </div>
      <fieldset>
        <legend>{t('brand.tagline')}</legend>
        <div className="admin-form__grid">
          {LANGUAGES.map((language) => (
            <InputField
              key={language}
              binding={form.field(`tagline.${language}`)}
              label={t(`common:language.names.${language}`)}
              optional={language !== 'es'}
            />
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  )
}
