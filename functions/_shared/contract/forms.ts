import { z } from 'zod'
import { isRefusedGenre } from './genre-rule.ts'

export { LANGUAGE_TAGS, languageTag } from './language-tags.ts'

// The request bodies of the public forms, shared by the site function (the authority) and the web
// client (instant feedback). Messages are error codes; the client translates `errors.<code>`.

export const LOCALES = ['es', 'en', 'fr', 'de', 'pt'] as const
export const Locale = z.enum(LOCALES)
export type Locale = z.infer<typeof Locale>

export const EVENT_TYPES = ['festival', 'club', 'private_event', 'corporate_event'] as const
export const SERVICES = [
  'production',
  'mixing',
  'mastering',
  'mix_master',
  'private_session',
] as const

const name = z.string().trim().min(2, 'name_too_short').max(120, 'name_too_long')
const email = z.string().trim().max(254, 'email_invalid').pipe(z.email('email_invalid'))
const text = (min: number, max: number) =>
  z.string().trim().min(min, 'text_too_short').max(max, 'text_too_long')
/** The honeypot: hidden from people, so anything in it was typed by a bot. */
const website = z.string().max(500).optional().default('')
/** The box for news by email: ticked, the sender is asked to confirm (the mailing list). */
const subscribe = z.boolean('boolean_invalid').optional().default(false)

export const ContactInput = z.strictObject({
  name,
  email,
  message: text(10, 5000),
  website,
  subscribe,
  locale: Locale.default('es'),
})
export type ContactInput = z.infer<typeof ContactInput>

export const IsoDate = z.iso.date('date_invalid')

/** A link to someone else's page (a ticket shop, a carrier's tracking): https, a real host name. */
export const HttpsUrl = z
  .string('url_invalid')
  .trim()
  .max(500, 'url_invalid')
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'url_invalid' }))

export const BookingInput = z.strictObject({
  name,
  email,
  event_type: z.enum(EVENT_TYPES, 'event_type_invalid'),
  preferred_date: IsoDate,
  details: text(10, 5000),
  location: z.string().trim().max(200, 'text_too_long').optional(),
  set_hours: z
    .number('hours_invalid')
    .int('hours_invalid')
    .min(1, 'hours_invalid')
    .max(12, 'hours_invalid')
    .optional(),
  website,
  subscribe,
  locale: Locale.default('es'),
})
export type BookingInput = z.infer<typeof BookingInput>

export const EnquiryInput = z
  .strictObject({
    name,
    email,
    service: z.enum(SERVICES, 'service_invalid'),
    genre: z
      .string()
      .trim()
      .min(2, 'text_too_short')
      .max(60, 'text_too_long')
      .refine((genre) => !isRefusedGenre(genre), 'genre_not_offered'),
    hours: z
      .number('hours_invalid')
      .int('hours_invalid')
      .min(1, 'hours_invalid')
      .max(12, 'hours_invalid')
      .optional(),
    details: text(10, 5000),
    website,
    subscribe,
    locale: Locale.default('es'),
  })
  .superRefine((enquiry, ctx) => {
    // Private sessions are booked by the hour, typically 1-3 hours (seed spec, section 9).
    if (enquiry.service !== 'private_session') return
    if (enquiry.hours === undefined || enquiry.hours > 3) {
      ctx.addIssue({ code: 'custom', path: ['hours'], message: 'session_hours_invalid' })
    }
  })
export type EnquiryInput = z.infer<typeof EnquiryInput>

/** `{ field: code }` for a failed parse: what the API returns as `error.fields`. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    if (!(key in fields)) {
      fields[key] = issue.code === 'unrecognized_keys' ? 'unknown_field' : issue.message
    }
  }
  return fields
}
