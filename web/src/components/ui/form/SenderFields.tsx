import { useTranslation } from 'react-i18next'
import { InputField } from './Field'
import type { FieldBinding } from './use-form'

/** Who is writing: the name and email row every public form starts with. */
export function SenderFields({ name, email }: { name: FieldBinding; email: FieldBinding }) {
  const { t } = useTranslation('forms')
  return (
    <div className="form__row">
      <InputField binding={name} label={t('fields.name')} autoComplete="name" required />
      <InputField
        binding={email}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        required
      />
    </div>
  )
}
