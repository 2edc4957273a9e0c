import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageTabs } from '@/components/admin/LanguageTabs'
import type { FormFailure } from '@/components/ui/form/use-form'
import { LANGUAGES, type Language } from '@/lib/i18n'
import { filledRows } from '../lib/spec-rows'
import { SpecRowsList } from './SpecRowsList'
import type { SpecRowsState } from './use-spec-rows'

type Props = {
  specs: SpecRowsState
  /** Error codes by `<row key>.<part>` or by language (the whole list). */
  errors: Record<string, string>
  /** The form's last refusal: then the first language with a problem is opened. */
  failure: FormFailure | null
}

/** The specs, a tab per language, each a list of label/value rows. */
export function SpecsEditor({ specs, errors, failure }: Props) {
  const { t } = useTranslation(['admin-shop-products', 'common'])
  const [active, setActive] = useState<Language>('es')
  const panel = useRef<HTMLDivElement>(null)
  const flagged = (language: Language) =>
    language in errors ||
    specs.rows[language].some((row) => `${row.key}.label` in errors || `${row.key}.value` in errors)

  // A refused save with a problem in a language not on screen: show it, and focus the first
  // problem unless the form already focused one of its own fields.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per refusal, not per keystroke
  useEffect(() => {
    if (failure?.kind !== 'validation') return
    const first = flagged(active) ? active : LANGUAGES.find(flagged)
    if (!first) return
    setActive(first)
    requestAnimationFrame(() => {
      const focused = document.activeElement
      if (focused instanceof HTMLElement && focused.getAttribute('aria-invalid') === 'true') return
      panel.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
    })
  }, [failure])

  return (
    <fieldset className="specs-editor">
      <legend>{t('specs.legend')}</legend>
      <p className="admin-muted">{t('specs.hint')}</p>
      <LanguageTabs
        label={t('specs.languages')}
        active={active}
        onSelect={setActive}
        tab={(language) => {
          const name = t(`common:language.names.${language}`)
          const count = filledRows(specs.rows[language]).length
          return {
            text: (
              <>
                {name} <span className="language-tabs__count">{count}</span>
                {flagged(language) ? <span aria-hidden="true"> ⚠</span> : null}
              </>
            ),
            name: [
              t('specs.tab', { language: name, count }),
              flagged(language) ? t('specs.tabInvalid') : '',
            ]
              .filter(Boolean)
              .join(', '),
            flagged: flagged(language),
          }
        }}
      >
        <div ref={panel}>
          <SpecRowsList key={active} language={active} specs={specs} errors={errors} />
        </div>
      </LanguageTabs>
    </fieldset>
  )
}
