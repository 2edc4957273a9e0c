// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { SWRConfig } from 'swr'
import { afterEach, describe, expect, it, vi } from 'vitest'
import common from '@/locales/en/common.json'
import licences from '@/locales/en/licences.json'
import tracks from '@/locales/en/tracks.json'
import LicencesPage from './LicencesPage'

function renderPage() {
  const i18n = i18next.createInstance()
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { common, licences, tracks } },
    defaultNS: 'common',
    initAsync: false,
    react: { useSuspense: false },
  })
  // The layout's settings request, for the brand in the title; and the licence tiers.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) =>
    String(input).includes('/site/licence-tiers')
      ? Response.json(TIERS)
      : Response.json({ brand_name: 'Test DJ' }),
  )
  return render(
    <I18nextProvider i18n={i18n}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <LicencesPage />
      </SWRConfig>
    </I18nextProvider>,
  )
}

const unlimited = { copies: null, streams: null, videos: null, radio: null, live: null }
const TIERS = {
  tiers: [
    {
      licence: 'private',
      files: ['mp3'],
      caps: { copies: 0, streams: 0, videos: 0, radio: 0, live: 0 },
    },
    { licence: 'wav', files: ['mp3', 'wav'], caps: { ...unlimited, copies: 10000, videos: 2 } },
    { licence: 'exclusive', files: ['mp3', 'wav', 'stems'], caps: unlimited },
  ],
  prices_include_tax: true,
  terms_version: 'v20261128T130000Z',
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('LicencesPage', () => {
  it('compares every licence, the exclusive included, and answers questions in <details>', async () => {
    const { container } = renderPage()
    const compare = within(screen.getByRole('region', { name: 'Which licence?' }))
    const names = compare
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent)
    expect(names).toEqual([
      'Private-use licence',
      'Commercial-use licence',
      'WAV licence',
      'Track-out licence',
      'Exclusive licence',
      'Included with every licence',
    ])
    expect(screen.getByText(/^Five licences/)).toBeTruthy()
    // What every licence includes, said once.
    expect(screen.getAllByText('Perpetual: the licence never expires')).toHaveLength(1)
    // Emailed links work 5 times; the buyer's library re-downloads without a count.
    expect(screen.getByText(/^The links in your email work 5 times each/).textContent).toContain(
      'whenever you need',
    )
    const questions = container.querySelectorAll('details > summary')
    expect(questions).toHaveLength(11)
    expect(questions[0]?.textContent).toBe('Which licence do I need?')
    expect(screen.getByRole('heading', { level: 1, name: 'Track licences' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Licences · Test DJ'))
  })

  it('lists every licence tier with its files and caps, and the terms’ version', async () => {
    renderPage()
    const wav = await screen.findByRole('article', { name: 'WAV licence' })
    expect(wav.textContent).toContain('MP3 320 kbps + WAV')
    expect(wav.textContent).toContain('Copies sold10,000')
    expect(wav.textContent).toContain('Music videos2')
    const exclusive = screen.getByRole('article', { name: 'Exclusive licence' })
    expect(exclusive.textContent).toContain('MP3 320 kbps + WAV + stems (zip)')
    expect(screen.getByRole('article', { name: 'Private-use licence' }).textContent).toContain(
      'StreamsNot allowed',
    )
    expect(screen.getByText(/version v20261128T130000Z/)).toBeTruthy()
  })
})
