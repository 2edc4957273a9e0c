import { Hono } from 'hono'
import { requireSecretKey } from '../../_shared/auth/service-key.ts'
import { queueDueBalanceReminders } from '../../_shared/bookings/reminders.ts'
import { DEFAULT_RESEND_API_BASE } from '../../_shared/email/resend-client.ts'
import { deliverDueEmails } from '../../_shared/email/sender.ts'
import { refundUnmatchedPayments } from '../../_shared/orders/unmatched.ts'
import type { SiteDeps } from '../deps.ts'

/**
 * `POST site/jobs/deliver-emails`: sends the outbox's emails that are due, after retrying the
 * refunds of payments no open order could take (orders/unmatched.ts). Each request that
 * queues an email tries to send it once its response is out; on Supabase, pg_cron calls this
 * every minute (README, Deploy) so that an email whose attempt failed is retried until it goes
 * out. Background work: only a secret key, in the `apikey` header, opens it (pg_cron reads it
 * from Vault), and it runs as the service role.
 */
export function jobsRoutes(deps: SiteDeps) {
  const routes = new Hono()

  routes.post('/jobs/deliver-emails', async (c) => {
    await requireSecretKey(c.req.header('apikey'), deps.env.SUPABASE_SECRET_KEYS)
    // Refunds of payments no open order could take, retried until Stripe accepts them.
    const refunds = await refundUnmatchedPayments(deps)
    // Shows' balance reminders that fell due, queued to go out with the rest.
    const reminders = await queueDueBalanceReminders(deps)
    const report = await deliverDueEmails(deps.sql, {
      apiKey: deps.env.RESEND_API_KEY,
      apiBase: deps.env.RESEND_API_BASE ?? DEFAULT_RESEND_API_BASE,
      from: deps.env.EMAIL_FROM,
      now: deps.now,
    })
    return c.json({ ...report, unmatched_refunds: refunds, balance_reminders: reminders })
  })

  return routes
}
