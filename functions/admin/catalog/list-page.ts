import type postgres from 'postgres'
import { z } from 'zod'
import type { Tx } from '../../_shared/db/request-context.ts'

type Fragment = postgres.PendingQuery<postgres.Row[]>

const Total = z.tuple([z.object({ total: z.number().int() })])

/**
 * One page of a catalogue table (`from`, e.g. `public.tracks as t`), newest first, and how many
 * rows match in all: what the admin's track and product lists both show.
 */
export async function listPage<Item>(
  tx: Tx,
  query: {
    columns: Fragment
    from: Fragment
    where: Fragment
    /** Newest first, then by id, so pages never overlap: `t.created_at desc, t.id`. */
    order: Fragment
    limit: number
    offset: number
  },
  toItems: (rows: unknown) => Item[],
): Promise<{ items: Item[]; total: number }> {
  const rows = await tx`
    select ${query.columns} from ${query.from}
    where ${query.where}
    order by ${query.order}
    limit ${query.limit} offset ${query.offset}`
  const [{ total }] = Total.parse(
    await tx`select count(*)::int as total from ${query.from} where ${query.where}`,
  )
  return { items: toItems(rows), total }
}

/** The one row of `from` with this id, or nothing. */
export async function readOne<Item>(
  tx: Tx,
  query: { columns: Fragment; from: Fragment; idColumn: Fragment; id: string },
  toItems: (rows: unknown) => Item[],
): Promise<Item | undefined> {
  const rows = await tx`
    select ${query.columns} from ${query.from} where ${query.idColumn} = ${query.id}`
  return toItems(rows)[0]
}
