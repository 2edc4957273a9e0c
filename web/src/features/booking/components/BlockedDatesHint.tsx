import { useTranslation } from 'react-i18next'
import { dateTimeFormat, formatList } from '@/lib/format'
import { currentLanguage } from '@/lib/i18n'
import { utcToday } from './booking-rules'

const SHOWN = 6

/** The next dates the owner has blocked, since a native date picker cannot grey them out. */
export function BlockedDatesHint({ blockedDates }: { blockedDates: readonly string[] }) {
  const { t, i18n } = useTranslation('booking')
  const today = utcToday()
  const upcoming = blockedDates.filter((date) => date >= today).sort()
  if (upcoming.length === 0) return <>{t('fields.dateHint')}</>
  const format = dateTimeFormat(currentLanguage(i18n), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const dates = upcoming.slice(0, SHOWN).map((date) => format.format(new Date(`${date}T00:00:00Z`)))
  const list = formatList(dates, currentLanguage(i18n))
  return (
    <>
      {t('fields.dateHint')} {t('fields.unavailable', { dates: list })}
      {upcoming.length > SHOWN ? '…' : ''}
    </>
  )
}
