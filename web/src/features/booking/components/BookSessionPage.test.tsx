// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import {
  apiError,
  BLOCKED_DATE,
  FREE_DATE,
  mockApi,
  renderWithApp,
  resetApp,
} from '@/components/ui/form/test-support'
import BookSessionPage from './BookSessionPage'

afterEach(resetApp)

const estimateBox = () => within(screen.getByRole('complementary', { name: 'Your estimate' }))

async function fillValidBooking() {
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Club Berghain' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'booker@example.com' } })
  fireEvent.change(screen.getByLabelText('Event type'), { target: { value: 'club' } })
  fireEvent.change(screen.getByLabelText('Preferred date'), { target: { value: FREE_DATE } })
  fireEvent.change(screen.getByLabelText('Event details'), {
    target: { value: 'Saturday night, 800 people, peak-time slot.' },
  })
}

describe('BookSessionPage', () => {
  it('preselects the event type from ?type=club', async () => {
    mockApi()
    await renderWithApp(<BookSessionPage />, '/book-session?type=club')
    expect((await screen.findByLabelText<HTMLSelectElement>('Event type')).value).toBe('club')
  })

  it('ignores an unknown ?type', async () => {
    mockApi()
    await renderWithApp(<BookSessionPage />, '/book-session?type=wedding')
    expect((await screen.findByLabelText<HTMLSelectElement>('Event type')).value).toBe('')
  })

  it('updates the estimate as the set length changes', async () => {
    mockApi()
    await renderWithApp(<BookSessionPage />, '/book-session')
    const hours = await screen.findByLabelText(/Set length/)
    expect(
      estimateBox().getByText('€600 per 2-hour session plus travel and expenses.'),
    ).toBeTruthy()
    expect(
      estimateBox().getByText('Enter a set length to see the total for your set.'),
    ).toBeTruthy()
    fireEvent.change(hours, { target: { value: '3' } })
    expect(estimateBox().getByText('€1,200')).toBeTruthy()
    fireEvent.change(hours, { target: { value: '8' } })
    expect(estimateBox().getByText('€2,400')).toBeTruthy()
    expect(
      estimateBox().getByText('Fee for a set of 8 h:').closest('[aria-live="polite"]'),
    ).toBeTruthy()
  })

  it('refuses a blocked date and a past date with a message beside the field', async () => {
    mockApi()
    await renderWithApp(<BookSessionPage />, '/book-session')
    const date = await screen.findByLabelText('Preferred date')
    expect(date.getAttribute('min')).toBe(new Date().toISOString().slice(0, 10))
    fireEvent.change(date, { target: { value: BLOCKED_DATE } })
    expect(date.getAttribute('aria-invalid')).toBe('true')
    expect(screen.getByText("That date isn't available. Please pick another one.")).toBeTruthy()
    fireEvent.change(date, { target: { value: '2001-01-01' } })
    expect(screen.getByText("The date can't be in the past.")).toBeTruthy()
  })

  it('greys out the booked dates in the calendar and fills the date from a free day', async () => {
    mockApi()
    await renderWithApp(<BookSessionPage />, '/book-session')
    const date = await screen.findByLabelText<HTMLInputElement>('Preferred date')
    const calendar = within(screen.getByRole('group', { name: 'Free dates' }))
    const grid = calendar.getByRole('table', { name: /\d{4}/ })
    const day = (iso: string) => grid.querySelector<HTMLButtonElement>(`[data-day="${iso}"]`)
    // The booked date is about three months ahead: page there with the next-month button.
    for (let months = 0; !day(BLOCKED_DATE) && months < 5; months++)
      fireEvent.click(calendar.getByRole('button', { name: 'Next month' }))
    const booked = day(BLOCKED_DATE)
    expect(booked?.getAttribute('aria-disabled')).toBe('true')
    expect(booked?.getAttribute('aria-label')).toMatch(/, already booked$/)
    fireEvent.click(booked as HTMLButtonElement)
    expect(date.value).toBe('')

    // The next day is free: choosing it fills the field, and the grid marks it chosen.
    const next = new Date(`${BLOCKED_DATE}T00:00:00Z`)
    next.setUTCDate(next.getUTCDate() + 1)
    const free = next.toISOString().slice(0, 10)
    for (let months = 0; !day(free) && months < 2; months++)
      fireEvent.click(calendar.getByRole('button', { name: 'Next month' }))
    fireEvent.click(day(free) as HTMLButtonElement)
    expect(date.value).toBe(free)
    expect(day(free)?.getAttribute('aria-pressed')).toBe('true')
    expect(day(free)?.getAttribute('aria-disabled')).toBeNull()

    // One day in the tab order; the arrow keys move it by day and by week.
    expect(grid.querySelectorAll('button[tabindex="0"]')).toHaveLength(1)
    fireEvent.keyDown(day(free) as HTMLButtonElement, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(day(BLOCKED_DATE))
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'ArrowDown' })
    const week = new Date(`${BLOCKED_DATE}T00:00:00Z`)
    week.setUTCDate(week.getUTCDate() + 7)
    expect(document.activeElement?.getAttribute('data-day')).toBe(week.toISOString().slice(0, 10))
  })

  it('keeps the days before today out of reach', async () => {
    mockApi()
    await renderWithApp(<BookSessionPage />, '/book-session')
    const calendar = within(await screen.findByRole('group', { name: 'Free dates' }))
    expect(
      calendar.getByRole<HTMLButtonElement>('button', { name: 'Previous month' }).disabled,
    ).toBe(true)
    const today = new Date()
    if (today.getUTCDate() > 1) {
      const yesterday = new Date(today.getTime() - 86_400_000).toISOString().slice(0, 10)
      const past = calendar.getByRole('table').querySelector(`[data-day="${yesterday}"]`)
      expect(past?.getAttribute('aria-disabled')).toBe('true')
    }
  })

  it('sends the request and says what happens next', async () => {
    const sent = mockApi({
      bookings: () => Response.json({ id: 'b1', status: 'received' }, { status: 201 }),
    })
    await renderWithApp(<BookSessionPage />, '/book-session')
    await fillValidBooking()
    fireEvent.change(screen.getByLabelText(/Set length/), { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send booking request' }))
    const heading = await screen.findByRole('heading', { name: 'Request received!' })
    expect(document.activeElement).toBe(heading)
    expect(screen.getByText(/booker@example.com/)).toBeTruthy()
    expect(sent[0]?.body).toEqual({
      name: 'Club Berghain',
      email: 'booker@example.com',
      event_type: 'club',
      preferred_date: FREE_DATE,
      details: 'Saturday night, 800 people, peak-time slot.',
      set_hours: 4,
      website: '',
      subscribe: false,
      locale: 'en',
    })
  })

  it('shows a date the server refused beside the date field', async () => {
    mockApi({
      bookings: () =>
        apiError(422, 'validation_failed', { fields: { preferred_date: 'date_blocked' } }),
    })
    await renderWithApp(<BookSessionPage />, '/book-session')
    await fillValidBooking()
    fireEvent.click(screen.getByRole('button', { name: 'Send booking request' }))
    expect(
      await screen.findByText("That date isn't available. Please pick another one."),
    ).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText('Preferred date'))
  })
})
