// @vitest-environment jsdom
import type { AdminAnnouncement, AdminAnnouncementList } from '@contract/mailing.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import AdminAnnouncementsPage from './AdminAnnouncementsPage'

const announcement = (fields: Partial<AdminAnnouncement>): AdminAnnouncement => ({
  id: 'a0',
  topic: 'news',
  subject: { es: 'Asunto' },
  body: { es: 'Texto' },
  track_id: null,
  gig_id: null,
  status: 'draft',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  sent_at: null,
  recipients: {},
  recipients_total: 0,
  ...fields,
})

let items: AdminAnnouncement[]
let patches: { id: string; body: Record<string, unknown> }[]
let patchAnswer: (id: string, body: Record<string, unknown>) => Response

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  items = [
    announcement({
      id: 'd1',
      subject: { es: 'Gira de primavera', en: 'Spring tour' },
      body: { es: 'Fechas nuevas.', en: 'New dates.' },
      updated_at: '2026-11-25T18:30:00Z',
    }),
    announcement({
      id: 's1',
      subject: { es: 'Nuevo EP' },
      status: 'sent',
      sent_at: '2026-11-21T09:00:00Z',
      recipients: { es: 2, en: 1 },
      recipients_total: 3,
    }),
  ]
  patches = []
  patchAnswer = (id, body) => {
    const draft = items.find((item) => item.id === id)!
    const saved = announcement({
      ...draft,
      subject: body.subject as AdminAnnouncement['subject'],
      body: body.body as AdminAnnouncement['body'],
      ...(body.send ? { status: 'sent', recipients_total: 3, recipients: { es: 3 } } : {}),
    })
    items = items.map((item) => (item.id === id ? saved : item))
    return Response.json(saved)
  }
  const list = (): AdminAnnouncementList => ({
    items,
    audience: {
      confirmed: { es: 2, en: 1 },
      confirmed_total: 3,
      pending: 1,
      unsubscribed: 0,
      bounced: 1,
      complained: 1,
    },
  })
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET announcements': () => Response.json(list()),
    'GET announcements/d1': () => Response.json(items.find((item) => item.id === 'd1')),
    'GET announcements/s1': () => Response.json(items.find((item) => item.id === 's1')),
    'PATCH announcements/d1': async (request) => {
      const body = (await request.json()) as Record<string, unknown>
      patches.push({ id: 'd1', body })
      return patchAnswer('d1', body)
    },
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderAnnouncements = (path = '/admin/announcements') =>
  renderAdmin(<AdminAnnouncementsPage />, path, { namespaces: ['admin-announcements'] })

describe('AdminAnnouncementsPage', () => {
  it('lists drafts apart from what was sent, with the languages each is written in', async () => {
    await renderAnnouncements()
    const drafts = await screen.findByRole('region', { name: 'Drafts' })
    await within(drafts).findByText('Gira de primavera')
    expect(within(drafts).getByText('Written in ES · EN')).toBeTruthy()
    expect(within(drafts).queryByText('Nuevo EP')).toBeNull()
    const sent = screen.getByRole('region', { name: 'Sent announcements' })
    expect(within(sent).getByText('Nuevo EP')).toBeTruthy()
    expect(within(sent).queryByText('Gira de primavera')).toBeNull()
    expect(
      screen.getByText(
        '3 confirmed fans on the list · 1 unconfirmed · 0 unsubscribed · 2 bounced or reported as spam',
      ),
    ).toBeTruthy()
  })

  it('opens a draft in the composer, saves it in place, then sends it', async () => {
    await renderAnnouncements()
    const drafts = await screen.findByRole('region', { name: 'Drafts' })
    fireEvent.click(await within(drafts).findByRole('link', { name: 'Edit: Gira de primavera' }))

    await screen.findByRole('heading', { name: 'Edit draft' })
    const subject = screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement
    await waitFor(() => expect(subject.value).toBe('Gira de primavera'))
    expect(window.location.search).toBe('?draft=d1')
    expect(within(drafts).getByText('Open above')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: /English/ }))
    expect(subject.value).toBe('Spring tour')
    fireEvent.change(subject, { target: { value: 'Spring tour: two more dates' } })

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    await screen.findByText('Draft saved')
    expect(patches).toEqual([
      {
        id: 'd1',
        body: {
          subject: { es: 'Gira de primavera', en: 'Spring tour: two more dates' },
          body: { es: 'Fechas nuevas.', en: 'New dates.' },
          topic: 'news',
          track_id: null,
          gig_id: null,
          send: false,
        },
      },
    ])
    // Still the same draft: a second save changes it again rather than making another.
    expect(screen.getByRole('heading', { name: 'Edit draft' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Send to 3 fans' }))
    const dialog = await screen.findByRole('dialog', { name: 'Send the announcement now?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to 3 fans' }))
    await screen.findByText('Announcement sent to 3 fans')
    expect(patches[1]).toMatchObject({ id: 'd1', body: { send: true } })
    await screen.findByRole('heading', { name: 'New announcement' })
    expect(window.location.search).toBe('')
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('')
    await within(drafts).findByText('No drafts. Save one from the composer to finish it later.')
  })

  it('says so when the draft was sent meanwhile, and keeps what was typed', async () => {
    patchAnswer = () =>
      Response.json(
        {
          error: {
            code: 'announcement_already_sent',
            message: 'This announcement has been sent: it can no longer be changed.',
          },
        },
        { status: 409 },
      )
    await renderAnnouncements('/admin/announcements?draft=d1')
    const subject = (await screen.findByRole('textbox', { name: 'Subject' })) as HTMLInputElement
    await waitFor(() => expect(subject.value).toBe('Gira de primavera'))
    fireEvent.change(subject, { target: { value: 'Gira de otoño' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }))
    await screen.findByText('This announcement has already been sent.')
    expect(subject.value).toBe('Gira de otoño')
  })

  it('does not open a sent announcement for editing', async () => {
    await renderAnnouncements('/admin/announcements?draft=s1')
    await screen.findByText('This announcement has already been sent, so it can’t be edited.')
    expect(screen.getByRole('heading', { name: 'New announcement' })).toBeTruthy()
    expect((screen.getByRole('textbox', { name: 'Subject' }) as HTMLInputElement).value).toBe('')
  })
})
