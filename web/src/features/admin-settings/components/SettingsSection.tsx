import { type FormEvent, type ReactNode, type RefObject, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FormStatus } from '@/components/ui/form/FormStatus'
import type { FormFailure } from '@/components/ui/form/use-form'

type Props = {
  title: string
  description?: ReactNode
  formRef?: RefObject<HTMLFormElement | null>
  failure: FormFailure | null
  submitting: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  children: ReactNode
}

/** A titled panel with its own form and Save button: each section saves on its own. */
export function SettingsSection(props: Props) {
  const { title, description, formRef, failure, submitting, onSubmit, children } = props
  const { t } = useTranslation('admin')
  const titleId = useId()
  return (
    <section className="admin-panel settings-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {description ? <p className="admin-page__intro">{description}</p> : null}
      <form ref={formRef} className="admin-form" noValidate onSubmit={onSubmit}>
        {children}
        <FormStatus failure={failure} />
        <div className="admin-form__actions">
          {/* Several sections each have a Save button: the name says which. */}
          <button
            type="submit"
            className="button button--primary"
            aria-disabled={submitting}
            aria-label={`${t('actions.save')}: ${title}`}
          >
            {submitting ? t('actions.saving') : t('actions.save')}
          </button>
        </div>
      </form>
    </section>
  )
}
