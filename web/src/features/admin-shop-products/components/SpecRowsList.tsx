import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ErrorText } from '@/components/ui/ErrorText'
import type { Language } from '@/lib/i18n'
import { filledRows, MAX_SPECS } from '../lib/spec-rows'
import { SpecRowEditor } from './SpecRowEditor'
import type { SpecRowsState } from './use-spec-rows'

type Props = { language: Language; specs: SpecRowsState; errors: Record<string, string> }

/** One language's specs: the rows in order, and buttons to add one or copy Spanish's. */
export function SpecRowsList({ language, specs, errors }: Props) {
  const { t } = useTranslation(['admin-shop-products', 'admin', 'common'])
  const [said, setSaid] = useState('')
  const rows = specs.rows[language]
  const filled = filledRows(rows)
  const canCopy = language !== 'es' && rows.length === 0 && specs.rows.es.length > 0
  return (
    <div className="spec-rows">
      {rows.length === 0 ? (
        <p className="admin-muted">{t('specs.none')}</p>
      ) : (
        <ol className="spec-rows__list">
          {rows.map((row, index) => (
            <SpecRowEditor
              key={row.key}
              row={row}
              position={index}
              count={rows.length}
              requestIndex={filled.indexOf(row)}
              language={language}
              specs={specs}
              errors={errors}
              onMoved={(name, to) =>
                setSaid(t('specs.movedTo', { name, position: to + 1, count: rows.length }))
              }
              onRemoved={(name) => setSaid(t('specs.removed', { name }))}
            />
          ))}
        </ol>
      )}
      {errors[language] ? (
        <p className="field__error">
          <ErrorText code={errors[language]} />
        </p>
      ) : null}
      <div className="admin-form__actions">
        {rows.length < MAX_SPECS ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => specs.added(language)}
          >
            {t('specs.add')}
          </button>
        ) : (
          <p className="admin-muted">{t('specs.full', { count: MAX_SPECS })}</p>
        )}
        {canCopy ? (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => specs.copied('es', language)}
          >
            {t('specs.copySpanish')}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </div>
  )
}
