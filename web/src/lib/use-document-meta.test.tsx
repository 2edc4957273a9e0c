// @vitest-environment jsdom
import { act, cleanup, render, waitFor } from '@testing-library/react'
import type { i18n as I18n } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { navigate } from 'wouter/use-browser-location'
import { createI18n } from '@/lib/i18n'
import { type DocumentMeta, pageTitle, useDocumentMeta } from './use-document-meta'

function Page(props: DocumentMeta) {
  useDocumentMeta(props)
  return null
}

const meta = (selector: string) =>
  document.head.querySelector<HTMLMetaElement>(`meta[${selector}]`)?.content
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
const alternates = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map(
    (link) => [link.hreflang, link.href],
  )

let i18n: I18n

async function renderAt(path: string, props: DocumentMeta) {
  window.history.replaceState(null, '', path)
  const created = createI18n()
  await created.ready
  i18n = created.i18n
  await i18n.changeLanguage('en')
  return render(
    <I18nextProvider i18n={i18n}>
      <Page {...props} />
    </I18nextProvider>,
  )
}

beforeEach(() => {
  localStorage.clear()
  document.head.innerHTML = ''
})
afterEach(cleanup)

const ORIGIN = window.location.origin

describe('useDocumentMeta', () => {
  it('keeps the title and meta description of the first version', async () => {
    await renderAt('/shop', { title: 'Shop · Kael Voss', description: 'Gear.' })
    expect(document.title).toBe('Shop · Kael Voss')
    await waitFor(() => expect(meta('name="description"')).toBe('Gear.'))
    expect(pageTitle('Shop', undefined)).toBe('Shop')
  })

  it('ends page titles with the brand unless they name it already', () => {
    expect(pageTitle('Shop', 'Kael Voss')).toBe('Shop · Kael Voss')
    expect(pageTitle('Midnight Circuit by Kael Voss', 'Kael Voss')).toBe(
      'Midnight Circuit by Kael Voss',
    )
    expect(pageTitle('Kael Voss press kit', 'Kael Voss')).toBe('Kael Voss press kit')
    // A brand inside another word is not the brand.
    expect(pageTitle('KV-1 Studio Headphones', 'KV')).toBe('KV-1 Studio Headphones · KV')
    expect(pageTitle('Sunrise by Solène', 'Sol')).toBe('Sunrise by Solène · Sol')
  })

  it('points the canonical link at the path without lng, with hreflang alternates and x-default', async () => {
    await renderAt('/track/midnight-circuit?lng=en&utm=x', { title: 'T', description: 'D' })
    const page = `${ORIGIN}/track/midnight-circuit`
    await waitFor(() => expect(canonical()).toBe(page))
    expect(alternates()).toEqual([
      ['es', `${page}?lng=es`],
      ['en', `${page}?lng=en`],
      ['fr', `${page}?lng=fr`],
      ['de', `${page}?lng=de`],
      ['pt-BR', `${page}?lng=pt`],
      ['x-default', page],
    ])
  })

  it('fills Open Graph and the Twitter card, with the image only when given', async () => {
    const view = await renderAt('/track/midnight-circuit', {
      title: 'Midnight Circuit · Kael Voss',
      description: 'Techno, 128 BPM.',
      type: 'music.song',
      image: 'https://cdn.example/cover.jpg',
      imageAlt: 'Cover art for Midnight Circuit',
      siteName: 'Kael Voss',
    })
    await waitFor(() => expect(meta('property="og:title"')).toBe('Midnight Circuit · Kael Voss'))
    expect(meta('property="og:description"')).toBe('Techno, 128 BPM.')
    expect(meta('property="og:type"')).toBe('music.song')
    expect(meta('property="og:url"')).toBe(`${ORIGIN}/track/midnight-circuit`)
    expect(meta('property="og:image"')).toBe('https://cdn.example/cover.jpg')
    expect(meta('property="og:site_name"')).toBe('Kael Voss')
    expect(meta('property="og:locale"')).toBe('en_GB')
    expect(
      [...document.head.querySelectorAll<HTMLMetaElement>('meta[property="og:locale:alternate"]')]
        .map((element) => element.content)
        .sort(),
    ).toEqual(['de_DE', 'es_ES', 'fr_FR', 'pt_BR'])
    expect(meta('name="twitter:card"')).toBe('summary_large_image')
    expect(meta('name="twitter:title"')).toBe('Midnight Circuit · Kael Voss')
    expect(meta('name="twitter:image"')).toBe('https://cdn.example/cover.jpg')
    expect(meta('property="og:image:alt"')).toBe('Cover art for Midnight Circuit')
    expect(meta('name="twitter:image:alt"')).toBe('Cover art for Midnight Circuit')

    view.rerender(
      <I18nextProvider i18n={i18n}>
        <Page title="Shop" description="Gear." />
      </I18nextProvider>,
    )
    await waitFor(() => expect(meta('property="og:type"')).toBe('website'))
    expect(meta('property="og:image"')).toBeUndefined()
    expect(meta('name="twitter:image"')).toBeUndefined()
    expect(meta('property="og:image:alt"')).toBeUndefined()
    expect(meta('name="twitter:image:alt"')).toBeUndefined()
    expect(meta('name="twitter:card"')).toBe('summary')
  })

  it('follows navigation and language changes', async () => {
    await renderAt('/shop', { title: 'Shop', description: 'Gear.' })
    await act(async () => navigate('/licenses'))
    await waitFor(() => expect(canonical()).toBe(`${ORIGIN}/licenses`))
    expect(meta('property="og:url"')).toBe(`${ORIGIN}/licenses`)
    expect(alternates().at(-1)).toEqual(['x-default', `${ORIGIN}/licenses`])

    await act(async () => {
      await i18n.changeLanguage('de')
    })
    await waitFor(() => expect(meta('property="og:locale"')).toBe('de_DE'))
    expect(document.head.querySelectorAll('meta[property="og:locale:alternate"]')).toHaveLength(4)
    expect(document.head.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(6)
  })

  it('marks pages that should not be indexed, without canonical or alternates', async () => {
    await renderAt('/payment-success?session_id=cs_1', {
      title: 'Paid',
      description: 'Your order.',
      noindex: true,
    })
    await waitFor(() => expect(meta('name="robots"')).toBe('noindex'))
    expect(canonical()).toBeUndefined()
    expect(alternates()).toEqual([])
  })
})
