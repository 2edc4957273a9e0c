import type { ReactNode } from 'react'

/** A column heading: its text, `num` for figures (right-aligned), `hidden` for screen readers only. */
export type AdminColumn = string | { label: string; num?: boolean; hidden?: boolean }

type Props = {
  /** Said to screen readers only. */
  caption?: string
  columns: AdminColumn[]
  /** On a phone each row becomes a card (see card-table.css); off for small summary tables. */
  cards?: boolean
  /** The rows. */
  children: ReactNode
}

/** An admin list as a table: the scrolling wrapper, the headings, then the rows given. */
export function AdminTable({ caption, columns, cards = true, children }: Props) {
  return (
    <div className="admin-table-wrap">
      <table className={cards ? 'admin-table admin-table--cards' : 'admin-table'}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            {columns.map((column) => {
              const { label, num, hidden } = typeof column === 'string' ? { label: column } : column
              return (
                <th key={label} scope="col" className={num ? 'num' : undefined}>
                  {hidden ? <span className="visually-hidden">{label}</span> : label}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
