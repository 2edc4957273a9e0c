import { afterAll, describe, expect, it } from 'vitest'
import {
  pay,
  paymentForm,
  setupStripeSandbox as setup,
  shopSessionParams,
  suiteTraffic,
} from './helpers/stripe-harness.ts'
import { expectPublishedStripeTypes } from './helpers/stripe-published-types.ts'

// Checkout's promotions consent (`consent_collection.promotions`), the mailing list's box at
// checkout, through the official client; every call checked against stripe-node's types.
afterAll(() => expectPublishedStripeTypes(suiteTraffic))

describe('Stripe sandbox: consent to promotional emails', () => {
  it('shows the unticked box when asked, and answers what the buyer chose in `consent`', async () => {
    const { stripe } = await setup()
    const params = { ...shopSessionParams(), consent_collection: { promotions: 'auto' as const } }
    const optIn = await stripe.checkout.sessions.create(params)
    expect(optIn.consent_collection).toEqual({
      payment_method_reuse_agreement: null,
      promotions: 'auto',
      terms_of_service: null,
    })
    expect(optIn.consent).toBeNull()
    const page = await (await fetch(optIn.url!)).text()
    expect(page).toMatch(/<input type="checkbox" name="promotions" value="opt_in"\s*\/>/)

    const ticked = paymentForm()
    ticked.set('promotions', 'opt_in')
    expect((await pay(optIn.url!, ticked)).status).toBe(303)
    expect((await stripe.checkout.sessions.retrieve(optIn.id)).consent).toEqual({
      promotions: 'opt_in',
      terms_of_service: null,
    })

    const optOut = await stripe.checkout.sessions.create(params)
    expect((await pay(optOut.url!, paymentForm())).status).toBe(303)
    expect((await stripe.checkout.sessions.retrieve(optOut.id)).consent).toEqual({
      promotions: 'opt_out',
      terms_of_service: null,
    })
  })

  it('asks nothing, and answers no consent, without consent_collection', async () => {
    const { stripe } = await setup()
    const session = await stripe.checkout.sessions.create(shopSessionParams())
    expect(session.consent_collection).toBeNull()
    expect(await (await fetch(session.url!)).text()).not.toContain('name="promotions"')
    const form = paymentForm()
    form.set('promotions', 'opt_in')
    expect((await pay(session.url!, form)).status).toBe(303)
    expect((await stripe.checkout.sessions.retrieve(session.id)).consent).toBeNull()
  })

  it('refuses a promotions value Stripe does not know', async () => {
    const { stripe } = await setup()
    const refused = stripe.checkout.sessions.create({
      ...shopSessionParams(),
      consent_collection: { promotions: 'always' as 'auto' },
    })
    await expect(refused).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      param: 'consent_collection[promotions]',
    })
  })
})
