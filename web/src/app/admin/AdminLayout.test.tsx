// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession } from '@/testing/admin'
import { AdminLayout } from './AdminLayout'

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET messages/unread-count': () =>
      Response.json({ all: 3, contact: 1, booking: 2, enquiry: 0 }),
  })
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

const renderLayout = (path = '/admin/sales') =>
  renderAdmin(
    <AdminLayout>
      <h1>Sales</h1>
    </AdminLayout>,
    path,
  )

describe('AdminLayout', () => {
  it('shows the brand, the Admin Panel label, a link per section and Logout', async () => {
    await renderLayout()
    const nav = screen.getByRole('navigation', { name: 'Admin sections' })
    const links = Array.from(nav.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ])
    expect(links.map(([, href]) => href)).toEqual([
      '/admin',
      '/admin/tracks',
      '/admin/sales',
      '/admin/messages',
      '/admin/announcements',
      '/admin/calendar',
      '/admin/settings',
      '/admin/shop-products',
    ])
    expect(await screen.findAllByText('Kael Voss')).not.toHaveLength(0)
    expect(screen.getAllByText('Admin Panel').length).toBeGreaterThan(0)
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy()
    const current = nav.querySelector('[aria-current="page"]')
    expect(current?.getAttribute('href')).toBe('/admin/sales')
  })

  it('shows the unread count beside Messages', async () => {
    await renderLayout()
    const messages = screen.getByRole('link', { name: /Messages/ })
    await waitFor(() => expect(messages.textContent).toContain('3'))
    expect(messages.textContent).toContain('3 unread')
  })

  it('opens the sidebar from the menu toggle, makes the page inert, and closes on Escape', async () => {
    await renderLayout()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    const sidebar = document.getElementById('admin-sidebar')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(toggle.getAttribute('aria-controls')).toBe('admin-sidebar')

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(sidebar?.className).toContain('admin-sidebar--open')
    expect(document.getElementById('admin-main')?.hasAttribute('inert')).toBe(true)
    // Focus moves into the sidebar, on its first link.
    expect(document.activeElement?.getAttribute('href')).toBe('/admin')

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById('admin-main')?.hasAttribute('inert')).toBe(false)
    expect(document.activeElement).toBe(toggle)
  })

  it('closes the sidebar when the dimmed overlay is clicked', async () => {
    await renderLayout()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    fireEvent.click(toggle)
    const overlay = document.querySelector('.admin-overlay')
    expect(overlay).not.toBeNull()
    fireEvent.click(overlay as Element)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.querySelector('.admin-overlay')).toBeNull()
    expect(document.activeElement).toBe(toggle)
  })
})
