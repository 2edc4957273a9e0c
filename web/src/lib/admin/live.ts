import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { create } from 'zustand'
import { formatMoney } from '@/lib/format'
import { followTopic, type LinkState, type TopicNews } from '@/lib/realtime/follow-topic'
import { showToast } from '@/lib/toast'
import { useRevalidate } from './revalidate'

// The live admin: the database broadcasts sales and messages on private topics (migration
// 20261125140000_broadcast_admin_news.sql) that only admins may join. While the panel follows
// them it reads again what they change and nothing polls; when the link is down the lists poll
// once a minute, and when it comes back everything on screen is read again (what it missed).

const TOPICS = ['admin:sales', 'admin:inbox'] as const

/** How often lists and counts ask again while the live link is down. */
export const POLL_WHEN_OFFLINE_MS = 60_000

export const useAdminLink = create<{ state: LinkState }>()(() => ({ state: 'connecting' }))

/** The refresh interval for the panel's lists and counts: none while the live link is up. */
export function useAdminPollMs() {
  return useAdminLink((link) => (link.state === 'live' ? 0 : POLL_WHEN_OFFLINE_MS))
}

/** What each broadcast makes stale. */
const STALE: Record<string, string[]> = {
  order_paid: ['admin/orders', 'admin/dashboard'],
  order_refunded: ['admin/orders', 'admin/dashboard'],
  message_received: ['admin/messages', 'admin/dashboard'],
  booking_status_changed: ['admin/messages', 'admin/dashboard'],
}

/** Follows the admin topics while the panel is open (mounted once, by the admin layout). */
export function useAdminLive() {
  const { t, i18n } = useTranslation('admin')
  const revalidate = useRevalidate()
  // The latest render's helpers, for the subscription made once.
  const latest = useRef({ t, language: i18n.language, revalidate })
  latest.current = { t, language: i18n.language, revalidate }

  useEffect(() => {
    const states = new Map<string, LinkState>(TOPICS.map((topic) => [topic, 'connecting']))
    let wasLive = false
    let missedSome = false
    const onState = (topic: string, state: LinkState) => {
      states.set(topic, state)
      const all = [...states.values()]
      const combined: LinkState = all.every((s) => s === 'live')
        ? 'live'
        : all.includes('offline')
          ? 'offline'
          : 'connecting'
      useAdminLink.setState({ state: combined })
      if (combined === 'offline' && wasLive) missedSome = true
      if (combined === 'live') {
        // Back after a drop or a sleep: read again whatever is on screen.
        if (missedSome) void latest.current.revalidate('admin/')
        wasLive = true
        missedSome = false
      }
    }
    const onNews = ({ event, payload }: TopicNews) => {
      const { t, language, revalidate } = latest.current
      void revalidate(...(STALE[event] ?? []))
      const id = typeof payload.id === 'string' ? payload.id : null
      if (!id) return
      if (event === 'order_paid') {
        const amount =
          typeof payload.total_cents === 'number' && typeof payload.currency === 'string'
            ? formatMoney(payload.total_cents, payload.currency, language)
            : ''
        showToast({
          tone: 'success',
          title: t('live.sale', { number: payload.number, amount }),
          body: typeof payload.name === 'string' ? payload.name : undefined,
          link: { href: `/admin/sales/${encodeURIComponent(id)}`, label: t('live.openSale') },
        })
      }
      if (event === 'message_received') {
        const kind =
          payload.kind === 'booking' || payload.kind === 'enquiry' ? payload.kind : 'contact'
        showToast({
          tone: 'success',
          title: t(`live.message.${kind}`),
          body: typeof payload.name === 'string' ? payload.name : undefined,
          link: { href: `/admin/messages/${encodeURIComponent(id)}`, label: t('live.openMessage') },
        })
      }
    }
    // Joined once the panel's first reads are under way: joining asks supabase-js for the session
    // too, and the screen's own requests should not wait behind it.
    let leaves: (() => void)[] = []
    const join = () => {
      leaves = TOPICS.map((topic) =>
        followTopic(topic, { onNews, onState: (state) => onState(topic, state) }),
      )
    }
    const idle = typeof requestIdleCallback === 'function'
    const handle = idle ? requestIdleCallback(join, { timeout: 3000 }) : setTimeout(join, 500)
    return () => {
      if (idle) cancelIdleCallback(handle as number)
      else clearTimeout(handle as ReturnType<typeof setTimeout>)
      for (const leave of leaves) leave()
      useAdminLink.setState({ state: 'connecting' })
    }
  }, [])
}
