import { describe, expect, it } from 'vitest'
import { BROWSER_SKIP_REASON } from './helpers/chromium.ts'
import { axeViolations, mainHeading, useBrowserSite } from './helpers/site.ts'
import { payByCard } from './helpers/stripe-checkout.ts'

// What a buyer pays, on a phone, end to end in a real browser against the whole local platform:
// the licence bundle priced in the cart, a promotion code applied in the cart or typed on Stripe's
// page, and the exclusive licence that takes a track off sale. The cart, Stripe's charge and the
// order agree.

if (BROWSER_SKIP_REASON) console.warn(`\n⚠ ${BROWSER_SKIP_REASON}`)

const PHONE = { viewport: { width: 390, height: 844 } }

type OrderRow = {
  status: string
  subtotal_cents: number
  bundle_discount_cents: number
  discount_cents: number
  promotion_code: string | null
  total_cents: number
}

describe.skipIf(BROWSER_SKIP_REASON !== undefined)('pricing in Chromium, on a phone', () => {
  const h = useBrowserSite()

  const orderOf = async (sessionId: string) => {
    const [order] = await h.site.platform.sql<OrderRow[]>`
      select status, subtotal_cents, bundle_discount_cents, discount_cents, promotion_code,
        total_cents
      from public.orders where stripe_checkout_session_id = ${sessionId}`
    return order
  }

  it('gives the cheapest of three private licences free, takes a code at Stripe and charges what it showed', async () => {
    const { page, problems, close } = await h.visit('/tracks?lng=en', PHONE)
    await mainHeading(page)
    const adds = page.getByRole('button', { name: /^Add private licence – / })
    for (let index = 0; index < 3; index += 1) {
      await adds.first().click()
      await page
        .getByRole('button', { name: `Cart: ${index + 1} item${index === 0 ? '' : 's'}` })
        .waitFor({ state: 'visible' })
    }

    await page.getByRole('button', { name: 'Cart: 3 items' }).click()
    const checkout = page.getByRole('form', { name: 'Checkout' })
    await checkout.waitFor({ state: 'visible' })
    // One line is free, and the cart says what the bundle takes off.
    await page.getByText('Licence bundle', { exact: true }).waitFor({ state: 'visible' })
    expect(await page.getByText('· Free with the bundle').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])

    await checkout.getByLabel('Email', { exact: true }).fill(`bundle-${Date.now()}@example.com`)
    await checkout.getByLabel('Full name', { exact: true }).fill('Ada Lovelace')
    await checkout.getByRole('button', { name: 'Continue to payment' }).click()

    // Stripe's page: the code is typed there.
    await page.waitForURL(`${h.site.platform.url}/_stripe/checkout/cs_*`)
    const sessionId = new URL(page.url()).pathname.split('/').pop()!
    await page.getByLabel('Promotion code').fill('WELCOME10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await page.getByText('Promotion code WELCOME10 applied.').waitFor({ state: 'visible' })
    await payByCard(page, h.site.platform.url, {
      name: 'Ada Lovelace',
      country: 'PT',
      postalCode: '1100-148',
    })

    await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 20_000 })
    const downloads = page.getByRole('link', { name: /Download/ })
    await downloads.first().waitFor({ state: 'visible', timeout: 30_000 })
    expect(await downloads.count()).toBe(3)

    const order = await orderOf(sessionId)
    expect(order).toMatchObject({ status: 'paid', promotion_code: 'WELCOME10' })
    // The bundle takes the cheapest licence off; the code takes 10 % of what is left.
    expect(order!.bundle_discount_cents).toBeGreaterThan(0)
    const afterBundle = order!.subtotal_cents - order!.bundle_discount_cents
    expect(order!.discount_cents).toBe(Math.round(afterBundle / 10))
    expect(order!.total_cents).toBe(afterBundle - order!.discount_cents)
    expect(problems).toEqual([])
    await close()
  })

  it('applies a promotion code in the cart: the total changes before Stripe, which charges it', async () => {
    const { page, problems, close } = await h.visit('/track/midnight-circuit?lng=en', PHONE)
    await mainHeading(page)
    await page.locator('.buy-box').getByRole('button', { name: 'Add to cart' }).click()
    await page.getByRole('button', { name: 'Cart: 1 item' }).click()
    const drawer = page.getByRole('dialog', { name: 'Your cart' })
    const total = drawer.locator('.cart__total').filter({ hasText: 'Total' }).locator('strong')
    await drawer.getByRole('form', { name: 'Checkout' }).waitFor({ state: 'visible' })
    expect(await total.textContent()).toBe('€29')

    // An unknown code: its error, said once, and the total unchanged.
    const code = drawer.getByLabel('Promotion code')
    await code.fill('NOT-A-CODE')
    await drawer.getByRole('button', { name: 'Apply' }).click()
    const refusal = 'This promotion code doesn’t exist or is no longer active.'
    await drawer.getByRole('alert').filter({ hasText: refusal }).waitFor()
    expect(await page.getByText(refusal).count()).toBe(1)
    expect(await total.textContent()).toBe('€29')

    await code.fill('welcome10')
    await drawer.getByRole('button', { name: 'Apply' }).click()
    await drawer.getByText('Code WELCOME10 applied').waitFor()
    expect(await page.getByText(refusal).count()).toBe(0)
    const discount = drawer.locator('.cart__total').filter({ hasText: 'Promotion code WELCOME10' })
    expect(await discount.textContent()).toContain('−€2.90')
    expect(await total.textContent()).toBe('€26.10')
    expect(await axeViolations(page)).toEqual([])

    const checkout = drawer.getByRole('form', { name: 'Checkout' })
    await checkout.getByLabel('Email', { exact: true }).fill(`code-${Date.now()}@example.com`)
    await checkout.getByLabel('Full name', { exact: true }).fill('Katherine Johnson')
    await checkout.getByRole('button', { name: 'Continue to payment' }).click()
    await page.waitForURL(`${h.site.platform.url}/_stripe/checkout/cs_*`)
    const sessionId = new URL(page.url()).pathname.split('/').pop()!
    await payByCard(page, h.site.platform.url, {
      name: 'Katherine Johnson',
      country: 'PT',
      postalCode: '1100-148',
    })
    await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 20_000 })
    await expect
      .poll(async () => (await orderOf(sessionId))?.status, { timeout: 20_000 })
      .toBe('paid')
    // Stripe charged what the cart said (the order's total is Stripe's amount once paid).
    expect(await orderOf(sessionId)).toMatchObject({
      discount_cents: 290,
      promotion_code: 'WELCOME10',
      total_cents: 2610,
    })
    // The unknown code's 422, and the browser's line about it: nothing else went wrong.
    expect(problems.filter((line) => !/checkout\/quote|status of 422/.test(line))).toEqual([])
    await close()
  })

  it('sells a track exclusively, then offers it to nobody else', async () => {
    const { page, problems, close } = await h.visit('/track/low-signal?lng=en', PHONE)
    const title = await mainHeading(page)
    await page.getByRole('radio', { name: /Exclusive licence/ }).check()
    expect(await axeViolations(page)).toEqual([])
    await page
      .getByRole('region', { name: 'Choose your licence' })
      .getByRole('button', { name: 'Add to cart', exact: true })
      .click()
    await page.getByRole('button', { name: 'Cart: 1 item' }).click()
    const checkout = page.getByRole('form', { name: 'Checkout' })
    await checkout.getByLabel('Email', { exact: true }).fill(`exclusive-${Date.now()}@example.com`)
    await checkout.getByLabel('Full name', { exact: true }).fill('Grace Hopper')
    await checkout.getByRole('button', { name: 'Continue to payment' }).click()

    await page.waitForURL(`${h.site.platform.url}/_stripe/checkout/cs_*`)
    const sessionId = new URL(page.url()).pathname.split('/').pop()!
    await payByCard(page, h.site.platform.url, {
      name: 'Grace Hopper',
      country: 'PT',
      postalCode: '1100-148',
    })
    await page.waitForURL(/\/payment-success\?session_id=/, { timeout: 20_000 })
    await page
      .getByText('Exclusive rights: the track is no longer sold to anyone else.')
      .waitFor({ state: 'visible', timeout: 30_000 })
    expect((await orderOf(sessionId))?.status).toBe('paid')

    // The track's page stays, says so, and offers no licence; the list leaves it out.
    await page.goto(`${h.site.siteUrl}/track/low-signal?lng=en`)
    expect(await mainHeading(page)).toBe(title)
    expect(await page.getByRole('radio').count()).toBe(0)
    expect(await page.getByRole('button', { name: 'Add to cart', exact: true }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    await page.goto(`${h.site.siteUrl}/tracks?lng=en`)
    await mainHeading(page)
    await page
      .getByRole('button', { name: /^Add private licence – / })
      .first()
      .waitFor({ state: 'visible' })
    expect(await page.getByRole('link', { name: title, exact: true }).count()).toBe(0)
    expect(problems).toEqual([])
    await close()
  })
})
