import { documentSha256 } from '../../_shared/bookings/offer-document.ts'
import type { AcceptOfferInput, OfferView } from '../../_shared/contract/site/offers.ts'
import { runAs } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { enforceRateLimits } from '../../_shared/http/rate-limit.ts'
import type { SiteDeps } from '../deps.ts'
import { readFontsFromStorage } from '../licences/name/stored-fonts.ts'
import { renderContractPdf } from './contract-pdf.ts'
import { offerRefusal, openOfferPayment } from './payment.ts'
import { readOffer } from './record.ts'
import { assertStillThere, toOfferView } from './view.ts'

/** Tries at signing or paying per link and address: enough for a person, not for a script. */
const PAYMENT_ATTEMPTS = { limit: 20, windowSeconds: 60 * 60 }

export async function showOffer(deps: SiteDeps, token: string): Promise<OfferView> {
  const offer = await readOffer(deps.sql, token)
  return toOfferView(offer, assertStillThere(offer, deps.now()), deps.env, token)
}

/**
 * The organiser signs (once: accepting again keeps the first signature) and is sent to pay the
 * deposit: the same Checkout Session while it is open, never a second deposit. The signed
 * contract is rendered once, right after the signature, and kept for the emails.
 */
export async function acceptOffer(
  deps: SiteDeps,
  token: string,
  input: AcceptOfferInput,
  address: string | null,
): Promise<{ url: string }> {
  const offer = await readOffer(deps.sql, token)
  const state = assertStillThere(offer, deps.now())
  if (state === 'confirmed')
    throw new AppError('already_paid', 'The deposit has already been paid.')
  const hash = await documentSha256(offer)
  await runAs(deps.sql, { role: 'anon' }, async (tx) => {
    await countAttempt(tx, token, address)
    await tx`select private.sign_show_offer(${token}, ${input.signer_name}, ${address}, ${hash})`
  }).catch((error: unknown) => {
    throw offerRefusal(error) ?? error
  })
  const signed = await readOffer(deps.sql, token)
  if (!signed.has_contract_pdf) await storeContract(deps, token, signed)
  return openOfferPayment(deps, token, signed, 'deposit')
}

/** The balance's Checkout Session, from the reminders' link or the booking page. */
export async function payBalance(
  deps: SiteDeps,
  token: string,
  address: string | null,
): Promise<{ url: string }> {
  const offer = await readOffer(deps.sql, token)
  assertStillThere(offer, deps.now())
  await runAs(deps.sql, { role: 'anon' }, (tx) => countAttempt(tx, token, address))
  return openOfferPayment(deps, token, offer, 'balance')
}

/** The signed contract, for the link's holder. */
export async function signedContract(deps: SiteDeps, token: string): Promise<Uint8Array> {
  const [row] = await runAs(
    deps.sql,
    { role: 'anon' },
    (tx) =>
      tx<{ pdf: Uint8Array | null }[]>`select private.show_contract_by_token(${token}) as pdf`,
  )
  if (row?.pdf) return row.pdf
  // Signed, but the copy was not kept (the signing request stopped halfway): render it now.
  const offer = await readOffer(deps.sql, token)
  if (!offer.signed_at) throw new AppError('offer_not_signed', 'The offer has not been signed yet.')
  return storeContract(deps, token, offer)
}

async function storeContract(
  deps: SiteDeps,
  token: string,
  offer: Awaited<ReturnType<typeof readOffer>>,
) {
  if (!offer.signer_name || !offer.signed_at) throw new Error('Rendering a contract nobody signed')
  const [row] = await runAs(
    deps.sql,
    { role: 'anon' },
    (tx) =>
      tx<
        { address: string | null }[]
      >`select private.show_offer_signer_address(${token}) as address`,
  )
  const pdf = await renderContractPdf(
    {
      ...offer,
      signer_name: offer.signer_name,
      signed_at: offer.signed_at,
      signer_address: row?.address ?? null,
    },
    { readStoredFont: readFontsFromStorage(deps.env.SUPABASE_URL) },
  )
  await runAs(
    deps.sql,
    { role: 'anon' },
    (tx) => tx`select private.store_show_contract(${token}, ${pdf})`,
  )
  return pdf
}

function countAttempt(
  tx: Parameters<Parameters<typeof runAs>[2]>[0],
  token: string,
  address: string | null,
) {
  return enforceRateLimits(
    tx,
    [{ bucket: `offers:${token}:${address ?? 'unknown'}`, rule: PAYMENT_ATTEMPTS }],
    'Too many attempts at this offer. Please wait and try again.',
  )
}
