import type { MessageDetail } from '@contract/admin/messages.ts'
import { useEffect, useRef } from 'react'
import { useSWRConfig } from 'swr'
import { changeMessageState, messageKey } from '../api/message'
import { useInboxChanged } from '../lib/revalidate-inbox'

/**
 * Opening an unread message marks it read (the API leaves that to the panel), once per message;
 * the sidebar's unread count drops right after.
 */
export function useMarkReadOnOpen(message: MessageDetail) {
  const { mutate } = useSWRConfig()
  const inboxChanged = useInboxChanged()
  const marked = useRef<string | null>(null)
  useEffect(() => {
    if (message.read_at || marked.current === message.id) return
    marked.current = message.id
    changeMessageState(message.id, 'read').then(
      (summary) => {
        void mutate(messageKey(message.id), { ...message, read_at: summary.read_at }, false)
        void inboxChanged()
      },
      () => {
        // Still unread: the owner can mark it by hand; nothing else depends on it.
        marked.current = null
      },
    )
  }, [message, mutate, inboxChanged])
}
