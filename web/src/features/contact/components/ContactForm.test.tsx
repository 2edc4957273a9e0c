// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { apiError, mockApi, renderWithApp, resetApp } from '@/components/ui/form/test-support'
import { ContactSection } from './ContactSection'

afterEach(resetApp)

async function fillAndSend() {
  await renderWithApp(<ContactSection />)
  fireEvent.change(await screen.findByLabelText('Name'), { target: { value: 'Ada Lovelace' } })
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
  fireEvent.change(screen.getByLabelText('Message'), {
    target: { value: 'Would you play at our warehouse party in May?' },
  })
  fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
}

const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

describe('ContactForm', () => {
  it('sends the message with the language and shows the success toast', async () => {
    const sent = mockApi({
      contact: () => Response.json({ id: 'm1', status: 'received' }, { status: 201 }),
    })
    await fillAndSend()
    expect(await screen.findByText('Message sent!')).toBeTruthy()
    expect(screen.getByText("Thanks for reaching out. I'll get back to you soon.")).toBeTruthy()
    expect(sent).toEqual([
      {
        path: 'contact',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          message: 'Would you play at our warehouse party in May?',
          website: '',
          subscribe: false,
          locale: 'en',
        },
      },
    ])
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe(''))
  })

  it('asks for news by email only when the sender ticks the box', async () => {
    const sent = mockApi({
      contact: () => Response.json({ id: 'm1', status: 'received' }, { status: 201 }),
    })
    await renderWithApp(<ContactSection />)
    const box = await screen.findByRole('checkbox', { name: /email me news of releases and gigs/ })
    expect((box as HTMLInputElement).checked).toBe(false)
    fireEvent.click(box)
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada Lovelace' } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } })
    fireEvent.change(screen.getByLabelText('Message'), {
      target: { value: 'Would you play at our warehouse party in May?' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await screen.findByText('Message sent!')
    expect(sent[0]?.body).toMatchObject({ subscribe: true })
  })

  it('shows the failure toast when the server fails', async () => {
    mockApi({ contact: () => apiError(500, 'internal') })
    await fillAndSend()
    const alert = await screen.findByText(
      'Failed to send message. Please try again or email directly.',
    )
    expect(alert.closest('[role="alert"]')).toBeTruthy()
    expect(screen.getByText('Error')).toBeTruthy()
  })

  it('shows a field the server refused beside that field', async () => {
    mockApi({
      contact: () => apiError(422, 'validation_failed', { fields: { email: 'email_invalid' } }),
    })
    await fillAndSend()
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    expect(descriptionOf(email)).toContain('Please enter a valid email address.')
    expect(document.activeElement).toBe(email)
  })

  it('tells a rate-limited visitor how long to wait', async () => {
    mockApi({ contact: () => apiError(429, 'rate_limited', { headers: { 'retry-after': '30' } }) })
    await fillAndSend()
    expect(
      await screen.findByText(
        'Too many attempts in a short time. Please wait 30 seconds and try again.',
      ),
    ).toBeTruthy()
  })

  it('validates on blur with the shared schema and sends nothing while invalid', async () => {
    const sent = mockApi({ contact: () => Response.json({}, { status: 201 }) })
    await renderWithApp(<ContactSection />)
    const message = await screen.findByLabelText('Message')
    fireEvent.change(message, { target: { value: 'Hi' } })
    fireEvent.blur(message)
    expect(descriptionOf(message)).toContain('That text is too short.')
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }))
    await screen.findByText('Please check the highlighted fields.')
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    expect(sent).toEqual([])
  })

  it('keeps Send under the finger: a press on it leaves the field unmarked, and the submit marks all', async () => {
    const sent = mockApi({ contact: () => Response.json({}, { status: 201 }) })
    await renderWithApp(<ContactSection />)
    // Leaving a field by any other way marks it at once.
    const message = await screen.findByLabelText('Message')
    fireEvent.change(message, { target: { value: 'Hi' } })
    fireEvent.blur(message)
    expect(message.getAttribute('aria-invalid')).toBe('true')
    const email = screen.getByLabelText('Email')
    fireEvent.change(email, { target: { value: 'not-an-email' } })
    const send = screen.getByRole('button', { name: 'Send message' })
    // Pressing Send takes the focus from the field before the tap ends.
    fireEvent.pointerDown(send)
    fireEvent.blur(email)
    expect(email.getAttribute('aria-invalid')).not.toBe('true')
    fireEvent.click(send)
    await screen.findByText('Please check the highlighted fields.')
    await waitFor(() =>
      expect(descriptionOf(email)).toContain('Please enter a valid email address.'),
    )
    expect(descriptionOf(screen.getByLabelText('Name'))).toContain(
      'Your name needs at least 2 characters.',
    )
    expect(document.activeElement).toBe(screen.getByLabelText('Name'))
    expect(sent).toEqual([])
  })

  it('hides the honeypot from people and assistive tech', async () => {
    mockApi()
    const { container } = await renderWithApp(<ContactSection />)
    await screen.findByLabelText('Name')
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!
    expect(trap.tabIndex).toBe(-1)
    expect(trap.getAttribute('autocomplete')).toBe('off')
    expect(trap.closest('[aria-hidden="true"]')).toBeTruthy()
  })
})
