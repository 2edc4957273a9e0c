import { z } from 'zod'
import type { Locale } from '../_shared/contract/forms.ts'
import type { PublicSettings } from '../_shared/contract/site/site.ts'
import { runAs, type Sql } from '../_shared/db/request-context.ts'
import type { PublicUrlOf } from './catalog/storage-url.ts'

const Range = z.object({ min: z.number(), max: z.number() })

// Ranges come out of Postgres as [lower, upper) integer bounds: upper - 1 is the inclusive maximum.
const PublicSettingsRow = z.object({
  brand_name: z.string(),
  tagline: z.record(z.string(), z.string()),
  contact_email: z.string(),
  social_links: z.array(z.object({ network: z.string(), url: z.string() })),
  claim_festivals: z.number(),
  claim_releases: z.number(),
  claim_monthly_listeners: z.number(),
  currency: z.string(),
  dj_show_rate_cents: z.number(),
  dj_show_block_hours: z.number(),
  session_hourly_rate_cents: z.number(),
  session_min_hours: z.number(),
  session_max_hours: z.number(),
  mixing_price_cents: z.number(),
  mastering_price_cents: z.number(),
  mix_master_price_cents: z.number(),
  studio_demo: z.object({ before: z.string().min(1), after: z.string().min(1) }).nullable(),
  festival: Range,
  club: Range,
  extended: Range,
  mixing_revisions: z.number(),
  mastering_revisions: z.number(),
  mix_master_days: Range,
  gear_delivery_days: Range,
  shipping_rates: z.array(z.unknown()),
  bundle_enabled: z.boolean(),
  blocked_dates: z.array(z.string()),
  mixes: z.array(z.record(z.string(), z.unknown())),
  bio: z.record(z.string(), z.string()),
  hero_image: z.string().nullable(),
  press_kit: z.array(z.record(z.string(), z.unknown())),
})

/** A shipping rate as stored (`settings.shipping_rates`, written through admin/settings). */
const StoredShippingRate = z.object({
  id: z.string().min(1),
  name: z.record(z.string(), z.string()),
  amount_cents: z.number().int().nonnegative(),
  delivery_days: z.object({ min: z.number().int(), max: z.number().int() }),
})

/** A press kit entry as stored (`settings.press_kit`); anything malformed is left out. */
const PressFile = z.object({
  kind: z.enum(['photo', 'one_sheet', 'rider']),
  path: z.string().min(1),
  title: z.string().min(1),
})

export type { PublicSettings } from '../_shared/contract/site/site.ts'

/**
 * The owner's public settings, read as a visitor so the column grants decide what is public;
 * `urlOf` makes the hero photo's and the press kit's addresses.
 */
export async function readPublicSettings(sql: Sql, urlOf: PublicUrlOf) {
  const rows = await runAs(
    sql,
    { role: 'anon' },
    (tx) => tx`
    select brand_name, tagline, contact_email, social_links, claim_festivals, claim_releases,
      claim_monthly_listeners, currency, dj_show_rate_cents, dj_show_block_hours,
      session_hourly_rate_cents, session_min_hours, session_max_hours,
      mixing_price_cents, mastering_price_cents, mix_master_price_cents, studio_demo,
      json_build_object('min', lower(festival_set_hours), 'max', upper(festival_set_hours) - 1) as festival,
      json_build_object('min', lower(club_set_hours), 'max', upper(club_set_hours) - 1) as club,
      json_build_object('min', lower(extended_set_hours), 'max', upper(extended_set_hours) - 1) as extended,
      mixing_revisions, mastering_revisions,
      json_build_object('min', lower(mix_master_delivery_days), 'max', upper(mix_master_delivery_days) - 1)
        as mix_master_days,
      json_build_object('min', lower(gear_delivery_days), 'max', upper(gear_delivery_days) - 1)
        as gear_delivery_days, shipping_rates, bundle_enabled,
      -- The owner's blocked days and the days confirmed shows hold (functions/_shared/bookings).
      to_json(array(
        select distinct day from unnest(blocked_dates || array(
          select private.held_show_dates(current_date - 1, current_date + 1200))) as day
        order by day)) as blocked_dates, mixes, bio, hero_image, press_kit
    from public.settings`,
  )
  if (rows.length !== 1)
    throw new Error('Expected exactly one settings row: were the migrations applied?')
  return toPublicSettings(PublicSettingsRow.parse(rows[0]), urlOf)
}

function toPublicSettings(
  row: z.infer<typeof PublicSettingsRow>,
  urlOf: PublicUrlOf,
): PublicSettings {
  return {
    brand_name: row.brand_name,
    tagline: row.tagline,
    contact_email: row.contact_email,
    social_links: row.social_links,
    claims: {
      festivals: row.claim_festivals,
      releases: row.claim_releases,
      monthly_listeners: row.claim_monthly_listeners,
    },
    currency: row.currency,
    rates: {
      dj_show_cents: row.dj_show_rate_cents,
      dj_show_block_hours: row.dj_show_block_hours,
      session_hourly_cents: row.session_hourly_rate_cents,
      session_hours: { min: row.session_min_hours, max: row.session_max_hours },
    },
    set_lengths: { festival: row.festival, club: row.club, extended: row.extended },
    revisions: { mixing: row.mixing_revisions, mastering: row.mastering_revisions },
    mix_master_delivery_days: row.mix_master_days,
    gear_delivery_days: row.gear_delivery_days,
    shipping_rates: row.shipping_rates.flatMap((entry) => {
      const rate = StoredShippingRate.safeParse(entry)
      return rate.success ? [rate.data] : []
    }),
    bundle_enabled: row.bundle_enabled,
    studio_prices: {
      mixing_cents: row.mixing_price_cents,
      mastering_cents: row.mastering_price_cents,
      mix_master_cents: row.mix_master_price_cents,
    },
    studio_demo: row.studio_demo
      ? {
          before_url: urlOf('media', row.studio_demo.before),
          after_url: urlOf('media', row.studio_demo.after),
        }
      : null,
    blocked_dates: row.blocked_dates,
    mixes: row.mixes,
    bio: row.bio,
    hero_image_url: row.hero_image ? urlOf('media', row.hero_image) : null,
    press_kit: row.press_kit.flatMap((entry) => {
      const file = PressFile.safeParse(entry)
      return file.success
        ? [{ kind: file.data.kind, title: file.data.title, url: urlOf('media', file.data.path) }]
        : []
    }),
  }
}

/**
 * The settings with their texts (tagline, bio, shipping rates' names) in `language` only: each
 * keeps the translation a visitor in that language is shown, which is Spanish where that
 * language has none (the site's fallback, as `localizedBio` and `shippingName` read it). A page
 * carries a fifth of the texts it would in every language.
 */
export function inLanguage(settings: PublicSettings, language: Locale): PublicSettings {
  return {
    ...settings,
    tagline: shownIn(settings.tagline, language),
    bio: shownIn(settings.bio, language),
    shipping_rates: settings.shipping_rates.map((rate) => ({
      ...rate,
      name: shownIn(rate.name, language),
    })),
  }
}

function shownIn(texts: Record<string, string>, language: Locale): Record<string, string> {
  if (texts[language]) return { [language]: texts[language] }
  return texts.es ? { es: texts.es } : {}
}

/**
 * The language the owner reads notices in. Not public, so read as the service role: background
 * work on the owner's behalf (a form's notice), which never answers a visitor with it.
 */
export async function readOwnerLocale(sql: Sql): Promise<Locale> {
  const rows = await runAs(
    sql,
    { role: 'service_role' },
    (tx) => tx<{ owner_locale: Locale }[]>`select owner_locale from public.settings`,
  )
  return rows[0]?.owner_locale ?? 'es'
}
