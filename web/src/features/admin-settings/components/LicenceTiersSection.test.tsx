// @vitest-environment jsdom
import type { LicenceTiersView } from '@contract/licence-tiers.ts'
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { useToasts } from '@/lib/toast'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import { publicSettings, SETTINGS } from '../testing/settings-fixture'
import AdminSettingsPage from './AdminSettingsPage'

// Settings → Licences: each licence's files and caps, and VAT, saved as a new terms version.

beforeEach(() => {
  useToasts.setState({ toasts: [] })
  localStorage.clear()
  storeTestSession()
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const caps = (copies: number | null) => ({ copies, streams: null, videos: 1, radio: 0, live: 0 })
const VIEW: LicenceTiersView = {
  tiers: [
    { licence: 'private', files: ['mp3'], caps: caps(0) },
    { licence: 'commercial', files: ['mp3'], caps: caps(5000) },
    { licence: 'wav', files: ['mp3', 'wav'], caps: caps(10_000) },
    { licence: 'trackout', files: ['mp3', 'wav', 'stems'], caps: caps(null) },
    { licence: 'exclusive', files: ['mp3', 'wav', 'stems'], caps: caps(null) },
  ],
  prices_include_tax: true,
  terms_version: 'v20261127T100000Z',
}

it('saves files, caps (empty is unlimited) and VAT, and shows a refusal beside its field', async () => {
  const bodies: unknown[] = []
  mockFunctions({
    'GET site:settings': publicSettings,
    'GET settings': () => Response.json(SETTINGS),
    'GET licence-tiers': () => Response.json(VIEW),
    'PUT licence-tiers': async (request) => {
      const body = (await request.json()) as { tiers: { caps: { copies: number | null } }[] }
      bodies.push(body)
      if (body.tiers[1]?.caps.copies === -1) {
        return Response.json(
          {
            error: {
              code: 'validation_failed',
              message: 'Some fields need attention.',
              fields: { 'tiers.1.caps.copies': 'cap_invalid' },
            },
          },
          { status: 422 },
        )
      }
      return Response.json({ ...VIEW, terms_version: 'v20261127T110000Z' })
    },
  })
  await renderAdmin(<AdminSettingsPage />, '/admin/settings/licences', {
    route: '/settings/:tab?',
    namespaces: ['admin-settings', 'tracks', 'licences'],
  })
  const commercial = await screen.findByRole('group', { name: 'Commercial-use licence' })
  const copies = within(commercial).getByLabelText('Copies sold')
  expect((copies as HTMLInputElement).value).toBe('5000')
  // The WAV licence exists for its WAV: that box cannot be unticked.
  const wav = screen.getByRole('group', { name: 'WAV licence' })
  expect((within(wav).getByLabelText('WAV') as HTMLInputElement).disabled).toBe(true)

  fireEvent.change(copies, { target: { value: '-1' } })
  fireEvent.click(screen.getByRole('button', { name: 'Save licences' }))
  await within(commercial).findByText(
    'Type a whole number of 0 or more, or leave it empty for unlimited.',
  )

  fireEvent.change(copies, { target: { value: '' } })
  fireEvent.click(within(wav).getByLabelText('MP3 320 kbps'))
  fireEvent.click(screen.getByLabelText(/Track prices include VAT/))
  fireEvent.click(screen.getByRole('button', { name: 'Save licences' }))
  await screen.findByText('Licences saved')
  expect(bodies.at(-1)).toMatchObject({
    prices_include_tax: false,
    tiers: [
      { licence: 'private' },
      { licence: 'commercial', caps: { copies: null, streams: null, videos: 1 } },
      { licence: 'wav', files: ['wav'] },
      { licence: 'trackout', files: ['mp3', 'wav', 'stems'] },
      { licence: 'exclusive' },
    ],
  })
})
