// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PlayerBar } from '@/app/layout/PlayerBar'
import { useCart } from '@/stores/cart'
import { usePlayer } from '@/stores/player'
import { makeTrack, renderAt, settings, stubApi } from '../testing/render'
import TracksPage from './TracksPage'

const nightDrive = makeTrack()
const sunrise = makeTrack({ slug: 'sunrise', title: 'Sunrise', genre: 'House', bpm: 122 })

let api: ReturnType<typeof stubApi>

beforeEach(() => {
  useCart.setState({ lines: [] })
  api = stubApi((path) =>
    path === 'settings'
      ? { body: settings }
      : { body: { items: [nightDrive, sunrise], total: 2, genres: ['House', 'Techno'] } },
  )
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue()
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  usePlayer.setState({ queue: [], index: -1, playing: false, time: 0, duration: 0 })
})

const lastSearch = (memory: { history: string[] }) =>
  new URLSearchParams(memory.history.at(-1)?.split('?')[1] ?? '')

describe('TracksPage', () => {
  it('lists the tracks with their duration and both prices', async () => {
    renderAt('/tracks', <TracksPage />)
    const row = (await screen.findByRole('link', { name: 'Night Drive' })).closest('li')!
    expect(within(row).getByText('3:05')).toBeTruthy()
    // Each licence's price is on its own quiet button.
    expect(within(row).getByText(/Private €29$/)).toBeTruthy()
    expect(within(row).getByText(/Commercial €99$/)).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('2 tracks')
    const cover = row.querySelector('img')!
    expect([cover.getAttribute('width'), cover.getAttribute('height')]).toEqual(['72', '72'])
  })

  it('puts the genre, BPM range, sort and debounced search in the address and the request', async () => {
    const { memory } = renderAt('/tracks?lng=en', <TracksPage />)
    await screen.findByRole('option', { name: 'Techno' })

    fireEvent.change(screen.getByLabelText('Genre'), { target: { value: 'Techno' } })
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } })
    expect(Object.fromEntries(lastSearch(memory))).toEqual({
      lng: 'en',
      genre: 'Techno',
      sort: 'price_asc',
    })

    fireEvent.change(screen.getByLabelText('Min BPM'), { target: { value: '120' } })
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'night' } })
    expect(lastSearch(memory).get('q')).toBeNull()
    await waitFor(() => expect(lastSearch(memory).get('q')).toBe('night'))
    expect(lastSearch(memory).get('bpm_min')).toBe('120')

    await waitFor(() =>
      expect(api.requests('tracks').some((query) => query.get('q') === 'night')).toBe(true),
    )
    const request = api.requests('tracks').at(-1)!
    expect(Object.fromEntries(request)).toMatchObject({
      q: 'night',
      genre: 'Techno',
      bpm_min: '120',
      sort: 'price_asc',
      lang: 'en',
    })
  })

  it('refuses a BPM out of range without sending it', async () => {
    const { memory } = renderAt('/tracks', <TracksPage />)
    await screen.findByRole('link', { name: 'Night Drive' })
    const max = screen.getByLabelText('Max BPM')
    fireEvent.change(max, { target: { value: '900' } })
    expect(max.getAttribute('aria-invalid')).toBe('true')
    const error = document.getElementById(max.getAttribute('aria-describedby')!)
    expect(error?.textContent).toBe('Enter a whole number from 1 to 300.')
    // A valid change typed afterwards is committed; the invalid one, due earlier, never was.
    fireEvent.change(screen.getByLabelText('Search by title'), { target: { value: 'night' } })
    await waitFor(() => expect(lastSearch(memory).get('q')).toBe('night'))
    expect(lastSearch(memory).get('bpm_max')).toBeNull()
    expect(api.requests('tracks').some((query) => query.has('bpm_max'))).toBe(false)
  })

  it('adds each licence to the cart once, then shows it as in the cart', async () => {
    renderAt('/tracks', <TracksPage />)
    const addPrivate = await screen.findByRole('button', {
      name: 'Add private licence – Night Drive',
    })
    fireEvent.click(addPrivate)
    fireEvent.click(addPrivate)
    expect(addPrivate.textContent).toBe('✓ Private €29 In cart – private licence, Night Drive')
    expect(addPrivate.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Add commercial licence – Night Drive' }))

    expect(useCart.getState().lines.map((line) => line.id)).toEqual([
      'track:night-drive:private',
      'track:night-drive:commercial',
    ])
    expect(useCart.getState().lines[0]).toMatchObject({ priceCents: 2900, title: 'Night Drive' })
  })

  it('plays one preview at a time through a toggle button', async () => {
    // The site's one <audio> element is the player bar's, which the layout keeps on every page.
    renderAt(
      '/tracks',
      <>
        <TracksPage />
        <PlayerBar />
      </>,
    )
    const first = await screen.findByRole('button', { name: 'Play preview of Night Drive' })
    const second = screen.getByRole('button', { name: 'Play preview of Sunrise' })
    expect(first.getAttribute('aria-pressed')).toBe('false')

    fireEvent.click(first)
    expect(first.getAttribute('aria-pressed')).toBe('true')
    const audio = document.querySelector('audio')!
    expect(audio.src).toBe(nightDrive.preview_url)

    fireEvent.click(second)
    expect(first.getAttribute('aria-pressed')).toBe('false')
    expect(second.getAttribute('aria-pressed')).toBe('true')
    expect(audio.src).toBe(sunrise.preview_url)
    expect(document.querySelectorAll('audio')).toHaveLength(1)

    // The bar shows the track (its controls load with the first preview played), and its own
    // toggle pauses the same audio.
    const bar = await screen.findByRole('region', { name: 'Player' })
    expect(bar.textContent).toContain('Sunrise')
    fireEvent.click(second)
    expect(second.getAttribute('aria-pressed')).toBe('false')
    expect(
      within(bar)
        .getByRole('button', { name: 'Play preview of Sunrise' })
        .getAttribute('aria-pressed'),
    ).toBe('false')

    // Previous in the bar goes back through the list shown.
    fireEvent.click(within(bar).getByRole('button', { name: 'Previous track' }))
    expect(audio.src).toBe(nightDrive.preview_url)
    expect(first.getAttribute('aria-pressed')).toBe('true')
  })

  it('says so when nothing matches, and shows a failure', async () => {
    api = stubApi((path) =>
      path === 'settings' ? { body: settings } : { body: { items: [], total: 0, genres: [] } },
    )
    renderAt('/tracks?q=zzz', <TracksPage />)
    expect(await screen.findByText(/No tracks match these filters/)).toBeTruthy()
    cleanup()

    stubApi((path) =>
      path === 'settings'
        ? { body: settings }
        : { status: 500, body: { error: { code: 'internal', message: 'boom' } } },
    )
    renderAt('/tracks', <TracksPage />)
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something went wrong on the server',
    )
  })
})
