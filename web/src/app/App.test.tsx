// @vitest-environment jsdom

import type { PublicSettings } from '@contract/site/site.ts'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createI18n } from '@/lib/i18n'
import { App } from './App'

const settings = {
  brand_name: 'Kael Voss',
  tagline: { es: 'Techno desde Madrid', en: 'Techno from Madrid' },
  contact_email: 'booking@example.com',
  social_links: [{ network: 'soundcloud', url: 'https://soundcloud.com/example' }],
  claims: { festivals: 50, releases: 100, monthly_listeners: 500_000 },
  bio: { es: 'DJ y productor de techno en Madrid.', en: 'Techno DJ and producer from Madrid.' },
  hero_image_url: null,
  press_kit: [],
} as Partial<PublicSettings>

async function renderAppAt(path: string) {
  window.history.replaceState(null, '', path)
  const { i18n, ready } = createI18n()
  await ready
  await i18n.changeLanguage('en')
  render(<App i18n={i18n} />)
}

beforeEach(() => {
  localStorage.clear()
  window.scrollTo = vi.fn()
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
    String(input).includes('/site/settings?')
      ? Response.json(settings)
      : String(input).endsWith('/site/gigs')
        ? Response.json({ upcoming: [], past: [] })
        : Response.json({ items: [], total: 0, genres: [] }),
  )
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('App', () => {
  it('shows the not-found page, with links home and to the sitemap, for an unknown path', async () => {
    await renderAppAt('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      "This page doesn't exist",
    )
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Open the sitemap' }).getAttribute('href')).toBe(
      '/sitemap',
    )
    // The brand comes with the settings, which may arrive after the page.
    await waitFor(() => expect(document.title).toBe('Page not found · Kael Voss'))
  })

  it('renders the home page with the brand and claims from settings', async () => {
    await renderAppAt('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Kael Voss' })).toBeTruthy()
    expect(screen.getByText('Techno from Madrid')).toBeTruthy()
    expect(screen.getByText('500K+')).toBeTruthy()
    expect(await screen.findByText('Techno DJ and producer from Madrid.')).toBeTruthy()
    expect(document.documentElement.lang).toBe('en')
  })

  it('scrolls to the top on every route change', async () => {
    await renderAppAt('/tracks')
    await screen.findByRole('heading', { level: 1, name: 'All tracks' })
    vi.mocked(window.scrollTo).mockClear()
    fireEvent.click(screen.getByRole('link', { name: 'Shop' }))
    await screen.findByRole('heading', { level: 1, name: 'Shop' })
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'instant' })
  })

  it('has a keyboard-operable services menu that Escape closes, returning focus', async () => {
    await renderAppAt('/licenses')
    const button = await screen.findByRole('button', { name: 'Services' })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const link = screen.getByRole('link', { name: 'Mixing & mastering' })
    expect(link.getAttribute('href')).toBe('/mixing-mastering')
    link.focus()
    await act(async () => {
      fireEvent.keyDown(link, { key: 'Escape' })
    })
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(button)
  })

  it('switches language in place, keeping the page', async () => {
    await renderAppAt('/shop')
    await screen.findByRole('heading', { level: 1, name: 'Shop' })
    fireEvent.click(screen.getByRole('link', { name: 'French' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Boutique' })).toBeTruthy()
    expect(window.location.pathname).toBe('/shop')
    expect(document.documentElement.lang).toBe('fr')
    expect(localStorage.getItem('i18nextLng')).toBe('fr')
  })
})
