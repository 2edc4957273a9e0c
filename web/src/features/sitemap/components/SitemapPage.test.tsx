// @vitest-environment jsdom

import type { SitemapView } from '@contract/site/site.ts'
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { Suspense } from 'react'
import { I18nextProvider } from 'react-i18next'
import { SWRConfig } from 'swr'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '@/lib/i18n'
import { createSwrConfig } from '@/lib/swr'
import SitemapPage from './SitemapPage'

const sitemap: SitemapView = {
  pages: [
    '/',
    '/licenses',
    '/shop',
    '/tracks',
    '/sitemap',
    '/book-session',
    '/production',
    '/dj-sets',
    '/mixing-mastering',
    '/private-sessions',
    '/club-performance',
    '/festival-performance',
  ],
  tracks: [
    { slug: 'glass-horizon', title: 'Glass Horizon' },
    { slug: 'midnight-circuit', title: 'Midnight Circuit' },
  ],
  products: [{ slug: 'kv1-studio-headphones', name: 'KV-1 Studio Headphones' }],
}

let answer: () => Response

async function renderPage(language = 'en') {
  window.history.replaceState(null, '', '/sitemap')
  const { i18n, ready } = createI18n()
  await ready
  await i18n.changeLanguage(language)
  // Fetched by the app when it first shows an error (ErrorText.test.tsx): here before, so the
  // failure's sentence is there as soon as the alert is.
  await i18n.loadNamespaces('errors')
  // In Suspense, as the router renders every page: the page's strings load as it first renders.
  render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ ...createSwrConfig(), errorRetryCount: 0 }}>
        <Suspense fallback={null}>
          <SitemapPage />
        </Suspense>
      </SWRConfig>
    </I18nextProvider>,
  )
}

const links = (name: RegExp) =>
  within(screen.getByRole('region', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')])

beforeEach(() => {
  localStorage.clear()
  answer = () => Response.json(sitemap)
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).endsWith('/site/sitemap')
      ? answer()
      : Response.json({ brand_name: 'Kael Voss', tagline: {}, claims: {} }),
  )
})
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('SitemapPage', () => {
  it('links every public page by its translated name, and every track and product', async () => {
    await renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Midnight Circuit' })).toBeTruthy()
    expect(links(/^Pages/)).toEqual([
      ['Home', '/'],
      ['Licences', '/licenses'],
      ['Shop', '/shop'],
      ['All tracks', '/tracks'],
      ['Sitemap', '/sitemap'],
      ['Book a show', '/book-session'],
      ['Production', '/production'],
      ['DJ sets', '/dj-sets'],
      ['Mixing & mastering', '/mixing-mastering'],
      ['Private sessions', '/private-sessions'],
      ['Club performance', '/club-performance'],
      ['Festival performance', '/festival-performance'],
    ])
    expect(links(/^Tracks/)).toEqual([
      ['Glass Horizon', '/track/glass-horizon'],
      ['Midnight Circuit', '/track/midnight-circuit'],
    ])
    expect(links(/^Shop/)).toEqual([['KV-1 Studio Headphones', '/product/kv1-studio-headphones']])
    expect(document.title).toBe('Sitemap · Kael Voss')
  })

  it('speaks the visitor’s language', async () => {
    await renderPage('de')
    expect(await screen.findByRole('heading', { level: 1, name: 'Sitemap' })).toBeTruthy()
    expect(await screen.findByRole('link', { name: 'Startseite' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Show buchen' }).getAttribute('href')).toBe(
      '/book-session',
    )
  })

  it('says so when the catalogue is empty', async () => {
    answer = () => Response.json({ ...sitemap, tracks: [], products: [] })
    await renderPage()
    expect(await screen.findByText('No tracks have been published yet.')).toBeTruthy()
    expect(screen.getByText('There are no products in the shop right now.')).toBeTruthy()
  })

  it('keeps the page links when the server fails, and offers to try again', async () => {
    answer = () => Response.json({ error: { code: 'internal', message: 'boom' } }, { status: 500 })
    await renderPage()
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain("The tracks and products couldn't be loaded.")
    expect(alert.textContent).toContain('Something went wrong on the server.')
    expect(screen.getByRole('link', { name: 'Book a show' })).toBeTruthy()

    answer = () => Response.json(sitemap)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Midnight Circuit' })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
