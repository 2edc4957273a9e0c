import type { Dashboard } from '@contract/admin/dashboard.ts'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { formatMoney } from '@/lib/format'

const WIDTH = 720
const HEIGHT = 220
const TOP = 4
const BOTTOM = 2
const LEFT = 0

/**
 * Revenue per day as bars. The picture has a one-sentence summary for screen readers, and the
 * figures are one click away as a table.
 */
export function RevenueChart({ dashboard }: { dashboard: Dashboard }) {
  const { t, i18n } = useTranslation('admin-dashboard')
  const titleId = useId()
  const days = dashboard.revenue_by_day
  const money = (cents: number) => formatMoney(cents, dashboard.currency, i18n.language)
  const day = new Intl.DateTimeFormat(i18n.language, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  })
  const label = (date: string) => day.format(new Date(`${date}T00:00:00Z`))
  const highest = Math.max(0, ...days.map((entry) => entry.revenue_cents))
  const best = days.find((entry) => entry.revenue_cents === highest)
  const slot = (WIDTH - LEFT) / Math.max(1, days.length)
  const barWidth = Math.max(1, slot * 0.7)
  const plotHeight = HEIGHT - TOP - BOTTOM
  const summary =
    highest === 0
      ? t('chart.empty', { from: label(dashboard.range.from), to: label(dashboard.range.to) })
      : t('chart.summary', {
          from: label(dashboard.range.from),
          to: label(dashboard.range.to),
          total: money(dashboard.revenue_cents),
          best: money(highest),
          day: best ? label(best.date) : '',
        })

  return (
    <figure className="dashboard-chart">
      {highest === 0 ? <p className="admin-muted">{t('chart.none')}</p> : null}
      {/* The scale is text beside the picture, not in it, so it keeps its size on a phone. The
          picture's summary already says it to screen readers. */}
      {highest > 0 ? (
        <p className="dashboard-chart__scale" aria-hidden="true">
          {money(highest)}
        </p>
      ) : null}
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId}>
        <title id={titleId}>{summary}</title>
        <line
          x1={LEFT}
          x2={WIDTH}
          y1={HEIGHT - BOTTOM}
          y2={HEIGHT - BOTTOM}
          className="dashboard-chart__axis"
        />
        {days.map((entry, index) => {
          const height = highest === 0 ? 0 : (entry.revenue_cents / highest) * plotHeight
          return (
            <rect
              key={entry.date}
              className="dashboard-chart__bar"
              x={LEFT + index * slot + (slot - barWidth) / 2}
              y={HEIGHT - BOTTOM - height}
              width={barWidth}
              height={height}
            />
          )
        })}
      </svg>
      <p className="dashboard-chart__scale dashboard-chart__range" aria-hidden="true">
        <span>{label(dashboard.range.from)}</span>
        <span>{label(dashboard.range.to)}</span>
      </p>
      <figcaption>
        <details>
          <summary>{t('chart.asTable')}</summary>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('chart.day')}</th>
                  <th scope="col" className="num">
                    {t('chart.revenue')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {days.map((entry) => (
                  <tr key={entry.date}>
                    <th scope="row">{label(entry.date)}</th>
                    <td className="num">{money(entry.revenue_cents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </figcaption>
    </figure>
  )
}
