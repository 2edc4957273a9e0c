import type { SmsSender } from '../sms/sender.ts'

// The factor types' settings, as config.toml names them for the hosted project: `[auth.mfa.phone]`
// (GoTrue's MFA_PHONE_*), `[auth.mfa.web_authn]` and `[auth.webauthn]` (GoTrue's WEBAUTHN_RP_*).

export type PhoneFactorConfig = {
  /** GoTrue's MFA_PHONE_OTP_LENGTH (default 6). */
  otpLength: number
  /** GoTrue's MFA_PHONE_MAX_FREQUENCY: one code per factor per this many seconds. */
  maxFrequencySeconds: number
  /** GoTrue's RATE_LIMIT_SMS_SENT: texts per hour for the whole project. */
  smsPerHour: number
  /** GoTrue's MFA_PHONE_TEMPLATE, with `{{ .Code }}`. */
  template: string
  sender: SmsSender
}

export type WebAuthnConfig = {
  /** GoTrue's WEBAUTHN_RP_ID: the site's registrable domain (`localhost` locally). */
  rpId: string
  rpDisplayName: string
  /** GoTrue's WEBAUTHN_RP_ORIGINS: the origins a ceremony may come from. */
  rpOrigins: string[]
  /**
   * What the authenticator must prove: `preferred` accepts a touch (a security key without a
   * PIN), `required` a PIN or biometric too.
   */
  userVerification: 'preferred' | 'required'
}

export type MfaConfig = {
  /** Off (GoTrue's "MFA enroll is disabled for Phone") without a way to send texts. */
  phone: PhoneFactorConfig | null
  webauthn: WebAuthnConfig
}

export type MfaSettings = {
  phone?: Partial<Omit<PhoneFactorConfig, 'sender'>> & { sender: SmsSender }
  webauthn?: Partial<WebAuthnConfig>
}

/** GoTrue's defaults, with the relying party taken from the site URL. */
export function mfaConfig(siteUrl: string, settings: MfaSettings = {}): MfaConfig {
  const site = new URL(siteUrl)
  return {
    phone: settings.phone
      ? {
          otpLength: 6,
          maxFrequencySeconds: 5,
          smsPerHour: 30,
          template: 'Your code is {{ .Code }}',
          ...settings.phone,
        }
      : null,
    webauthn: {
      rpId: site.hostname,
      rpDisplayName: site.host,
      rpOrigins: [site.origin],
      userVerification: 'preferred',
      ...settings.webauthn,
    },
  }
}
