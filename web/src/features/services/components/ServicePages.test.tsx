// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockApi, renderWithApp, resetApp, testSettings } from '@/components/ui/form/test-support'
import ClubPerformancePage from './ClubPerformancePage'
import DjSetsPage from './DjSetsPage'
import MixingMasteringPage from './MixingMasteringPage'
import PrivateSessionsPage from './PrivateSessionsPage'

afterEach(resetApp)

describe('service pages', () => {
  it('refuses Latin and reggaeton genres in the enquiry form, whatever the spelling', async () => {
    const sent = mockApi({ enquiries: () => Response.json({}, { status: 201 }) })
    await renderWithApp(<MixingMasteringPage />, '/mixing-mastering')
    expect(await screen.findByText(/not offered for Latin music or reggaeton/)).toBeTruthy()
    const genre = screen.getByLabelText('Genre')
    for (const spelling of ['Reguetón', 'latin trap', 'DEMBOW']) {
      fireEvent.change(genre, { target: { value: spelling } })
      fireEvent.blur(genre)
      expect(genre.getAttribute('aria-invalid')).toBe('true')
      expect(
        screen.getByText("This service isn't offered for Latin or reggaeton music."),
      ).toBeTruthy()
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    expect(sent).toEqual([])
    fireEvent.change(genre, { target: { value: 'Melodic techno' } })
    expect(genre.getAttribute('aria-invalid')).toBe('false')
  })

  it('offers mixing, mastering and mix + master with the facts from settings', async () => {
    mockApi()
    await renderWithApp(<MixingMasteringPage />, '/mixing-mastering')
    const service = await screen.findByLabelText<HTMLSelectElement>('Service')
    expect([...service.options].map((option) => option.value)).toEqual([
      'mixing',
      'mastering',
      'mix_master',
    ])
    expect(screen.getByText('Revisions included: 3')).toBeTruthy()
    expect(screen.getByText('Revisions included: 1')).toBeTruthy()
    expect(screen.getByText('Priority delivery in 5–7 days')).toBeTruthy()
    // Each service with its price, from the settings.
    const offers = screen.getByRole('list', { name: 'Mixing and mastering options' })
    expect(
      [...offers.querySelectorAll('li')].map((offer) => [
        offer.querySelector('h2')?.textContent,
        offer.querySelector('.offer__price')?.textContent,
      ]),
    ).toEqual([
      ['Mixing', '€250 per track'],
      ['Mastering', '€80 per track'],
      ['Mix + master', '€300 per track'],
    ])
    // The genre rule is a note beside the form, no longer a section of its own.
    expect(screen.queryByRole('heading', { name: 'Genres' })).toBeNull()
    const note = screen.getByRole('complementary', { name: 'Genres' })
    expect(note.closest('section')?.getAttribute('aria-labelledby')).toBe('enquiry')
    // No before/after block without the pair of files.
    expect(screen.queryByRole('heading', { name: 'Hear the difference' })).toBeNull()
  })

  it('compares before and after from the same moment, one play button for both', async () => {
    mockApi(
      {},
      {
        ...testSettings,
        studio_demo: {
          before_url: 'https://cdn.example/services/mix-before.mp3',
          after_url: 'https://cdn.example/services/mix-after.mp3',
        },
      },
    )
    const played: string[] = []
    const paused: string[] = []
    const play = HTMLMediaElement.prototype.play
    const pause = HTMLMediaElement.prototype.pause
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      played.push(this.src)
      return Promise.resolve()
    }
    HTMLMediaElement.prototype.pause = function (this: HTMLMediaElement) {
      paused.push(this.src)
    }
    try {
      await renderWithApp(<MixingMasteringPage />, '/mixing-mastering')
      await screen.findByRole('heading', { name: 'Hear the difference' })
      const audios = document.querySelectorAll('audio')
      expect([...audios].map((audio) => audio.getAttribute('preload'))).toEqual(['none', 'none'])
      const button = screen.getByRole('button', { name: 'Play the comparison' })
      fireEvent.click(button)
      expect(button.getAttribute('aria-pressed')).toBe('true')
      expect(played).toEqual(['https://cdn.example/services/mix-before.mp3'])
      const [before, after] = [...audios] as [HTMLAudioElement, HTMLAudioElement]
      before.currentTime = 4.5
      fireEvent.click(screen.getByRole('radio', { name: 'After' }))
      expect(after.currentTime).toBe(4.5)
      expect(paused).toContain('https://cdn.example/services/mix-before.mp3')
      expect(played.at(-1)).toBe('https://cdn.example/services/mix-after.mp3')
      expect(screen.getByText('After: mixed and mastered.')).toBeTruthy()
      fireEvent.click(button)
      expect(button.getAttribute('aria-pressed')).toBe('false')
      expect(paused.at(-1)).toBe('https://cdn.example/services/mix-after.mp3')
    } finally {
      HTMLMediaElement.prototype.play = play
      HTMLMediaElement.prototype.pause = pause
    }
  })

  it('sends a private session enquiry with its hours', async () => {
    const sent = mockApi({ enquiries: () => Response.json({ id: 'e1' }, { status: 201 }) })
    await renderWithApp(<PrivateSessionsPage />, '/private-sessions')
    expect(await screen.findByText('€1,500 per hour')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Sam Rivera' } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'sam@example.com' } })
    fireEvent.change(screen.getByLabelText('Genre'), { target: { value: 'House' } })
    fireEvent.change(screen.getByLabelText('About your project'), {
      target: { value: 'I want to learn arrangement in Ableton.' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    expect(await screen.findByText('Private sessions last between 1 and 3 hours.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Session length'), { target: { value: '2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send enquiry' }))
    expect(await screen.findByRole('heading', { name: 'Enquiry sent!' })).toBeTruthy()
    expect(sent[0]?.body).toMatchObject({ service: 'private_session', hours: 2, genre: 'House' })
  })

  it('prices club sets and links to the booking form with the club type', async () => {
    mockApi()
    await renderWithApp(<ClubPerformancePage />, '/club-performance')
    expect(await screen.findByText('€600 per 2-hour session plus travel and expenses')).toBeTruthy()
    expect(screen.getByText('3–4 h')).toBeTruthy()
    expect(screen.getByText('6–8 h')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Book a club set' }).getAttribute('href')).toBe(
      '/book-session?type=club',
    )
  })

  it('lists the mixes from settings with safe external links', async () => {
    mockApi(
      {},
      {
        ...testSettings,
        mixes: [
          {
            title: 'Live at Fabric',
            url: 'https://soundcloud.com/example/fabric',
            platform: 'soundcloud',
            minutes: 120,
            recorded_on: '2024-03-09',
          },
          { title: 'Broken', url: 'javascript:alert(1)' },
        ],
      },
    )
    await renderWithApp(<DjSetsPage />, '/dj-sets')
    const link = await screen.findByRole('link', { name: /Listen on SoundCloud/ })
    expect(link.getAttribute('href')).toBe('https://soundcloud.com/example/fabric')
    expect(link.getAttribute('rel')).toBe('noopener')
    expect(screen.getByText('120 min')).toBeTruthy()
    expect(screen.getByText('Mar 9, 2024')).toBeTruthy()
    expect(screen.queryByText('Broken')).toBeNull()
    expect(screen.getByText('1–2 h')).toBeTruthy()
  })
})
