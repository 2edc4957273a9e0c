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

describe("the owner's second factors", () => {
  const factor = (id: string, name: string, type = 'totp', created = '2026-11-01T10:00:00Z') => ({
    id,
    friendly_name: name,
    factor_type: type,
    status: 'verified',
    created_at: created,
    updated_at: created,
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
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Pixel phone”?' })
    expect(dialog.textContent).toContain(
      'This is your only second factor and two-factor is required',
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))

    await screen.findByText(/this session must have been confirmed with a second factor/)
    expect(removals).toHaveLength(1)
    expect(within(section).getByText('Pixel phone')).toBeTruthy()
  })

  it('lists every kind, security keys first, and advises keeping two', async () => {
    mockFunctions({
      'GET site:settings': publicSettings,
      'GET settings': () => Response.json(SETTINGS),
      'GET site:/auth/v1/user': () =>
        Response.json(
          user([
            factor('f1', 'Pixel app', 'totp', '2026-10-01T10:00:00Z'),
            factor('f2', 'Mobile', 'phone', '2026-10-02T10:00:00Z'),
            factor('f3', 'YubiKey', 'webauthn', '2026-10-03T10:00:00Z'),
            { ...factor('f4', 'Half set up', 'webauthn'), status: 'unverified' },
          ]),
        ),
    })
    const section = await security()
    await within(section).findByText('YubiKey')
    const rows = within(section)
      .getAllByRole('listitem')
      .filter((row) => row.querySelector('.settings-factor'))
    expect(rows.map((row) => row.querySelector('.settings-factor__name')?.textContent)).toEqual([
      'YubiKey',
      'Mobile',
      'Pixel app',
    ])
    expect(rows[0]?.textContent).toContain('Security key')
    expect(rows[1]?.textContent).toContain('Phone')
    expect(within(section).queryByText(/keep at least two/)).toBeNull()
    for (const name of [
      'Add a security key or passkey',
      'Add a phone',
      'Add an authenticator app',
    ]) {
      expect(within(section).getByRole('button', { name })).toBeTruthy()
    }
  })

  it('advises a second factor when there is only one', async () => {
    mockFunctions({
      'GET site:settings': publicSettings,
      'GET settings': () => Response.json(SETTINGS),
      'GET site:/auth/v1/user': () => Response.json(user([factor('f1', 'YubiKey', 'webauthn')])),
    })
    const section = await security()
    await within(section).findByText(/keep at least two/)
  })

  it('removes one of two factors after confirmation and lists the one left', async () => {
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
    const dialog = await screen.findByRole('dialog', { name: 'Remove “iPad”?' })
    expect(dialog.textContent).toContain('It will no longer confirm your sign-in.')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }))

    await screen.findByText('Second factor removed')
    await waitFor(() => expect(within(section).queryByText('iPad')).toBeNull())
    expect(within(section).getByText('Pixel phone')).toBeTruthy()
  })

  it('renames a factor in place through the admin function, and explains a clash', async () => {
    let factors = [factor('f1', 'Pixel phone'), factor('f2', 'iPad')]
    const renames: unknown[] = []
    mockFunctions({
      'GET site:settings': publicSettings,
      'GET settings': () => Response.json(SETTINGS),
      'GET site:/auth/v1/user': () => Response.json(user(factors)),
      'PATCH account/factors/f2': async (request) => {
        const body = (await request.json()) as { friendly_name: string }
        renames.push(body)
        if (body.friendly_name === 'Pixel phone') {
          return Response.json(
            { error: { code: 'factor_name_taken', message: 'Taken.' } },
            { status: 409 },
          )
        }
        factors = factors.map((each) =>
          each.id === 'f2' ? { ...each, friendly_name: body.friendly_name } : each,
        )
        return Response.json({ id: 'f2', friendly_name: body.friendly_name })
      },
    })
    const section = await security()
    fireEvent.click(await within(section).findByRole('button', { name: 'Rename: iPad' }))
    const name = within(section).getByLabelText('Name')
    fireEvent.change(name, { target: { value: 'Pixel phone' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }))
    await within(section).findByText('Another of your second factors already has this name.')

    fireEvent.change(name, { target: { value: '  Studio iPad ' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }))
    await screen.findByText('Name saved')
    await within(section).findByText('Studio iPad')
    expect(renames).toEqual([{ friendly_name: 'Pixel phone' }, { friendly_name: '  Studio iPad ' }])
  })
})

describe("the owner's sign-in email", () => {
  it('asks the auth service to confirm a new address from both, and says so', async () => {
    const updates: unknown[] = []
    mockFunctions({
      'GET site:settings': publicSettings,
      'GET settings': () => Response.json(SETTINGS),
      'GET site:/auth/v1/user': () =>
        Response.json({
          id: TEST_ADMIN_ID,
          aud: 'authenticated',
          role: 'authenticated',
          email: 'owner@example.com',
          app_metadata: {},
          user_metadata: {},
          created_at: '2026-01-01T00:00:00Z',
          factors: [],
        }),
      'PUT site:/auth/v1/user': async (request) => {
        updates.push({
          body: await request.json(),
          redirect: new URL(request.url).searchParams.get('redirect_to'),
        })
        return Response.json({
          id: TEST_ADMIN_ID,
          email: 'owner@example.com',
          new_email: 'studio@example.com',
        })
      },
    })
    const section = await security()
    await within(section).findByText('Now: owner@example.com')
    const field = within(section).getByLabelText('New email')
    fireEvent.change(field, { target: { value: 'OWNER@example.com' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Change email' }))
    await within(section).findByText('That is already your sign-in email.')
    expect(updates).toEqual([])

    fireEvent.change(field, { target: { value: 'studio@example.com' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Change email' }))
    await within(section).findByText(
      'We’ve sent a confirmation link to owner@example.com and another to studio@example.com. Open both: your sign-in email changes after the second.',
    )
    expect(updates).toEqual([
      {
        body: expect.objectContaining({ email: 'studio@example.com' }),
        redirect: 'http://localhost:3000/admin/settings/security?lng=en',
      },
    ])
  })
})
