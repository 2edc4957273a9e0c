import type { PublicSettings } from '@contract/site/site.ts'
import { cleanup, render } from '@testing-library/react'
import { type ReactNode, Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig } from 'swr'
import { vi } from 'vitest'
import { Toaster } from '@/components/ui/Toaster'
import { createI18n } from '@/lib/i18n'
import { createSwrConfig } from '@/lib/swr'
import { useToasts } from '@/lib/toast'

/** A day a few months ahead (bookable: within the booking horizon), `YYYY-MM-DD`. */
export const daysAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The owner's blocked day in the test settings, and a free one for a booking. */
export const BLOCKED_DATE = daysAhead(90)
export const FREE_DATE = daysAhead(120)

// Shared by the form tests: the providers of the app and fetch mocked at the network boundary.

export const testSettings: PublicSettings = {
  brand_name: 'Kael Voss',
  tagline: { en: 'Techno from Madrid' },
  contact_email: 'booking@example.com',
  social_links: [],
  claims: { festivals: 50, releases: 100, monthly_listeners: 500_000 },
  currency: 'EUR',
  rates: {
    dj_show_cents: 60_000,
    dj_show_block_hours: 2,
    session_hourly_cents: 150_000,
    session_hours: { min: 1, max: 3 },
  },
  set_lengths: {
    festival: { min: 1, max: 2 },
    club: { min: 3, max: 4 },
    extended: { min: 6, max: 8 },
  },
  revisions: { mixing: 3, mastering: 1 },
  mix_master_delivery_days: { min: 5, max: 7 },
  gear_delivery_days: { min: 2, max: 5 },
  shipping_rates: [],
  bundle_enabled: false,
  studio_prices: { mixing_cents: 25_000, mastering_cents: 8_000, mix_master_cents: 30_000 },
  studio_demo: null,
  blocked_dates: [BLOCKED_DATE],
  mixes: [],
  bio: { en: 'Kael Voss is a melodic techno DJ and producer.' },
  hero_image_url: null,
  press_kit: [],
}

type Handler = (body: unknown) => Response | Promise<Response>

/** Answers `site/settings?lang=…` and every `POST site/<path>` in `posts`; records the bodies sent. */
export function mockApi(posts: Record<string, Handler> = {}, settings = testSettings) {
  const sent: { path: string; body: unknown }[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^.*\/site\//, '')
    if (path.startsWith('settings?')) return Response.json(settings)
    const handler = posts[path]
    if (!handler || init?.method !== 'POST') return new Response(null, { status: 404 })
    const body: unknown = JSON.parse(String(init.body))
    sent.push({ path, body })
    return handler(body)
  })
  return sent
}

export const apiError = (
  status: number,
  code: string,
  extra: { fields?: Record<string, string>; headers?: Record<string, string> } = {},
) =>
  Response.json(
    { error: { code, message: code, ...(extra.fields ? { fields: extra.fields } : {}) } },
    { status, headers: extra.headers },
  )

export async function renderWithApp(ui: ReactNode, path = '/') {
  window.history.replaceState(null, '', path)
  const { i18n, ready } = createI18n()
  await ready
  await i18n.changeLanguage('en')
  // Fetched by the app when it first shows an error (ErrorText.test.tsx): here before, so a test
  // reads an error's sentence as soon as it appears.
  await i18n.loadNamespaces('errors')
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={createSwrConfig()}>
        <Suspense fallback={<p>loading</p>}>{ui}</Suspense>
        <Toaster />
      </SWRConfig>
    </I18nextProvider>,
  )
}

export function resetApp() {
  cleanup()
  vi.restoreAllMocks()
  useToasts.setState({ toasts: [] })
  localStorage.clear()
}
