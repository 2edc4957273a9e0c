import type { FormEvent, ReactNode, RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { FormStatus } from '@/components/ui/form/FormStatus'
import type { FormFailure } from '@/components/ui/form/use-form'
import type { SectionAnchor } from './SettingsNav'

type Props = {
  /** The section's id, for the page's table of contents. */
  anchor: SectionAnchor
  title: string
  description?: ReactNode
  formRef?: RefObject<HTMLFormElement | null>
  failure: FormFailure | null
  submitting: boolean
  /** Something was changed here and not saved yet. */
  dirty: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}

/** A titled panel with its own form and Save button: each section saves on its own. */
export function SettingsSection(props: Props) {
  const { anchor, title, description, formRef, failure, submitting, dirty, onSubmit, children } =
    props
  const { t } = useTranslation(['admin-settings', 'admin'])
  const titleId = `${anchor}-title`
  return (
    <section id={anchor} className="admin-panel settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {description ? <p className="settings-section__description">{description}</p> : null}
      <form ref={formRef} className="admin-form" noValidate onSubmit={onSubmit}>
        {children}
        <FormStatus failure={failure} />
        <div className="admin-form__actions settings-section__actions">
          {/* Several sections each have a Save button: the name says which. */}
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={submitting}
            aria-label={`${t('admin:actions.save')}: ${title}`}
          >
            {submitting ? t('admin:actions.saving') : t('admin:actions.save')}
          </button>
          {dirty && !submitting ? (
            <span className="settings-section__dirty">{t('unsaved')}</span>
          ) : null}
        </div>
      </form>
    </section>
  )
}
