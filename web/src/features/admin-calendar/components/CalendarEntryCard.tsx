import type { CalendarEntry, MoneyState } from '@contract/admin/calendar.ts'
import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'

const TONE: Record<MoneyState, string> = {
  paid: 'calendar-money--paid',
  due: 'calendar-money--due',
  overdue: 'calendar-money--overdue',
  not_due: 'calendar-money--waiting',
}

/** One show or session: when, who, what, and its money as badges anyone can read without colour. */
export function CalendarEntryCard({ entry }: { entry: CalendarEntry }) {
  const { t, i18n } = useTranslation('admin-calendar')
  const language = currentLanguage(i18n)
  const money = (cents: number) => formatMoney(cents, entry.money.currency, language)
  const day = new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${entry.day}T00:00:00Z`))
  const clock = new Intl.DateTimeFormat(language, { timeStyle: 'short', timeZone: entry.time_zone })
  const times =
    entry.starts_at && entry.ends_at
      ? `${clock.format(new Date(entry.starts_at))}–${clock.format(new Date(entry.ends_at))}`
      : null
  const what =
    entry.kind === 'show'
      ? t(`eventTypes.${entry.event_type ?? 'club'}`)
      : t('session', { count: entry.hours ?? 1 })
  const title = (
    <>
      <span className="calendar-entry__name">{entry.name}</span>
      <span className="calendar-entry__what">{what}</span>
    </>
  )
  return (
    <article className={`calendar-entry calendar-entry--${entry.kind}`}>
      <p className="calendar-entry__when">
        <time dateTime={entry.day}>{day}</time>
        {times ? <span>{times}</span> : null}
      </p>
      <h2 className="calendar-entry__title">
        {entry.message_id ? <Link href={`/messages/${entry.message_id}`}>{title}</Link> : title}
      </h2>
      {entry.location ? <p className="calendar-entry__where">{entry.location}</p> : null}
      <p className="calendar-entry__status">
        {entry.kind === 'show'
          ? entry.offer_status
            ? t(`offerStatus.${entry.offer_status}`)
            : t(`bookingStatus.${entry.status}`)
          : t(`sessionStatus.${entry.status}`)}
      </p>
      <ul className="calendar-money" aria-label={t('money.label')}>
        <li>
          {t('money.paid', {
            paid: money(entry.money.paid_cents),
            total: money(entry.money.total_cents),
          })}
        </li>
        {entry.money.deposit ? (
          <li className={TONE[entry.money.deposit]}>{t(`money.deposit.${entry.money.deposit}`)}</li>
        ) : null}
        {entry.kind === 'show' && entry.money.balance ? (
          <li className={TONE[entry.money.balance]}>{t(`money.balance.${entry.money.balance}`)}</li>
        ) : null}
        {entry.kind === 'session' && entry.money.balance ? (
          <li className={TONE[entry.money.balance]}>{t(`money.session.${entry.money.balance}`)}</li>
        ) : null}
      </ul>
    </article>
  )
}
