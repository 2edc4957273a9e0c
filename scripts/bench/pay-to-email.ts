import { pay } from '../../tests/integration/helpers/platform.ts'

// How long a buyer waits after pressing Pay until the email with the download links arrives:
// Stripe's webhook, fulfilment, the outbox and the email API, end to end on the local platform.

type MailList = { data: { to: string[]; subject: string; created_at?: string }[] }

export async function measurePayToEmail(platformUrl: string, runs = 3): Promise<number[]> {
  const site = `${platformUrl}/functions/v1/site`
  const times: number[] = []
  for (let run = 0; run < runs; run++) {
    const email = `bench-buyer-${Date.now()}-${run}@example.com`
    const checkout = await fetch(`${site}/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [{ kind: 'track', slug: 'midnight-circuit', licence: 'private' }],
        email,
        name: 'Bench Buyer',
        locale: 'en',
      }),
    })
    if (checkout.status !== 201) throw new Error(`checkout: ${checkout.status}`)
    const { url } = (await checkout.json()) as { url: string }
    const started = performance.now()
    await pay(url, { shipping: false })
    for (;;) {
      const { data } = (await (await fetch(`${platformUrl}/_mail/api/messages`)).json()) as MailList
      if (data.some((message) => message.to.includes(email))) break
      if (performance.now() - started > 60_000) throw new Error('no email within a minute')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    times.push(Math.round(performance.now() - started))
  }
  return times
}
