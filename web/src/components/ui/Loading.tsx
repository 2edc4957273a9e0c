import { useTranslation } from 'react-i18next'

/** A spinner with a translated label, announced politely by screen readers. */
export function Loading({ fullScreen = false }: { fullScreen?: boolean }) {
  const { t } = useTranslation()
  return (
    <div className={fullScreen ? 'loading loading--full' : 'loading'} role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__label">{t('loading')}</span>
    </div>
  )
}
