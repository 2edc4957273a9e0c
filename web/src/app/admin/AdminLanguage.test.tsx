// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import { AdminLanguage } from './AdminLanguage'

let ownerLocale: string
let patches: unknown[]

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  ownerLocale = 'es'
  patches = []
  mockFunctions({
    'GET settings': () => Response.json({ owner_locale: ownerLocale }),
    'PATCH settings': async (request) => {
      const patch = (await request.json()) as { owner_locale: string }
      patches.push(patch)
      ownerLocale = patch.owner_locale
      return Response.json({ owner_locale: ownerLocale })
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

describe('AdminLanguage', () => {
  it('says when the notices arrive in another language, and aligns them in one click', async () => {
    await renderAdmin(<AdminLanguage />, '/admin')
    await screen.findByText(/Your notices arrive in Spanish\./)
    fireEvent.click(screen.getByRole('button', { name: 'Send them in English' }))
    await screen.findByText('Panel and notices in English')
    expect(patches).toEqual([{ owner_locale: 'en' }])
    expect(screen.queryByText(/Your notices arrive in/)).toBeNull()
  })

  it('changes the panel’s language and the notices’ together', async () => {
    ownerLocale = 'en'
    await renderAdmin(<AdminLanguage />, '/admin')
    const select = screen.getByRole('combobox', { name: 'Language' })
    expect((select as HTMLSelectElement).value).toBe('en')
    fireEvent.change(select, { target: { value: 'fr' } })
    await waitFor(() => expect(patches).toEqual([{ owner_locale: 'fr' }]))
    // The panel speaks French now; French writes the language's name in lower case in a sentence.
    await screen.findByText('Panneau et notifications en français')
    expect(screen.getByRole('combobox', { name: 'Langue' })).toHaveProperty('value', 'fr')
  })
})
