import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

type Props = {
  /** The section's id, so a link can point at it. */
  anchor: string
  title: string
  description?: ReactNode
  /** Something was changed here and not saved yet. */
  dirty?: boolean
  children: ReactNode
}

/** A titled panel of a settings tab; the tab's one Save sends what changed in it. */
export function SettingsSection({ anchor, title, description, dirty = false, children }: Props) {
  const { t } = useTranslation('admin-settings')
  const titleId = `${anchor}-title`
  return (
    <section id={anchor} className="admin-panel settings-section" aria-labelledby={titleId}>
      <div className="settings-section__head">
        <h2 id={titleId}>{title}</h2>
        {dirty ? <span className="settings-section__dirty">{t('unsaved')}</span> : null}
      </div>
      {description ? <p className="settings-section__description">{description}</p> : null}
      <div className="admin-form">{children}</div>
    </section>
  )
}
