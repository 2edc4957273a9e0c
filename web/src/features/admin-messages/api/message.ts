import type {
  BookingStatusInput,
  MessageDetail,
  MessageSummary,
  ReplyInput,
  ReplyReceipt,
} from '@contract/admin/messages.ts'
import useSWR from 'swr'
import { adminGet, adminRequest } from '@/lib/admin-api'

// One message: read it, change its state, move a booking along, reply, delete.

export const messageKey = (id: string) => `admin/messages/${encodeURIComponent(id)}`

export function useMessage(id: string) {
  return useSWR(messageKey(id), adminGet<MessageDetail>)
}

export type StateAction = 'read' | 'unread' | 'archive' | 'unarchive'

const path = (id: string, action = '') =>
  `messages/${encodeURIComponent(id)}${action ? `/${action}` : ''}`

export const changeMessageState = (id: string, action: StateAction) =>
  adminRequest<MessageSummary>(path(id, action), { method: 'POST' })

export const deleteMessage = (id: string) => adminRequest<void>(path(id), { method: 'DELETE' })

export const changeBookingStatus = (id: string, input: BookingStatusInput) =>
  adminRequest<MessageDetail>(path(id, 'booking-status'), { method: 'POST', body: input })

export const replyToMessage = (id: string, input: ReplyInput) =>
  adminRequest<ReplyReceipt>(path(id, 'reply'), { method: 'POST', body: input })

/** Withdraws the booking's open offer (a deposit paid afterwards is refunded). */
export const withdrawOffer = (id: string) =>
  adminRequest<MessageDetail>(path(id, 'offer/withdraw'), { method: 'POST' })
