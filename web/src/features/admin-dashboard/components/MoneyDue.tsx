import { useTranslation } from 'react-i18next'
import { Link } from 'wouter'
import { AdminSection } from '@/components/admin/AdminSection'
import { formatMoney } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { useMoneyDue } from '../api/money-due'

/** The balances confirmed shows still owe, the soonest first; nothing while none is due. */
export function MoneyDue() {
  const { t, i18n } = useTranslation('admin-dashboard')
  const language = currentLanguage(i18n)
  const { data } = useMoneyDue()
  const owing = (data?.items ?? []).filter(
    (entry) => entry.money.balance === 'due' || entry.money.balance === 'overdue',
  )
  if (!data || owing.length === 0) return null
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <AdminSection
      title={t('moneyDue.title', {
        amount: formatMoney(data.money_due.total_cents, data.money_due.currency, language),
      })}
    >
      <ul className="money-due">
        {owing.slice(0, 5).map((entry) => (
          <li key={entry.id} className="money-due__row">
            <span>
              {entry.message_id ? (
                <Link href={`/messages/${entry.message_id}`}>{entry.name}</Link>
              ) : (
                entry.name
              )}
              <span className="money-due__when">
                {entry.money.balance_due_on
                  ? t(entry.money.balance === 'overdue' ? 'moneyDue.overdue' : 'moneyDue.dueBy', {
                      date: day.format(new Date(`${entry.money.balance_due_on}T00:00:00Z`)),
                    })
                  : null}
              </span>
            </span>
            <strong>
              {formatMoney(
                entry.money.total_cents - entry.money.paid_cents,
                entry.money.currency,
                language,
              )}
            </strong>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/calendar">{t('moneyDue.calendar')}</Link>
      </p>
    </AdminSection>
  )
}
