import type { AdminSettings } from '@contract/admin/settings.ts'

// The owner's settings as `GET admin/settings` answers them, for the settings screen's tests.

export const SETTINGS: AdminSettings = {
  brand_name: 'Kael Voss',
  tagline: { es: 'Techno melódico', en: 'Melodic techno' },
  contact_email: 'booking@kaelvoss.example',
  social_links: [{ network: 'instagram', url: 'https://instagram.com/kaelvoss' }],
  claims: { festivals: 50, releases: 100, monthly_listeners: 500000 },
  currency: 'EUR',
  rates: {
    dj_show_rate_cents: 60000,
    dj_show_block_hours: 2,
    session_hourly_rate_cents: 150000,
    session_min_hours: 1,
    session_max_hours: 3,
  },
  set_lengths: {
    festival: { min: 1, max: 2 },
    club: { min: 3, max: 4 },
    extended: { min: 6, max: 8 },
  },
  mixing_revisions: 3,
  mastering_revisions: 1,
  mix_master_delivery_days: { min: 5, max: 7 },
  gear_delivery_days: { min: 2, max: 5 },
  shipping_rates: [],
  bundle_enabled: true,
  studio_prices: { mixing_cents: 25_000, mastering_cents: 8_000, mix_master_cents: 30_000 },
  blocked_dates: ['2099-12-24'],
  mixes: [],
  bio: {},
  hero_image: null,
  press_kit: [],
  require_admin_mfa: false,
  owner_locale: 'es',
  updated_at: '2026-11-24T10:00:00Z',
}

/** `GET site:settings`: the public settings the panel's page title reads. */
export const publicSettings = () => Response.json({ brand_name: 'Kael Voss', tagline: {} })
