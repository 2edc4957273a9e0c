import { useTranslation } from 'react-i18next'
import { useSettings } from '@/lib/api/get-settings'
import type { FieldBinding } from './use-form'

/**
 * The box for news by email under a form, unticked: ticked (`yes`), the sender gets an email to
 * confirm, as with the sign-up. Its words are the consent the server stores.
 */
export function NewsOptIn({ binding }: { binding: FieldBinding }) {
  const { t } = useTranslation('common')
  const { data: settings } = useSettings()
  return (
    <label className="news-opt-in">
      <input
        type="checkbox"
        name={binding.name}
        checked={binding.value === 'yes'}
        onChange={(event) => binding.onValueChange(event.target.checked ? 'yes' : '')}
      />
      <span>{t('signup.consent', { brand: settings?.brand_name ?? '' })}</span>
    </label>
  )
}
