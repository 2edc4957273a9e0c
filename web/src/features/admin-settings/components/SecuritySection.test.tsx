// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useToasts } from '@/lib/toast'
import { mockFunctions, renderAdmin, storeTestSession, TEST_ADMIN_ID } from '@/testing/admin'
import { publicSettings, SETTINGS } from '../testing/settings-fixture'
import AdminSettingsPage from './AdminSettingsPage'

// The security section of /admin/settings: the two-factor requirement and the owner's own apps
// (supabase-js answered at /auth/v1, as GoTrue would).

beforeEach(() => {
  useToasts.setState({ toasts: [] })
  localStorage.clear()
  storeTestSession()
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const security = async () => {
  await renderAdmin(<AdminSettingsPage />, '/admin/settings/security', {
    route: '/settings/:tab?',
    namespaces: ['admin-settings'],
  })
  return screen.findByRole('region', { name: 'Security' })
}

describe('the two-factor requirement', () => {
  it('explains that two-factor must be set up on your own account before requiring it', async () => {
    mockFunctions({
      'GET site:settings': publicSettings,
      'GET settings': () => Response.json(SETTINGS),
      'PATCH settings': () =>
        Response.json(
          { error: { code: 'enrol_two_factor_first', message: 'Set up two-factor first.' } },
          { status: 409 },
        ),
    })
    const section = await security()
    const toggle = within(section).getByRole('switch', { name: 'Admins must use two-factor' })
    expect(toggle.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(toggle)
    await within(section).findByText(
      'Set up two-factor authentication for your own account before requiring it for every admin.',
    )
    expect(toggle.getAttribute('aria-checked')).toBe('false')
  })
})

describe("the owner's authenticator apps", () => {
  const factor = (id: string, name: string) => ({
    id,
    friendly_name: name,
    factor_type: 'totp',
    status: 'verified',
    created_at: '2026-11-01T10:00:00Z',
    updated_at: '2026-11-01T10:00:00Z',
  })
  const user = (factors: ReturnType<typeof factor>[]) => ({
    id: TEST_ADMIN_ID,
    aud: 'authenticated',
    role: 'authenticated',
    email: 'owner@example.com',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01T00:00:00Z',
    factors,
  })

  it('warns before removing the only app while two-factor is required, and explains a refusal', async () => {
    const removals: string[] = []
    mockFunctions({
      'GET site:settings': publicSettings,
      'GET settings': () => Response.json({ ...SETTINGS, require_admin_mfa: true }),
      'GET site:/auth/v1/user': () => Response.json(user([factor('f1', 'Pixel phone')])),
      'DELETE site:/auth/v1/factors/f1': (request) => {
        removals.push(request.url)
        return Response.json(
          { code: 403, error_code: 'insufficient_aal', msg: 'AAL2 required' },
          { status: 403 },
        )
      },
    })
    const section = await security()
    fireEvent.click(await within(section).findByRole('button', { name: 'Remove: Pixel phone' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this authenticator app?' })
    expect(dialog.textContent).toContain('This is your only app and two-factor is required')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))

    await screen.findByText(/this session must have been confirmed with a code/)
    expect(removals).toHaveLength(1)
    expect(within(section).getByText('Pixel phone')).toBeTruthy()
  })

  it('removes one of two apps after confirmation and lists the one left', async () => {
    let factors = [factor('f1', 'Pixel phone'), factor('f2', 'iPad')]
    mockFunctions({
      'GET site:settings': publicSettings,
      'GET settings': () => Response.json({ ...SETTINGS, require_admin_mfa: true }),
      'GET site:/auth/v1/user': () => Response.json(user(factors)),
      'DELETE site:/auth/v1/factors/f2': () => {
        factors = factors.filter((each) => each.id !== 'f2')
        return Response.json({ id: 'f2' })
      },
    })
    const section = await security()
    fireEvent.click(await within(section).findByRole('button', { name: 'Remove: iPad' }))
    const dialog = await screen.findByRole('dialog', { name: 'Remove this authenticator app?' })
    expect(dialog.textContent).toContain('Its codes will no longer sign you in.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))

    await screen.findByText('Authenticator app removed')
    await waitFor(() => expect(within(section).queryByText('iPad')).toBeNull())
    expect(within(section).getByText('Pixel phone')).toBeTruthy()
  })
})
