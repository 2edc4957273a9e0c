import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders
  /** The raw body, exactly as sent, for signature checks. */
  body: string
  /** The event type read from the body, for finding deliveries. */
  type: string
  eventId: string
}

/** Decides the answer to one delivery; return nothing to keep the request hanging. */
export type WebhookResponder = (
  webhook: ReceivedWebhook,
  response: ServerResponse,
  deliveryNumber: number,
) => void

const answerOk: WebhookResponder = (_webhook, response) => response.end('{"received":true}')

/** A tiny local endpoint standing in for the `stripe-webhook` function. */
export async function startWebhookReceiver(responder: WebhookResponder = answerOk) {
  const received: ReceivedWebhook[] = []
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const parsed = JSON.parse(body) as { id: string; type: string }
      const webhook = { headers: request.headers, body, type: parsed.type, eventId: parsed.id }
      received.push(webhook)
      responder(webhook, response, received.length)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/functions/v1/stripe-webhook`,
    received,
    ofType: (type: string) => received.filter((webhook) => webhook.type === type),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>
