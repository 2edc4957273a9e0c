import type { AdminTrack } from '@contract/admin-catalog.ts'

/** A track as the admin API answers it; override what a test is about. */
export function adminTrack(overrides: Partial<AdminTrack> = {}): AdminTrack {
  return {
    id: 't1',
    slug: 'night-drive',
    title: 'Night Drive',
    artist: 'Kael Voss',
    genre: 'Techno',
    bpm: 130,
    duration_seconds: null,
    description: { es: 'Un viaje nocturno.' },
    private_price_cents: 2900,
    commercial_price_cents: 9900,
    exclusive_price_cents: null,
    exclusive_sold_at: null,
    currency: 'EUR',
    release_date: null,
    is_published: false,
    published_at: null,
    cover_path: null,
    cover_url: null,
    preview_path: null,
    preview_url: null,
    has_audio: false,
    audio_bitrate: null,
    audio_bytes: null,
    sold_count: 0,
    created_at: '2026-11-24T09:00:00Z',
    updated_at: '2026-11-24T09:00:00Z',
    ...overrides,
  }
}
