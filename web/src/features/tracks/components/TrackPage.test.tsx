// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Route } from 'wouter'
import { useCart } from '@/stores/cart'
import { useCartPanel } from '@/stores/cart-panel'
import { makeTrack, makeTrackDetail, renderAt, settings, stubApi } from '../testing/render'
import TrackPage from './TrackPage'

// wavesurfer draws on a canvas jsdom lacks; the page only needs its events and controls, and
// what it was asked to draw.
const create = vi.hoisted(() =>
  vi.fn((_options: object) => ({
    on: vi.fn(),
    playPause: vi.fn(),
    setTime: vi.fn(),
    destroy: vi.fn(),
  })),
)
vi.mock('wavesurfer.js', () => ({ default: { create } }))

const waveform = { peaks: [0.1, 0.8, 0.5, 0.3], duration_seconds: 30.5 }
const track = makeTrackDetail({
  related: [makeTrack({ slug: 'sunrise', title: 'Sunrise' })],
  waveform,
})

const renderTrack = (slug: string) =>
  renderAt(`/track/${slug}`, <Route path="/track/:slug" component={TrackPage} />)

/** The page's JSON-LD document of `type` in the head, if any. */
const jsonLd = (type = 'MusicRecording') =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')]
    .map((script) => JSON.parse(script.textContent ?? ''))
    .find((data) => data['@type'] === type) ?? null

beforeEach(() => {
  create.mockClear()
  useCart.setState({ lines: [] })
  stubApi((path) => {
    if (path === 'settings') return { body: settings }
    if (path === 'tracks/night-drive') return { body: track }
    return { status: 404, body: { error: { code: 'track_not_found', message: 'No track.' } } }
  })
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('TrackPage', () => {
  it('describes the track as a schema.org MusicRecording in the head while shown', async () => {
    const view = renderTrack('night-drive')
    await screen.findByRole('heading', { level: 1, name: 'Night Drive' })
    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: 'Night Drive',
      url: `${window.location.origin}/track/night-drive`,
      byArtist: { '@type': 'Person', name: 'Test DJ' },
      genre: 'Techno',
      duration: 'PT3M5S',
      image: track.cover_url,
      datePublished: '2024-05-01',
      description: 'A driving techno track.',
      offers: [
        {
          '@type': 'Offer',
          name: 'Private-use licence',
          price: '29.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: `${window.location.origin}/track/night-drive`,
        },
        {
          '@type': 'Offer',
          name: 'Commercial-use licence',
          price: '99.00',
          priceCurrency: 'EUR',
          availability: 'https://schema.org/InStock',
          url: `${window.location.origin}/track/night-drive`,
        },
      ],
    })
    expect(jsonLd('BreadcrumbList').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${window.location.origin}/` },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Tracks',
        item: `${window.location.origin}/tracks`,
      },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Night Drive',
        item: `${window.location.origin}/track/night-drive`,
      },
    ])
    view.unmount()
    expect(jsonLd()).toBeNull()
  })

  it('shows the not-found page for an unknown slug', async () => {
    renderTrack('no-such-track')
    expect(
      await screen.findByRole('heading', { level: 1, name: "This page doesn't exist" }),
    ).toBeTruthy()
    expect(jsonLd()).toBeNull()
  })

  it('adds the chosen licence to the cart once', async () => {
    renderTrack('night-drive')
    fireEvent.click(await screen.findByRole('radio', { name: /Commercial-use licence/ }))
    const choice = within(screen.getByRole('region', { name: 'Choose your licence' }))
    fireEvent.click(choice.getByRole('button', { name: 'Add to cart' }))
    fireEvent.click(choice.getByRole('button', { name: 'In cart' }))
    expect(useCart.getState().lines.map((line) => line.id)).toEqual([
      'track:night-drive:commercial',
    ])
    expect(screen.getByRole('status').textContent).toBe(
      'In your cart: “Night Drive” (Commercial-use licence).',
    )
  })

  it('puts the lowest price and add to cart beside the title, sharing the licence picked', async () => {
    renderTrack('night-drive')
    const [first] = await screen.findAllByText(/^From €29/)
    expect(first?.closest('.track-header')).toBeTruthy()
    const picker = screen.getByRole('combobox', { name: 'Licence type' }) as HTMLSelectElement
    fireEvent.change(picker, { target: { value: 'commercial' } })
    expect(
      (screen.getByRole('radio', { name: /Commercial-use licence/ }) as HTMLInputElement).checked,
    ).toBe(true)
    fireEvent.click(screen.getAllByRole('button', { name: 'Add to cart' })[0]!)
    expect(useCart.getState().lines.map((line) => line.id)).toEqual([
      'track:night-drive:commercial',
    ])
    // Play on the artwork, as on the waveform below.
    expect(screen.getAllByRole('button', { name: 'Play preview of Night Drive' })).toHaveLength(2)
  })

  it('adds the licence and opens the cart on "Buy now"', async () => {
    useCartPanel.setState({ open: false })
    renderTrack('night-drive')
    fireEvent.click(await screen.findByRole('button', { name: 'Buy now' }))
    expect(useCart.getState().lines.map((line) => line.id)).toEqual(['track:night-drive:private'])
    expect(useCartPanel.getState().open).toBe(true)
  })

  it('has a keyboard-operable preview player and related tracks', async () => {
    renderTrack('night-drive')
    const preview = within(await screen.findByRole('region', { name: 'Preview' }))
    expect(preview.getByRole('button', { name: 'Play preview of Night Drive' })).toBeTruthy()
    expect(screen.getByRole('slider', { name: 'Position in the preview' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Sunrise' }).getAttribute('href')).toBe(
      '/track/sunrise',
    )
  })

  it('draws the stored waveform without the audio, and knows the preview’s length', async () => {
    renderTrack('night-drive')
    await vi.waitFor(() => expect(create).toHaveBeenCalledTimes(1))
    const options = create.mock.calls[0]?.[0]
    expect(options).toMatchObject({ peaks: [waveform.peaks], duration: 30.5 })
    expect(options).not.toHaveProperty('url')
    expect(screen.getByText('0:30')).toBeTruthy()
  })

  it('draws nothing, and fetches no audio, for a track without stored peaks until it plays', async () => {
    stubApi((path) => {
      if (path === 'settings') return { body: settings }
      if (path === 'tracks/night-drive') return { body: { ...track, waveform: null } }
      return { status: 404, body: { error: { code: 'track_not_found', message: 'No track.' } } }
    })
    renderTrack('night-drive')
    await screen.findByRole('region', { name: 'Preview' })
    expect(create).not.toHaveBeenCalled()
    expect(
      (screen.getByRole('slider', { name: 'Position in the preview' }) as HTMLInputElement)
        .disabled,
    ).toBe(true)
  })
})
