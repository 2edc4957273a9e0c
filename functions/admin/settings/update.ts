import type { AdminSettings, SettingsPatch } from '../../_shared/contract/admin/settings.ts'
import type { Tx } from '../../_shared/db/request-context.ts'
import { AppError } from '../../_shared/http/errors.ts'
import { type MediaUrlOf, readAdminSettings } from './read.ts'

/**
 * Applies a validated patch: each key given replaces that setting whole. The row is locked while
 * the patch is merged, so two saves never interleave. Answers the settings as stored.
 */
export async function updateSettings(
  tx: Tx,
  patch: SettingsPatch,
  urlOf: MediaUrlOf,
): Promise<AdminSettings> {
  const current = await readAdminSettings(tx, urlOf, { lock: true })
  if (Object.keys(patch).length === 0) return current
  if (patch.require_admin_mfa === true) await refuseLockout(tx)

  const next = { ...current, ...patch }
  const { rates, claims, set_lengths: sets, mix_master_delivery_days: delivery } = next
  const studio = next.studio_prices
  const gear = next.gear_delivery_days
  await tx`
    update public.settings set
      brand_name = ${next.brand_name},
      tagline = ${tx.json(next.tagline)},
      bio = ${tx.json(next.bio)},
      contact_email = ${next.contact_email},
      social_links = ${tx.json(next.social_links)},
      claim_festivals = ${claims.festivals},
      claim_releases = ${claims.releases},
      claim_monthly_listeners = ${claims.monthly_listeners},
      dj_show_rate_cents = ${rates.dj_show_rate_cents},
      dj_show_block_hours = ${rates.dj_show_block_hours},
      session_hourly_rate_cents = ${rates.session_hourly_rate_cents},
      session_min_hours = ${rates.session_min_hours},
      session_max_hours = ${rates.session_max_hours},
      mixing_price_cents = ${studio.mixing_cents},
      mastering_price_cents = ${studio.mastering_cents},
      mix_master_price_cents = ${studio.mix_master_cents},
      festival_set_hours = int4range(${sets.festival.min}, ${sets.festival.max}, '[]'),
      club_set_hours = int4range(${sets.club.min}, ${sets.club.max}, '[]'),
      extended_set_hours = int4range(${sets.extended.min}, ${sets.extended.max}, '[]'),
      mixing_revisions = ${next.mixing_revisions},
      mastering_revisions = ${next.mastering_revisions},
      mix_master_delivery_days = int4range(${delivery.min}, ${delivery.max}, '[]'),
      gear_delivery_days = int4range(${gear.min}, ${gear.max}, '[]'),
      blocked_dates = ${tx.array([...next.blocked_dates].sort())}::date[],
      shipping_rates = ${tx.json(next.shipping_rates)},
      bundle_enabled = ${next.bundle_enabled},
      mixes = ${tx.json(next.mixes)},
      require_admin_mfa = ${next.require_admin_mfa},
      owner_locale = ${next.owner_locale}
    where id`
  return readAdminSettings(tx, urlOf)
}

/**
 * Requiring two-factor locks out every admin without a verified factor, the one saving included:
 * they must enrol first (the guard would refuse their next request).
 */
async function refuseLockout(tx: Tx): Promise<void> {
  const [access] = await tx<{ has_verified_factor: boolean }[]>`
    select has_verified_factor from private.admin_access()`
  if (!access?.has_verified_factor) {
    throw new AppError(
      'enrol_two_factor_first',
      'Set up two-factor authentication for your own account before requiring it for every admin.',
    )
  }
}
