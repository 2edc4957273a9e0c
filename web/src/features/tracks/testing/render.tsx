import type { TrackDetail, TrackSummary } from '@contract/site/site.ts'
import { render } from '@testing-library/react'
import i18next from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { createSwrConfig, createTimedCache } from '@/lib/swr'
import cart from '@/locales/en/cart.json'
import common from '@/locales/en/common.json'
import errors from '@/locales/en/errors.json'
import notFound from '@/locales/en/not-found.json'
import tracks from '@/locales/en/tracks.json'

// Test helpers of the tracks feature: the app's providers around a page, and a fake `site` API.

function createTestI18n() {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, errors, tracks, cart, 'not-found': notFound } },
    ns: ['common', 'errors', 'tracks', 'cart', 'not-found'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  })
  return i18n
}

/** Renders `ui` at `path` (with its query) as the app would: i18n, a fresh SWR cache, a router. */
export function renderAt(path: string, ui: ReactNode) {
  const [pathname, search = ''] = path.split('?')
  const memory = memoryLocation({ path: pathname, searchPath: search, record: true })
  const view = render(
    <I18nextProvider i18n={createTestI18n()}>
      <SWRConfig value={createSwrConfig(createTimedCache())}>
        <Router hook={memory.hook} searchHook={memory.searchHook}>
          {ui}
        </Router>
      </SWRConfig>
    </I18nextProvider>,
  )
  return { ...view, memory }
}

type Reply = { status?: number; body: unknown }

/** Answers `fetch` by the path after `/site/`; every call's URL is kept for assertions. */
export function stubApi(answer: (path: string, url: URL) => Reply) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input))
    const path = url.pathname.replace(/^.*\/site\//, '')
    const { status = 200, body } = answer(path, url)
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    fetchMock,
    /** The query strings of every request to `site/<path>`. */
    requests: (path: string) =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input)))
        .filter((url) => url.pathname.endsWith(`/site/${path}`))
        .map((url) => url.searchParams),
  }
}

export const settings = {
  brand_name: 'Test DJ',
  tagline: {},
  social_links: [],
  contact_email: 'a@b.c',
}

export const PRIVATE_CAPS = { copies: 0, streams: 0, videos: 0, radio: 0, live: 0 }
export const LEASE_CAPS = { copies: 5000, streams: 500000, videos: 1, radio: 2, live: null }

export function makeTrack(overrides: Partial<TrackSummary> = {}): TrackSummary {
  return {
    slug: 'night-drive',
    title: 'Night Drive',
    artist: 'Test DJ',
    genre: 'Techno',
    bpm: 128,
    duration_seconds: 185,
    prices: { private: 2900, commercial: 9900, wav: null, trackout: null, exclusive: null },
    licences: [
      { licence: 'private', price_cents: 2900, files: ['mp3'] },
      { licence: 'commercial', price_cents: 9900, files: ['mp3'] },
    ],
    exclusive_sold: false,
    currency: 'EUR',
    release_date: '2024-05-01',
    cover_url: 'http://localhost:54321/storage/v1/object/public/covers/night-drive.jpg',
    preview_url: 'http://localhost:54321/storage/v1/object/public/previews/night-drive.mp3',
    ...overrides,
  }
}

/** A track's page as `site/tracks/{slug}` answers it: with its description and licence caps. */
export function makeTrackDetail(overrides: Partial<TrackDetail> = {}): TrackDetail {
  return {
    ...makeTrack(),
    description: 'A driving techno track.',
    licences: [
      { licence: 'private', price_cents: 2900, files: ['mp3'], terms: PRIVATE_CAPS },
      { licence: 'commercial', price_cents: 9900, files: ['mp3'], terms: LEASE_CAPS },
    ],
    waveform: null,
    related: [],
    ...overrides,
  }
}
