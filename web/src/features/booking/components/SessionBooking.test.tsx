// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp, resetApp, testSettings } from '@/components/ui/form/test-support'
import BookSessionPage from './BookSessionPage'

afterEach(() => {
  resetApp()
  vi.unstubAllGlobals()
})

const day = (days: number) => new Date(Date.UTC(2030, 0, 7 + days, 0, 0))
const slot = (days: number, hour: number) => {
  const start = new Date(day(days).getTime() + hour * 3_600_000)
  return { start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() }
}

/** The site API at the network boundary: settings, the slots (as they change), bookings. */
function mockSessionsApi(answers: { slots: () => object[]; book: (body: unknown) => Response }) {
  const booked: unknown[] = []
  const asked: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input).replace(/^.*\/site\//, '')
    if (path.startsWith('settings?')) return Response.json(testSettings)
    if (path.startsWith('sessions/slots?')) {
      asked.push(path)
      return Response.json({
        items: answers.slots(),
        time_zone: 'Europe/Madrid',
        free_change_hours: 48,
      })
    }
    if (path === 'sessions' && init?.method === 'POST') {
      const body: unknown = JSON.parse(String(init.body))
      booked.push(body)
      return answers.book(body)
    }
    return new Response(null, { status: 404 })
  })
  return { booked, asked }
}

async function fillBooking(genre: string) {
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada Producer' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
  fireEvent.change(screen.getByLabelText('Genre'), { target: { value: genre } })
  fireEvent.change(screen.getByLabelText('What would you like to work on?'), {
    target: { value: 'Arrangement of my EP, four tracks, stems ready.' },
  })
}

describe('a private session on /book-session', () => {
  it('picks a free slot by day and time, refuses reggaeton, and pays for hours × the rate', async () => {
    const api = mockSessionsApi({
      slots: () => [slot(0, 10), slot(0, 11), slot(1, 16)],
      book: () => Response.json({ url: 'https://checkout.stripe.test/c/pay/cs_test_1' }),
    })
    await renderWithApp(<BookSessionPage />, '/book-session?type=session')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Book a private session' }),
    ).toBeTruthy()
    const days = within(await screen.findByRole('group', { name: 'Day' }))
    expect(days.getAllByRole('button')).toHaveLength(2)
    expect(api.asked[0]).toMatch(/hours=1$/)
    // Two hours: the slots are asked for again, for sessions of that length.
    fireEvent.change(screen.getByLabelText('Length'), { target: { value: '2' } })
    await waitFor(() => expect(api.asked.at(-1)).toMatch(/hours=2$/))

    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Day' })).getAllByRole('button')[1]!,
    )
    const times = within(screen.getByRole('group', { name: 'Time' })).getAllByRole('button')
    expect(times).toHaveLength(1)
    fireEvent.click(times[0]!)
    expect(times[0]!.getAttribute('aria-pressed')).toBe('true')

    await fillBooking('Reguetón')
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay €3,000' }))
    expect(await screen.findByText(/reggaeton/i, { selector: '.field__error' })).toBeTruthy()
    expect(api.booked).toEqual([])

    fireEvent.change(screen.getByLabelText('Genre'), { target: { value: 'Melodic techno' } })
    // Off to Stripe: the page's address stays as it is until the browser leaves it.
    const assign = vi.fn()
    const { href, pathname, search, origin } = window.location
    vi.stubGlobal('location', { href, pathname, search, origin, assign })
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay €3,000' }))
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/c/pay/cs_test_1'),
    )
    expect(api.booked).toEqual([
      expect.objectContaining({
        slot_start: slot(1, 16).start,
        hours: 2,
        genre: 'Melodic techno',
        locale: 'en',
      }),
    ])
  })

  it('says when someone else got the slot first, and shows the ones still free', async () => {
    let free = [slot(0, 10), slot(0, 12)]
    mockSessionsApi({
      slots: () => free,
      book: () => {
        free = [slot(0, 12)]
        return Response.json(
          { error: { code: 'slot_taken', message: 'taken' }, next_slots: free },
          { status: 409 },
        )
      },
    })
    await renderWithApp(<BookSessionPage />, '/book-session?type=session')
    const times = within(await screen.findByRole('group', { name: 'Time' })).getAllByRole('button')
    fireEvent.click(times[0]!)
    await fillBooking('Techno')
    fireEvent.click(screen.getByRole('button', { name: 'Book and pay €1,500' }))
    expect(
      await screen.findByText('Someone has just booked that slot. The times below are still free.'),
    ).toBeTruthy()
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Time' })).getAllByRole('button'),
      ).toHaveLength(1),
    )
    expect(
      screen.getByRole('group', { name: 'Time' }).querySelector('[aria-pressed="true"]'),
    ).toBeNull()
  })
})
