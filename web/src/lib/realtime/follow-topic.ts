import { loadSupabase } from '@/lib/auth/supabase'

/** `live` while the channel is joined; `offline` after an error, a timeout or a close. */
export type LinkState = 'connecting' | 'live' | 'offline'

export type TopicNews = { event: string; payload: Record<string, unknown> }

/**
 * Follows a private Realtime topic (Realtime Authorization decides who may join) with the app's
 * Supabase client, which presents the signed-in user's token, or the publishable key for a
 * visitor. realtime-js rejoins by itself after a dropped socket or a sleep; each successful
 * (re)join reports `live` again. Returns the function that leaves the topic.
 */
export function followTopic(
  topic: string,
  handlers: { onNews: (news: TopicNews) => void; onState: (state: LinkState) => void },
): () => void {
  let left = false
  let leave = () => {}
  loadSupabase().then(
    (supabase) => {
      if (left) return
      const channel = supabase.channel(topic, { config: { private: true } })
      channel.on('broadcast', { event: '*' }, (message) =>
        handlers.onNews({ event: message.event, payload: message.payload ?? {} }),
      )
      channel.subscribe((status) => handlers.onState(status === 'SUBSCRIBED' ? 'live' : 'offline'))
      leave = () => void supabase.removeChannel(channel)
    },
    () => handlers.onState('offline'),
  )
  return () => {
    left = true
    leave()
  }
}
