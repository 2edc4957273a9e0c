import type { Values } from '@/components/ui/form/use-form'
import { LANGUAGES, type Language } from '@/lib/i18n'

// A text in each site language, as `LocalizedTextAreas` edits it: form values `<name>.<language>`.

type Localized = Partial<Record<Language, string>>

/** `{ es: 'Hola' }` under `description` → `{ 'description.es': 'Hola', 'description.en': '', … }`. */
export const localizedValues = (name: string, texts: Localized | undefined): Values =>
  Object.fromEntries(LANGUAGES.map((language) => [`${name}.${language}`, texts?.[language] ?? '']))

/** The texts typed under `name`, trimmed, those left empty left out (the site falls back to Spanish). */
export const localizedBody = (values: Values, name: string): Localized =>
  Object.fromEntries(
    LANGUAGES.map((language) => [language, (values[`${name}.${language}`] ?? '').trim()]).filter(
      ([, text]) => text,
    ),
  )
