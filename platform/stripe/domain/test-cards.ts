/** Stripe's documented test card numbers that the hosted page offers. */
export interface TestCard {
  number: string
  label: string
  last4: string
  /** Set for cards that Stripe declines; the message is the one Stripe shows the customer. */
  decline: { code: 'card_declined'; declineCode: string; message: string } | null
  /** Set for a card whose payment succeeds and is then disputed by the bank, with the reason. */
  disputes?: 'fraudulent'
}

export const TEST_CARDS: readonly TestCard[] = [
  {
    number: '4242424242424242',
    label: 'Visa 4242 4242 4242 4242 (succeeds)',
    last4: '4242',
    decline: null,
  },
  {
    number: '4000000000000002',
    label: 'Visa 4000 0000 0000 0002 (declined)',
    last4: '0002',
    decline: {
      code: 'card_declined',
      declineCode: 'generic_decline',
      message: 'Your card was declined.',
    },
  },
  {
    number: '4000000000009995',
    label: 'Visa 4000 0000 0000 9995 (insufficient funds)',
    last4: '9995',
    decline: {
      code: 'card_declined',
      declineCode: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    },
  },
  {
    number: '4000000000000259',
    label: 'Visa 4000 0000 0000 0259 (succeeds, then disputed as fraudulent)',
    last4: '0259',
    decline: null,
    disputes: 'fraudulent',
  },
]

export function findTestCard(number: string | undefined): TestCard | undefined {
  const digits = number?.replaceAll(/\s/g, '')
  return TEST_CARDS.find((card) => card.number === digits)
}
