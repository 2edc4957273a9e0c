// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api-client'
import { createI18n } from '@/lib/i18n'
import { ErrorText } from './ErrorText'

afterEach(cleanup)

/** In English, as the app sets i18n up: the `errors` strings are not loaded until asked for. */
async function renderInEnglish(ui: ReactNode) {
  const { i18n, ready } = createI18n()
  await ready
  await i18n.changeLanguage('en')
  expect(i18n.hasLoadedNamespace('errors')).toBe(false)
  const view = render(
    <I18nextProvider i18n={i18n}>
      <p role="alert">{ui}</p>
    </I18nextProvider>,
  )
  return { i18n, ...view }
}

describe('ErrorText', () => {
  it('fetches the errors strings when first shown, and says the sentence, never the key', async () => {
    const { i18n } = await renderInEnglish(<ErrorText code="email_invalid" />)
    expect(screen.getByRole('alert').textContent).toBe('')
    await screen.findByText('Please enter a valid email address.')
    expect(i18n.hasLoadedNamespace('errors')).toBe(true)
  })

  it('words a code the way its context does, else as the catalogue does', async () => {
    await renderInEnglish(
      <>
        <ErrorText code="session_not_found" context="auth" />|
        <ErrorText code="download_not_found" context="library" />|
        <ErrorText code="downloads_exhausted" context="library" />|
        <ErrorText code="no_such_code" />
      </>,
    )
    await screen.findByText(/Your session has ended/)
    expect(screen.getByRole('alert').textContent?.split('|')).toEqual([
      'Your session has ended. Please sign in again.',
      "This licence isn't in your library.",
      'All downloads of this licence have been used. Get in touch if you need the file again.',
      'Something went wrong. Please try again.',
    ])
  })

  it('fills in what the sentence needs: a count, the bitrate a refused track has', async () => {
    const refused = new ApiError({
      status: 422,
      code: 'audio_not_320kbps',
      message: 'Not 320 kbps.',
      fields: { found_kbps: '128' },
    })
    await renderInEnglish(
      <>
        <ErrorText code="password_short" context="auth" values={{ count: 12 }} />|
        <ErrorText error={refused} />
      </>,
    )
    await screen.findByText(/The password needs/)
    expect(screen.getByRole('alert').textContent?.split('|')).toEqual([
      'The password needs at least 12 characters.',
      'The full track must be an MP3 at a constant 320 kbps. This file is 128 kbps.',
    ])
  })
})
