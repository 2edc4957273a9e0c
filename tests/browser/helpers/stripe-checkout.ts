import type { Page } from 'playwright-core'

export type CardBuyer = {
  /** The cardholder, and the shipping name when the session ships gear. */
  name: string
  /** Billing (or shipping) country, when Checkout has none yet; Spain unless said. */
  country?: string
  postalCode?: string
  /** For gear: the street and city Checkout asks for when it collects a shipping address. */
  address?: { line1: string; city: string }
}

/**
 * Pays on the Stripe sandbox's hosted Checkout page as a buyer does: the test card that succeeds,
 * the details this session asks for, and the terms ticked when the seller requires them.
 */
export async function payByCard(page: Page, platformUrl: string, buyer: CardBuyer) {
  await page.waitForURL(`${platformUrl}/_stripe/checkout/cs_*`)
  await page.getByRole('radio', { name: /4242 4242 4242 4242/ }).check()
  if (buyer.address) {
    await page.getByLabel('Full name', { exact: true }).fill(buyer.name)
    await page.getByLabel('Address line 1').fill(buyer.address.line1)
    await page.getByLabel('City', { exact: true }).fill(buyer.address.city)
  }
  const country = page.getByLabel('Country or region')
  if ((await country.inputValue()) === '' || buyer.country) {
    await country.selectOption(buyer.country ?? 'ES')
  }
  await page.getByLabel('Postal code', { exact: true }).fill(buyer.postalCode ?? '28013')
  await page.getByLabel('Name on card').fill(buyer.name)
  // Its label is the seller's text, in the buyer's language.
  const terms = page.locator('input[type="checkbox"][name="terms_of_service"]')
  if ((await terms.count()) > 0) await terms.check()
  await page.getByRole('button', { name: /^Pay\b/ }).click()
}
