import { z } from 'zod'
import { LOCALES, Locale } from './forms.ts'

// The mailing list: what fans send (sign-up, the links they get by email) and what the admin
// panel sends and reads (announcements). Messages are error codes the clients translate.

const email = z.string().trim().max(254, 'email_invalid').pipe(z.email('email_invalid'))
/** The honeypot, as on the forms: hidden from people, so anything in it was typed by a bot. */
const website = z.string().max(500).optional().default('')
/** A link's token: 43 base64url characters (32 random bytes). */
const token = z
  .string('subscription_link_invalid')
  .regex(/^[A-Za-z0-9_-]{43}$/, 'subscription_link_invalid')

/** `POST site/subscribe`: always 202, whether or not the address is known. */
export const SubscribeInput = z.strictObject({ email, locale: Locale.default('es'), website })
export type SubscribeInput = z.infer<typeof SubscribeInput>

/** `POST site/subscription/link`: a link to manage the subscription and the data, by email. */
export const ManageLinkInput = SubscribeInput
export type ManageLinkInput = SubscribeInput

/** The body of every call made from an emailed link. */
export const LinkTokenInput = z.strictObject({ token })
export type LinkTokenInput = z.infer<typeof LinkTokenInput>

export const LanguageChangeInput = z.strictObject({ token, locale: Locale })
export type LanguageChangeInput = z.infer<typeof LanguageChangeInput>

export type SubscribeReceipt = { status: 'pending' }

export type SubscriptionState = {
  email: string
  subscription: {
    status: 'pending' | 'confirmed' | 'unsubscribed' | 'bounced' | 'complained'
    language: Locale
  } | null
}

export type ErasureReceipt = { erased: true; orders: number; messages: number }

const subjectText = z
  .string()
  .trim()
  .min(1, 'text_too_short')
  .max(200, 'text_too_long')
  .refine((text) => !/[\r\n]/.test(text), 'text_invalid')
const bodyText = z.string().trim().min(1, 'text_too_short').max(10_000, 'text_too_long')

/** Per language; Spanish is required (fans whose language is missing read it). */
function perLanguage<T extends z.ZodType<string>>(text: T) {
  return z
    .strictObject(
      Object.fromEntries(LOCALES.map((lng) => [lng, text.optional()])) as Record<
        (typeof LOCALES)[number],
        z.ZodOptional<T>
      >,
    )
    .refine((texts) => texts.es !== undefined, { message: 'spanish_required', path: ['es'] })
}

/**
 * `POST admin/announcements`: a draft, or sent at once with `send: true`. The same body to
 * `PATCH admin/announcements/{id}` replaces a draft's texts (and sends it with `send: true`).
 */
export const AnnouncementInput = z.strictObject({
  subject: perLanguage(subjectText),
  body: perLanguage(bodyText),
  topic: z.enum(['news', 'release', 'gig'], 'topic_invalid').default('news'),
  track_id: z.uuid('track_not_found').nullable().default(null),
  gig_id: z.uuid('gig_not_found').nullable().default(null),
  send: z.boolean('boolean_invalid').default(false),
})
export type AnnouncementInput = z.infer<typeof AnnouncementInput>

export type LocalizedTexts = Partial<Record<Locale, string>>

export type AdminAnnouncement = {
  id: string
  topic: 'news' | 'release' | 'gig'
  subject: LocalizedTexts
  body: LocalizedTexts
  track_id: string | null
  gig_id: string | null
  status: 'draft' | 'sending' | 'sent'
  created_at: string
  /** When it was last edited (a draft) or changed state. */
  updated_at: string
  sent_at: string | null
  /** Emails sent, per language of the fans who got them, and in all. */
  recipients: Partial<Record<Locale, number>>
  recipients_total: number
}

export type AdminAnnouncementList = {
  items: AdminAnnouncement[]
  /**
   * Confirmed subscribers per language, and how many are pending, unsubscribed, bounced or
   * complained (marked an email as spam).
   */
  audience: {
    confirmed: Partial<Record<Locale, number>>
    confirmed_total: number
    pending: number
    unsubscribed: number
    bounced: number
    complained: number
  }
}

/** `GET admin/announcements/draft?track=…|gig=…`: texts written for a release or a gig. */
export type AnnouncementDraft = Pick<
  AdminAnnouncement,
  'topic' | 'subject' | 'body' | 'track_id' | 'gig_id'
>
