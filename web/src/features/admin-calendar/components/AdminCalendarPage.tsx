import { useTranslation } from 'react-i18next'
import { AdminPage } from '@/components/admin/AdminPage'
import { QueryState } from '@/components/admin/QueryState'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { useCalendar } from '../api/calendar'
import { CalendarEntryCard } from './CalendarEntryCard'

/**
 * /admin/calendar: what is coming up, shows and private sessions in order, each with where its
 * money stands; and, first, what confirmed shows still owe.
 */
export default function AdminCalendarPage() {
  const { t, i18n } = useTranslation('admin-calendar')
  const language = currentLanguage(i18n)
  const { data, error, mutate } = useCalendar()
  return (
    <AdminPage title={t('title')} intro={t('intro')}>
      <QueryState data={data} error={error} onRetry={() => mutate()}>
        {(calendar) => (
          <>
            <section className="calendar-due" aria-labelledby="calendar-due">
              <h2 id="calendar-due">{t('due.heading')}</h2>
              <p className="calendar-due__amount">
                {formatMoney(calendar.money_due.total_cents, calendar.money_due.currency, language)}
              </p>
              <p className="admin-page__intro">
                {calendar.money_due.shows === 0
                  ? t('due.none')
                  : t('due.shows', {
                      count: calendar.money_due.shows,
                      date: calendar.money_due.next_due_on
                        ? new Intl.DateTimeFormat(language, {
                            dateStyle: 'long',
                            timeZone: 'UTC',
                          }).format(new Date(`${calendar.money_due.next_due_on}T00:00:00Z`))
                        : '',
                    })}
              </p>
            </section>
            {calendar.items.length === 0 ? (
              <p className="admin-page__intro">{t('empty')}</p>
            ) : (
              <ol className="calendar-list">
                {calendar.items.map((entry) => (
                  <li key={`${entry.kind}:${entry.id}`}>
                    <CalendarEntryCard entry={entry} />
                  </li>
                ))}
              </ol>
            )}
          </>
        )}
      </QueryState>
    </AdminPage>
  )
}
