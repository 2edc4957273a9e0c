import type { Sql } from '../db/request-context.ts'
import { RESEND_BATCH_MAX } from './resend-batch.ts'
import { deliverDueEmails, type SenderConfig } from './sender.ts'

export type OutboxWorker = {
  /** Sends what is due now. Resolves when that run (and any it was merged into) is done. */
  kick(): Promise<void>
  /** No more runs; resolves once the current one has finished. */
  stop(): Promise<void>
}

/** A run's emails at a time: one batch request's worth. */
const BATCH_SIZE = RESEND_BATCH_MAX
/** A run keeps taking batches while they come back full, up to this many. */
const MAX_BATCHES_PER_RUN = 10

/**
 * The outbox sender for a long-running process (the local platform): a run at start, one every
 * `intervalMs` (retries fall due over time), and one whenever `kick()` says new emails are queued.
 * Runs never overlap: a kick during a run makes that run go round once more.
 */
export function startOutboxWorker(
  sql: Sql,
  config: SenderConfig,
  options: { intervalMs: number; onError?: (error: unknown) => void },
): OutboxWorker {
  const onError = options.onError ?? ((error) => console.error('[email outbox]', error))
  let current: Promise<void> | null = null
  let again = false
  let stopped = false

  const drain = async () => {
    try {
      do {
        again = false
        try {
          for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
            const report = await deliverDueEmails(sql, config, BATCH_SIZE)
            if (report.claimed < BATCH_SIZE) break
          }
        } catch (error) {
          onError(error)
        }
      } while (again && !stopped)
    } finally {
      // Cleared in the same step as the last check of `again`, so no kick can fall in between.
      current = null
    }
  }

  const kick = (): Promise<void> => {
    if (stopped) return current ?? Promise.resolve()
    if (current) {
      again = true
      return current
    }
    current = drain()
    return current
  }

  const timer = setInterval(() => void kick(), options.intervalMs)
  void kick()
  return {
    kick,
    async stop() {
      stopped = true
      clearInterval(timer)
      await current
    },
  }
}
