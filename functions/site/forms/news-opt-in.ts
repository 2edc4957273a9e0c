import type { Locale } from '../../_shared/contract/forms.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { fill } from '../../_shared/email/format.ts'
import { readBrandName, requestSubscription } from '../../_shared/mailing/request.ts'
import { MAILING_TEXTS } from '../../_shared/mailing/texts/index.ts'
import type { FormsDeps } from './submit.ts'

/**
 * A form's sender who ticked the box for news is asked to confirm, in the submission's
 * transaction, with the same consent words as the sign-up and their network address.
 */
export async function subscribeSender(
  tx: Tx,
  deps: FormsDeps,
  sender: { email: string; locale: Locale },
  address: string | null,
): Promise<void> {
  const brand = await readBrandName(tx)
  await requestSubscription(
    tx,
    { siteUrl: deps.env.SITE_URL, brand, now: deps.now() },
    {
      email: sender.email,
      locale: sender.locale,
      source: 'form',
      consentText: fill(MAILING_TEXTS[sender.locale].consent, { brand }),
      consentIp: address,
    },
  )
}
