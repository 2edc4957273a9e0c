import { z } from 'zod'
import type { AdminPressFile } from '../artist.ts'
import { HttpsUrl, IsoDate, LOCALES, type Locale } from '../forms.ts'

// The owner's settings as the admin panel reads and edits them, shared by the admin function (the
// authority) and the panel. Messages are error codes; the client translates `errors.<code>`.
// Money is in integer cents of `currency`; ranges are inclusive `{ min, max }`.

const whole = (code: string, min: number, max: number) =>
  z.number(code).int(code).min(min, code).max(max, code)

const text = (max: number) =>
  z.string('text_too_short').trim().min(1, 'text_too_short').max(max, 'text_too_long')

/** A lower-case name such as `instagram` or `soundcloud`; the site picks an icon by it. */
const serviceName = (code: string) =>
  z
    .string(code)
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9_-]{0,29}$/, code)

/** An inclusive range of whole numbers, e.g. a festival set of 1 to 2 hours. */
const range = (min: number, max: number) =>
  z
    .strictObject(
      { min: whole('number_invalid', min, max), max: whole('number_invalid', min, max) },
      'range_invalid',
    )
    .refine((value) => value.min <= value.max, { path: ['max'], message: 'range_invalid' })

const taglineText = z.string('text_too_long').trim().max(200, 'text_too_long').optional()

/** The tagline per site language; a blank translation is left out (the site falls back to es). */
export const Tagline = z
  .strictObject(
    { es: taglineText, en: taglineText, fr: taglineText, de: taglineText, pt: taglineText },
    'tagline_invalid',
  )
  .transform(
    (tagline) =>
      Object.fromEntries(Object.entries(tagline).filter(([, value]) => value)) as Partial<
        Record<Locale, string>
      >,
  )

const bioText = z.string('text_too_long').trim().max(1200, 'text_too_long').optional()

/** The short bio per site language; a blank translation is left out (the site falls back to es). */
export const Bio = z
  .strictObject({ es: bioText, en: bioText, fr: bioText, de: bioText, pt: bioText }, 'bio_invalid')
  .transform(
    (bio) =>
      Object.fromEntries(Object.entries(bio).filter(([, value]) => value)) as Partial<
        Record<Locale, string>
      >,
  )

export const SocialLink = z.strictObject({ network: serviceName('network_invalid'), url: HttpsUrl })
export type SocialLink = z.infer<typeof SocialLink>

/** A recorded set shown on /dj-sets. */
export const Mix = z.strictObject({
  title: text(120),
  url: HttpsUrl,
  platform: serviceName('platform_invalid'),
  minutes: whole('minutes_invalid', 1, 24 * 60),
  recorded_on: IsoDate,
})
export type Mix = z.infer<typeof Mix>

export const Claims = z.strictObject({
  festivals: whole('number_invalid', 0, 1_000_000),
  releases: whole('number_invalid', 0, 1_000_000),
  monthly_listeners: whole('number_invalid', 0, 2_000_000_000),
})

const cents = whole('rate_invalid', 1, 100_000_000)

export const Rates = z
  .strictObject({
    /** The DJ show fee per block of `dj_show_block_hours` (600 EUR per 2 hours by default). */
    dj_show_rate_cents: cents,
    dj_show_block_hours: whole('hours_invalid', 1, 12),
    /** Private production sessions, per hour, typically `session_min_hours`-`session_max_hours`. */
    session_hourly_rate_cents: cents,
    session_min_hours: whole('hours_invalid', 1, 12),
    session_max_hours: whole('hours_invalid', 1, 12),
  })
  .refine((rates) => rates.session_min_hours <= rates.session_max_hours, {
    path: ['session_max_hours'],
    message: 'range_invalid',
  })

/** The studio services, per track: shown on /mixing-mastering. */
export const StudioPrices = z.strictObject({
  mixing_cents: cents,
  mastering_cents: cents,
  mix_master_cents: cents,
})

export const SetLengths = z.strictObject({
  festival: range(1, 24),
  club: range(1, 24),
  extended: range(1, 24),
})

const rateName = z.string('text_invalid').trim().max(60, 'text_too_long').optional()

/** A shipping rate for gear, offered at Stripe Checkout (Stripe takes up to five). */
export const ShippingRate = z.strictObject({
  /** Stable while the rate exists: lower case, digits and dashes. */
  id: z
    .string('slug_invalid')
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'slug_invalid'),
  /** Per language; Spanish is required (the site's default language). */
  name: z.strictObject(
    { es: text(60), en: rateName, fr: rateName, de: rateName, pt: rateName },
    'text_invalid',
  ),
  amount_cents: whole('price_invalid', 0, 1_000_000),
  delivery_days: range(1, 60),
})
export type ShippingRate = z.infer<typeof ShippingRate>

export const MAX_SHIPPING_RATES = 5

/**
 * `PATCH admin/settings`: every key optional; a key given replaces that whole setting (a group
 * such as `rates` is sent complete). Unknown keys, including the read-only `currency` and
 * `updated_at`, are refused.
 */
export const SettingsPatch = z.strictObject({
  brand_name: text(80).optional(),
  tagline: Tagline.optional(),
  bio: Bio.optional(),
  contact_email: z
    .string('email_invalid')
    .trim()
    .max(254, 'email_invalid')
    .pipe(z.email('email_invalid'))
    .optional(),
  social_links: z.array(SocialLink, 'list_invalid').max(20, 'too_many').optional(),
  claims: Claims.optional(),
  rates: Rates.optional(),
  studio_prices: StudioPrices.optional(),
  set_lengths: SetLengths.optional(),
  mixing_revisions: whole('number_invalid', 0, 20).optional(),
  mastering_revisions: whole('number_invalid', 0, 20).optional(),
  mix_master_delivery_days: range(1, 365).optional(),
  /** Working days for gear to arrive, shown before payment. */
  gear_delivery_days: range(1, 60).optional(),
  shipping_rates: z
    .array(ShippingRate, 'list_invalid')
    .max(MAX_SHIPPING_RATES, 'too_many')
    .superRefine((rates, ctx) => {
      const seen = new Set<string>()
      for (const [index, rate] of rates.entries()) {
        if (seen.has(rate.id))
          ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'slug_taken' })
        seen.add(rate.id)
      }
    })
    .optional(),
  /** The licence bundle: in every three private licences of a cart, the cheapest is free. */
  bundle_enabled: z.boolean('boolean_invalid').optional(),
  blocked_dates: z
    .array(IsoDate, 'list_invalid')
    .max(1000, 'too_many')
    .superRefine((dates, ctx) => {
      const seen = new Set<string>()
      for (const [index, date] of dates.entries()) {
        if (seen.has(date))
          ctx.addIssue({ code: 'custom', path: [index], message: 'duplicate_date' })
        seen.add(date)
      }
    })
    .optional(),
  mixes: z.array(Mix, 'list_invalid').max(100, 'too_many').optional(),
  /** Every admin must confirm sign-in with an authenticator app (aal2). */
  require_admin_mfa: z.boolean('boolean_invalid').optional(),
  /** The language of the notices the owner receives (sales, messages). */
  owner_locale: z.enum(LOCALES, 'language_invalid').optional(),
})
export type SettingsPatch = z.infer<typeof SettingsPatch>

type Range = { min: number; max: number }

/** `GET admin/settings` and the answer to a PATCH: every setting. */
export type AdminSettings = {
  brand_name: string
  tagline: Partial<Record<Locale, string>>
  bio: Partial<Record<Locale, string>>
  /** The hero photo, or null (upload and remove it through admin/artist). */
  hero_image: { path: string; url: string } | null
  /** Press kit downloads, in order (upload and remove them through admin/artist). */
  press_kit: AdminPressFile[]
  contact_email: string
  social_links: SocialLink[]
  claims: z.infer<typeof Claims>
  /** Read-only: every price is in this currency. */
  currency: string
  rates: z.infer<typeof Rates>
  studio_prices: z.infer<typeof StudioPrices>
  set_lengths: { festival: Range; club: Range; extended: Range }
  mixing_revisions: number
  mastering_revisions: number
  mix_master_delivery_days: Range
  gear_delivery_days: Range
  shipping_rates: ShippingRate[]
  /** The licence bundle: in every three private licences of a cart, the cheapest is free. */
  bundle_enabled: boolean
  /** Sorted, `YYYY-MM-DD`. */
  blocked_dates: string[]
  mixes: Mix[]
  require_admin_mfa: boolean
  owner_locale: Locale
  updated_at: string
}
