import type { Sql } from '../db/database.ts'

export type StoredBroadcast = {
  id: string
  topic: string
  event: string
  payload: Record<string, unknown>
  private: boolean
}

/** How far back each read looks: a transaction that commits later than its insert still counts. */
const LOOK_BACK_SECONDS = 30
const OLD_MESSAGES_EVERY_MS = 60 * 60_000

/**
 * Hosted Realtime reads realtime.messages from the write-ahead log. The stand-in reads the table:
 * every `everyMs` while someone listens, the broadcasts of the last half minute it has not
 * delivered yet. Messages older than three days are deleted, as hosted drops their partitions.
 */
export function startReplication(
  sql: Sql,
  deliver: (message: StoredBroadcast) => void,
  options: { everyMs?: number; log?: (line: string) => void } = {},
) {
  const everyMs = options.everyMs ?? 100
  const delivered = new Map<string, number>()
  let timer: ReturnType<typeof setTimeout> | undefined
  let running = false
  let stopped = false
  let reading: Promise<void> = Promise.resolve()
  let lastCleanup = 0
  // The first read after listening starts only notes what is already there.
  let primed = false

  const read = async () => {
    const rows = await sql<
      (StoredBroadcast & { private: boolean | null; payload: Record<string, unknown> | null })[]
    >`
      select id::text, topic, event, payload, private
      from realtime.messages
      where extension = 'broadcast'
        and event is not null
        and inserted_at > now()::timestamp - make_interval(secs => ${LOOK_BACK_SECONDS})
      order by inserted_at`
    const now = Date.now()
    for (const row of rows) {
      if (delivered.has(row.id)) continue
      delivered.set(row.id, now)
      if (primed) deliver({ ...row, payload: row.payload ?? {}, private: row.private ?? false })
    }
    primed = true
    for (const [id, at] of delivered) {
      if (now - at > 2 * LOOK_BACK_SECONDS * 1000) delivered.delete(id)
    }
    if (now - lastCleanup > OLD_MESSAGES_EVERY_MS) {
      lastCleanup = now
      await sql`delete from realtime.messages where inserted_at < now()::timestamp - interval '3 days'`
    }
  }

  const tick = () => {
    timer = undefined
    if (!running || stopped) return
    reading = read()
      .catch((error: unknown) => options.log?.(`realtime: reading broadcasts failed: ${error}`))
      .finally(() => {
        if (running && !stopped) timer = setTimeout(tick, everyMs)
      })
  }

  return {
    /**
     * Reads while at least one channel is joined. Resolves once what was already stored has been
     * noted (the joining channel is answered then): only what is sent after a join reaches it.
     */
    async setListening(listening: boolean): Promise<void> {
      if (listening !== running) {
        running = listening
        if (!running) primed = false
        if (running && !timer) tick()
      }
      if (listening) await reading
    },
    async stop() {
      stopped = true
      running = false
      clearTimeout(timer)
      await reading
    },
  }
}
