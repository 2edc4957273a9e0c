import { useTranslation } from 'react-i18next'
import type { FieldBinding } from './use-form'

/**
 * The `website` trap for bots: off-screen, out of the tab order, hidden from assistive tech and
 * from autofill, so only a script fills it in (and the server then stores nothing).
 */
export function Honeypot({ binding }: { binding: FieldBinding }) {
  const { t } = useTranslation('forms')
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {t('honeypot')}
        <input
          type="text"
          name={binding.name}
          value={binding.value}
          onChange={(event) => binding.onValueChange(event.target.value)}
          tabIndex={-1}
          autoComplete="off"
        />
      </label>
    </div>
  )
}
