import type { SessionView } from '@contract/site/sessions.ts'
import { useTranslation } from 'react-i18next'
import { dateTimeFormat, formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'

/** When (in the reader's own time zone), how long, what was paid or refunded, the calendar file. */
export function SessionFacts({ session }: { session: SessionView }) {
  const { t, i18n } = useTranslation(['sessions', 'forms'])
  const language = currentLanguage(i18n)
  const when = dateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short' })
  const until = dateTimeFormat(language, { timeStyle: 'short' })
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <section className="session__card">
      <dl className="session__facts">
        <div>
          <dt>{t('when')}</dt>
          <dd>
            {when.format(new Date(session.starts_at))}–{until.format(new Date(session.ends_at))}
            <span className="session__aside">{t('forms:slots.zone', { zone })}</span>
          </dd>
        </div>
        <div>
          <dt>{t('length')}</dt>
          <dd>{session.hours} h</dd>
        </div>
        <div>
          <dt>{session.refund_cents ? t('refunded') : t('paid')}</dt>
          <dd>
            {formatMoney(session.refund_cents ?? session.amount_cents, session.currency, language)}
          </dd>
        </div>
      </dl>
      {session.calendar_url ? (
        <a className="button button--ghost" href={session.calendar_url}>
          {t('calendar')}
        </a>
      ) : null}
    </section>
  )
}
