import type {
  ManageLinkInput,
  SubscribeInput,
  SubscribeReceipt,
} from '../../_shared/contract/mailing.ts'
import { runAs, type Tx } from '../../_shared/db/request-context.ts'
import { fill } from '../../_shared/email/format.ts'
import { queueEmails } from '../../_shared/email/outbox.ts'
import { enforceRateLimits, type RateRule } from '../../_shared/http/rate-limit.ts'
import { mailingPageUrl, manageLinkEmail } from '../../_shared/mailing/emails.ts'
import { readBrandName, requestSubscription } from '../../_shared/mailing/request.ts'
import { MAILING_TEXTS } from '../../_shared/mailing/texts/index.ts'
import { hoursFrom, MANAGE_LINK_HOURS, newLinkToken } from '../../_shared/mailing/tokens.ts'
import type { FormsDeps } from '../forms/submit.ts'

/**
 * How often one caller may ask (a refusal says only "wait", never anything about an address), and
 * one address may be asked for. Emails themselves are fewer still: one per address per hour.
 */
export const MAILING_LIMITS = {
  perCaller: { limit: 10, windowSeconds: 60 * 60 },
  perEmail: { limit: 5, windowSeconds: 60 * 60 },
} satisfies Record<string, RateRule>

const ACCEPTED: SubscribeReceipt = { status: 'pending' }

/** `POST site/subscribe`: 202 whatever happens, so nobody learns who is on the list. */
export async function subscribe(
  deps: FormsDeps,
  input: SubscribeInput,
  address: string | null,
): Promise<SubscribeReceipt> {
  if (input.website.trim() !== '') return ACCEPTED
  const queued = await runAs(deps.sql, { role: 'anon' }, async (tx) => {
    await enforceMailingLimits(tx, 'subscribe', input.email, address)
    const brand = await readBrandName(tx)
    return requestSubscription(
      tx,
      { siteUrl: deps.env.SITE_URL, brand, now: deps.now() },
      {
        email: input.email,
        locale: input.locale,
        source: 'form',
        consentText: fill(MAILING_TEXTS[input.locale].consent, { brand }),
        consentIp: address,
      },
    )
  })
  if (queued) wake(deps)
  return ACCEPTED
}

/**
 * `POST site/subscription/link`: emails a link to manage what the site holds on an address, when
 * it holds anything; 202 either way.
 */
export async function requestManageLink(
  deps: FormsDeps,
  input: ManageLinkInput,
  address: string | null,
): Promise<SubscribeReceipt> {
  if (input.website.trim() !== '') return ACCEPTED
  const queued = await runAs(deps.sql, { role: 'anon' }, async (tx) => {
    await enforceMailingLimits(tx, 'manage', input.email, address)
    const { token, hash } = await newLinkToken()
    const [row] = await tx<{ send: boolean }[]>`
      select private.request_manage_link(${input.email}, ${hash},
        ${hoursFrom(deps.now(), MANAGE_LINK_HOURS)}) as send`
    if (!row?.send) return false
    const brand = await readBrandName(tx)
    const url = mailingPageUrl(deps.env.SITE_URL, '/subscription', input.locale, token)
    await queueEmails(tx, [
      {
        dedupeKey: `subscription:${hash}:manage`,
        template: 'subscription_manage_link',
        to: input.email,
        ...manageLinkEmail(input.locale, brand, url),
      },
    ])
    return true
  })
  if (queued) wake(deps)
  return ACCEPTED
}

function enforceMailingLimits(tx: Tx, kind: string, email: string, address: string | null) {
  const hits = [
    { bucket: `mailing:${kind}:email:${email.toLowerCase()}`, rule: MAILING_LIMITS.perEmail },
  ]
  if (address) hits.push({ bucket: `mailing:address:${address}`, rule: MAILING_LIMITS.perCaller })
  return enforceRateLimits(
    tx,
    hits,
    'Too many requests in a short time. Please wait and try again.',
  )
}

/** After the commit only: a worker woken earlier would not see the new email. */
export function wake(deps: FormsDeps): void {
  try {
    deps.kickOutbox?.()
  } catch (error) {
    console.error('[mailing] could not wake the email outbox', error)
  }
}
