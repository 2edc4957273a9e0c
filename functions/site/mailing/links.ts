import type { Locale } from '../../_shared/contract/forms.ts'
import type { ErasureReceipt, SubscriptionState } from '../../_shared/contract/mailing.ts'
import { answer, refusalError } from '../../_shared/db/refusals.ts'
import { runAs, type Tx } from '../../_shared/db/request-context.ts'
import { queueEmails } from '../../_shared/email/outbox.ts'
import { erasureOwnerNotice } from '../../_shared/mailing/emails.ts'
import { readBrandName } from '../../_shared/mailing/request.ts'
import { hashLinkToken } from '../../_shared/mailing/tokens.ts'
import type { FormsDeps } from '../forms/submit.ts'
import { readOwnerLocale } from '../settings.ts'
import { wake } from './subscribe.ts'

/** Why a link does nothing, as private.take_subscriber_token says in its HINT. */
const LINK_REFUSALS = {
  subscription_link_invalid: answer('subscription_link_invalid'),
  subscription_link_used: answer('subscription_link_used'),
  subscription_link_expired: answer('subscription_link_expired'),
}

/** `POST site/subscription/confirm`: the double opt-in's second step. */
export async function confirmSubscription(deps: FormsDeps, token: string) {
  const hash = await hashLinkToken(token)
  const [row] = await asVisitor(
    deps,
    (tx) =>
      tx<{ result: { email: string; locale: Locale; status: 'confirmed' } }[]>`
      select private.confirm_subscription(${hash}) as result`,
  )
  return { status: 'confirmed' as const, email: row!.result.email, language: row!.result.locale }
}

type Action = 'read' | 'unsubscribe' | 'language'

/** What a manage link shows, after doing `action` (read, unsubscribe, change language). */
export async function manageSubscription(
  deps: FormsDeps,
  token: string,
  action: Action,
  locale: Locale | null = null,
): Promise<SubscriptionState> {
  const hash = await hashLinkToken(token)
  const [row] = await asVisitor(
    deps,
    (tx) =>
      tx<{ result: SubscriptionState }[]>`
      select private.manage_subscription(${hash}, ${action}, ${locale}) as result`,
  )
  return row!.result
}

/** Everything the site holds on the link's address, as JSON. */
export async function exportFanData(
  deps: FormsDeps,
  token: string,
): Promise<Record<string, unknown>> {
  const hash = await hashLinkToken(token)
  const [row] = await asVisitor(
    deps,
    (tx) =>
      tx<{ result: Record<string, unknown> }[]>`
      select private.manage_subscription(${hash}, 'export', null) as result`,
  )
  return row!.result
}

/**
 * Erases what the site holds on the link's address (orders kept with the personal fields
 * replaced) and tells the owner, in one transaction: the notice exists exactly when the erasure does.
 */
export async function eraseFanData(deps: FormsDeps, token: string): Promise<ErasureReceipt> {
  const hash = await hashLinkToken(token)
  const ownerLocale = await readOwnerLocale(deps.sql)
  const receipt = await asVisitor(deps, async (tx) => {
    const [email] = await tx<{ email: string }[]>`
      select email from private.take_subscriber_token(${hash}, 'manage')`
    const [row] = await tx<{ result: ErasureReceipt }[]>`
      select private.manage_subscription(${hash}, 'erase', null) as result`
    const brand = await readBrandName(tx)
    const facts = {
      email: email!.email,
      orders: row!.result.orders,
      messages: row!.result.messages,
    }
    await queueEmails(tx, [
      {
        dedupeKey: `subscription:${hash}:erased`,
        template: 'fan_data_erased_owner_notice',
        to: deps.env.OWNER_EMAIL,
        ...erasureOwnerNotice(ownerLocale, brand, facts),
      },
    ])
    return [row!.result]
  })
  wake(deps)
  return receipt[0]!
}

async function asVisitor<Row>(deps: FormsDeps, query: (tx: Tx) => Promise<readonly Row[]>) {
  try {
    return await runAs(deps.sql, { role: 'anon' }, query)
  } catch (error) {
    throw refusalError(error, LINK_REFUSALS) ?? error
  }
}
