// How the GoTrue stand-in sends texts: as GoTrue's Twilio provider does (SMS_PROVIDER=twilio,
// internal/api/sms_provider/twilio.go), through Twilio's Messages API, which the platform's SMS
// sandbox serves locally. GoTrue sends within the request and fails it when the provider
// refuses; so does this.

export type SmsSender = { send(phone: string, body: string): Promise<void> }

export type TwilioSenderConfig = {
  /** `https://api.twilio.com` hosted; the SMS sandbox's `/twilio` locally. */
  apiBase: string
  accountSid: string
  authToken: string
  messageServiceSid: string
  fetch?: (url: string, init: RequestInit) => Promise<Response>
}

export function twilioSender(config: TwilioSenderConfig): SmsSender {
  const doFetch = config.fetch ?? ((url, init) => fetch(url, init))
  const credentials = Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')
  return {
    async send(phone, body) {
      const url = `${config.apiBase.replace(/\/+$/, '')}/2010-04-01/Accounts/${config.accountSid}/Messages.json`
      const response = await doFetch(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${credentials}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        // GoTrue stores numbers without the `+` and adds it back for the provider.
        body: new URLSearchParams({
          To: `+${phone}`,
          Channel: 'sms',
          From: config.messageServiceSid,
          Body: body,
        }).toString(),
      })
      if (!response.ok) {
        throw new Error(`The SMS provider answered ${response.status}: ${await response.text()}`)
      }
    },
  }
}
