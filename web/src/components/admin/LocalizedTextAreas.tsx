import { useTranslation } from 'react-i18next'
import { TextAreaField } from '@/components/ui/form/Field'
import type { FieldBinding } from '@/components/ui/form/use-form'
import { LANGUAGES, type Language } from '@/lib/i18n'

type Props = {
  legend: string
  hint?: string
  /** The form's binding of `<name>.<language>`. */
  field: (language: Language) => FieldBinding
  /** The label of one language's text; the language's name unless said otherwise. */
  label?: (languageName: string) => string
  rows?: number
}

/** A text in each of the site's languages (all optional: the site falls back to Spanish). */
export function LocalizedTextAreas({ legend, hint, field, label, rows = 3 }: Props) {
  const { t } = useTranslation('common')
  return (
    <fieldset>
      <legend>{legend}</legend>
      {hint ? <p className="admin-muted">{hint}</p> : null}
      {LANGUAGES.map((language) => {
        const name = t(`language.names.${language}`)
        return (
          <TextAreaField
            key={language}
            binding={field(language)}
            label={label ? label(name) : name}
            optional
            rows={rows}
          />
        )
      })}
    </fieldset>
  )
}
