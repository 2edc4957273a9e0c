// How the GoTrue stand-in sends its emails: as the hosted project does through its SMTP provider
// (Resend), here through Resend's HTTP API, which the platform's mail sandbox serves. GoTrue sends
// within the request and fails it when the provider refuses; so does this.

export type AuthEmailMessage = { to: string; subject: string; html: string; text: string }

export type AuthMailer = {
  /** The brand the emails are signed with. */
  brandName: string
  send(message: AuthEmailMessage): Promise<void>
}

export type ResendMailerConfig = {
  apiBase: string
  apiKey: string
  /** `Name <address>`, as the functions' EMAIL_FROM. */
  from: string
  fetch?: (url: string, init: RequestInit) => Promise<Response>
}

/** The display name of `Name <address>`, else the address. */
export function senderName(from: string): string {
  return /^\s*"?([^"<]+?)"?\s*</.exec(from)?.[1] ?? from
}

const RATE_LIMIT_RETRIES = 3

export function resendMailer(config: ResendMailerConfig): AuthMailer {
  const doFetch = config.fetch ?? ((url, init) => fetch(url, init))
  return {
    brandName: senderName(config.from),
    async send(message) {
      const request = () =>
        doFetch(`${config.apiBase.replace(/\/+$/, '')}/emails`, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${config.apiKey}`,
            'Content-Type': 'application/json',
          },
          body: JSON.stringify({
            from: config.from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            tags: [{ name: 'template', value: 'auth_sign_in' }],
          }),
        })
      let response = await request()
      // The provider's per-second limit (the outbox sends on the same account): wait as told.
      for (let retry = 0; response.status === 429 && retry < RATE_LIMIT_RETRIES; retry++) {
        const seconds = Number(response.headers.get('retry-after')) || 1
        await response.body?.cancel()
        await new Promise((done) => setTimeout(done, seconds * 1000))
        response = await request()
      }
      if (!response.ok) {
        throw new Error(`The email provider answered ${response.status}: ${await response.text()}`)
      }
    },
  }
}
