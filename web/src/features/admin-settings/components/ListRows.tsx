import type { ReactNode } from 'react'
import { RowActions } from './RowActions'
import type { useListSection } from './use-list-section'

type List<Row> = Pick<
  ReturnType<typeof useListSection<Row>>,
  'rows' | 'keys' | 'added' | 'moved' | 'removed'
>

type Props<Row> = {
  list: List<Row>
  /** A row's name: its legend, and what its Move and Remove buttons say. */
  nameOf: (row: Row, index: number) => string
  /** Said while there are no rows. */
  none: string
  /** The Add button's text, and the row it adds; no button without `add`. */
  add?: { label: string; row: () => NoInfer<Row> }
  /** A row's fields. */
  children: (row: Row, index: number) => ReactNode
}

/**
 * The rows of a list setting (mixes, social links, shipping rates): each a fieldset with its
 * fields and its Move and Remove buttons, a note while there are none, and Add.
 */
export function ListRows<Row>({ list, nameOf, none, add, children }: Props<Row>) {
  return (
    <>
      {list.rows.length === 0 ? <p className="admin-empty">{none}</p> : null}
      {list.rows.map((row, index) => (
        <fieldset key={list.keys[index]} className="settings-row">
          <legend>{nameOf(row, index)}</legend>
          <div className="admin-form__grid">{children(row, index)}</div>
          <RowActions
            index={index}
            count={list.rows.length}
            name={nameOf(row, index)}
            onMove={(by) => list.moved(index, by)}
            onRemove={() => list.removed(index)}
          />
        </fieldset>
      ))}
      {add ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => list.added(add.row())}
        >
          {add.label}
        </button>
      ) : null}
    </>
  )
}
