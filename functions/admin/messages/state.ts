import type { MessageSummary } from '../../_shared/contract/admin/messages.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { messageNotFound } from './params.ts'
import { messageSummary } from './summary.ts'

export const STATE_ACTIONS = ['read', 'unread', 'archive', 'unarchive'] as const
export type StateAction = (typeof STATE_ACTIONS)[number]

/**
 * Marks a message read or unread, archived or back in the inbox. Repeating an action keeps the
 * first time it happened. Answers the message as the inbox lists it.
 */
export async function changeMessageState(
  tx: Tx,
  id: string,
  action: StateAction,
  now: Date,
): Promise<MessageSummary> {
  const updated = await updateState(tx, id, action, now)
  if (updated.length === 0) throw messageNotFound()
  const summary = await messageSummary(tx, id)
  if (!summary) throw messageNotFound()
  return summary
}

function updateState(tx: Tx, id: string, action: StateAction, now: Date) {
  switch (action) {
    case 'read':
      return tx`update public.messages set read_at = coalesce(read_at, ${now})
        where id = ${id} returning id`
    case 'unread':
      return tx`update public.messages set read_at = null where id = ${id} returning id`
    case 'archive':
      return tx`update public.messages set archived_at = coalesce(archived_at, ${now})
        where id = ${id} returning id`
    case 'unarchive':
      return tx`update public.messages set archived_at = null where id = ${id} returning id`
  }
}

/** Deletes a message for good (spam), with its booking or enquiry and its replies. */
export async function deleteMessage(tx: Tx, id: string): Promise<void> {
  const deleted = await tx`delete from public.messages where id = ${id} returning id`
  if (deleted.length === 0) throw messageNotFound()
}
