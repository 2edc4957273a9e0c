import type {
  AdminSettings,
  Mix,
  ShippingRate,
  SocialLink,
} from '../../_shared/contract/admin/settings.ts'
import { PRESS_FILE_KINDS, type PressFileKind } from '../../_shared/contract/artist.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import type { TableRow } from '../../_shared/db/rows.ts'

type Range = { min: number; max: number }

/** Addresses of files in the public `media` bucket. */
export type MediaUrlOf = (bucket: 'media', path: string) => string

type StoredPressFile = { kind: PressFileKind; path: string; title: string }

/**
 * The settings row: its jsonb columns in the shapes the admin panel writes, its integer ranges
 * and blocked dates as the query turns them into JSON, and the admin's own settings (from
 * `private.admin_settings()`, typed like the columns of the same names).
 */
type SettingsRow = Pick<
  TableRow<'settings'>,
  | 'brand_name'
  | 'hero_image'
  | 'contact_email'
  | 'claim_festivals'
  | 'claim_releases'
  | 'claim_monthly_listeners'
  | 'currency'
  | 'dj_show_rate_cents'
  | 'dj_show_block_hours'
  | 'session_hourly_rate_cents'
  | 'session_min_hours'
  | 'session_max_hours'
  | 'mixing_price_cents'
  | 'mastering_price_cents'
  | 'mix_master_price_cents'
  | 'mixing_revisions'
  | 'mastering_revisions'
  | 'bundle_enabled'
  | 'require_admin_mfa'
  | 'updated_at'
> & {
  tagline: AdminSettings['tagline']
  bio: AdminSettings['bio']
  press_kit: StoredPressFile[]
  social_links: SocialLink[]
  festival_set_hours: Range
  club_set_hours: Range
  extended_set_hours: Range
  mix_master_delivery_days: Range
  gear_delivery_days: Range
  shipping_rates: ShippingRate[]
  blocked_dates: string[]
  mixes: Mix[]
  owner_locale: AdminSettings['owner_locale']
}

/**
 * Every setting, as the admin panel edits them. `lock` holds the row until the transaction ends.
 * Postgres keeps integer ranges as `[lower, upper)`: upper - 1 is the inclusive maximum.
 */
export async function readAdminSettings(
  tx: Tx,
  urlOf: MediaUrlOf,
  options: { lock?: boolean } = {},
): Promise<AdminSettings> {
  const rows = await tx<SettingsRow[]>`
    select brand_name, tagline, bio, hero_image, press_kit, contact_email, social_links, claim_festivals, claim_releases,
      claim_monthly_listeners, currency, dj_show_rate_cents, dj_show_block_hours,
      session_hourly_rate_cents, session_min_hours, session_max_hours,
      mixing_price_cents, mastering_price_cents, mix_master_price_cents,
      json_build_object('min', lower(festival_set_hours), 'max', upper(festival_set_hours) - 1)
        as festival_set_hours,
      json_build_object('min', lower(club_set_hours), 'max', upper(club_set_hours) - 1)
        as club_set_hours,
      json_build_object('min', lower(extended_set_hours), 'max', upper(extended_set_hours) - 1)
        as extended_set_hours,
      mixing_revisions, mastering_revisions,
      json_build_object('min', lower(mix_master_delivery_days), 'max', upper(mix_master_delivery_days) - 1)
        as mix_master_delivery_days,
      json_build_object('min', lower(gear_delivery_days), 'max', upper(gear_delivery_days) - 1)
        as gear_delivery_days, shipping_rates, bundle_enabled,
      to_json(array(select unnest(blocked_dates) order by 1)) as blocked_dates, mixes,
      admin.require_admin_mfa, admin.owner_locale, admin.updated_at
    from public.settings cross join private.admin_settings() as admin
    where id ${options.lock ? tx`for update of settings` : tx``}`
  const [row] = rows
  if (!row || rows.length !== 1) {
    throw new Error('Expected exactly one settings row: were the migrations applied?')
  }
  return toAdminSettings(row, urlOf)
}

function toAdminSettings(row: SettingsRow, urlOf: MediaUrlOf): AdminSettings {
  return {
    brand_name: row.brand_name,
    tagline: row.tagline,
    bio: row.bio,
    hero_image: row.hero_image
      ? { path: row.hero_image, url: urlOf('media', row.hero_image) }
      : null,
    press_kit: row.press_kit
      .filter((file) => PRESS_FILE_KINDS.includes(file.kind))
      .map((file) => ({ ...file, url: urlOf('media', file.path) })),
    contact_email: row.contact_email,
    social_links: row.social_links,
    claims: {
      festivals: row.claim_festivals,
      releases: row.claim_releases,
      monthly_listeners: row.claim_monthly_listeners,
    },
    currency: row.currency,
    rates: {
      dj_show_rate_cents: row.dj_show_rate_cents,
      dj_show_block_hours: row.dj_show_block_hours,
      session_hourly_rate_cents: row.session_hourly_rate_cents,
      session_min_hours: row.session_min_hours,
      session_max_hours: row.session_max_hours,
    },
    studio_prices: {
      mixing_cents: row.mixing_price_cents,
      mastering_cents: row.mastering_price_cents,
      mix_master_cents: row.mix_master_price_cents,
    },
    set_lengths: {
      festival: row.festival_set_hours,
      club: row.club_set_hours,
      extended: row.extended_set_hours,
    },
    mixing_revisions: row.mixing_revisions,
    mastering_revisions: row.mastering_revisions,
    mix_master_delivery_days: row.mix_master_delivery_days,
    gear_delivery_days: row.gear_delivery_days,
    shipping_rates: row.shipping_rates,
    bundle_enabled: row.bundle_enabled,
    blocked_dates: row.blocked_dates,
    mixes: row.mixes,
    require_admin_mfa: row.require_admin_mfa,
    owner_locale: row.owner_locale,
    updated_at: row.updated_at.toISOString(),
  }
}
