// @vitest-environment jsdom
import type { AdminProduct } from '@contract/admin/shop-products.ts'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFunctions, renderAdmin, storeTestSession, stubUploads } from '@/testing/admin'
import AdminProductEditPage from './AdminProductEditPage'
import { adminProduct, images } from './test-product'

let product: AdminProduct
let sent: { path: string; body: unknown }[]
let signed: number

beforeEach(() => {
  localStorage.clear()
  storeTestSession()
  product = adminProduct()
  sent = []
  signed = 0
})

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

function answer({ refuseCompletion = false } = {}) {
  const record = async (request: Request) => {
    const body = JSON.parse(await request.text())
    sent.push({ path: new URL(request.url).pathname.replace(/^.*\/admin\//, ''), body })
    return body
  }
  mockFunctions({
    'GET site:settings': () => Response.json({ brand_name: 'Kael Voss', tagline: {} }),
    'GET products/p1': () => Response.json(product),
    'POST products/p1/uploads': async (request) => {
      const { filename } = await record(request)
      signed += 1
      const path = `kv1/${signed}-${filename}`
      return Response.json(
        {
          bucket: 'products',
          path,
          signed_url: `http://localhost:54321/storage/v1/object/upload/sign/products/${path}?token=t${signed}`,
          token: `t${signed}`,
        },
        { status: 201 },
      )
    },
    'POST products/p1/uploads/complete': async (request) => {
      const { path } = await record(request)
      if (refuseCompletion) {
        return Response.json(
          { error: { code: 'too_many_images', message: 'Too many.' } },
          { status: 409 },
        )
      }
      const url = `http://localhost:54321/storage/v1/object/public/products/${path}`
      product = { ...product, images: [...product.images, { path, url }] }
      return Response.json(product)
    },
  })
}

const openPhotos = async () => {
  await renderAdmin(<AdminProductEditPage />, '/admin/shop-products/p1', {
    route: '/shop-products/:id',
    namespaces: ['admin-shop-products'],
  })
  return within(await screen.findByRole('region', { name: 'Photos' }))
}

const png = (name: string) => new File([new Uint8Array(200)], name, { type: 'image/png' })

describe('product photos', () => {
  it('uploads several, one after another, each with its progress, to their signed URLs', async () => {
    answer()
    const { uploads, finish } = stubUploads({ hold: true })
    const photos = await openPhotos()
    fireEvent.change(photos.getByLabelText('Add photos'), {
      target: { files: [png('side.png'), png('back.png')] },
    })
    const progress = await photos.findByRole('progressbar', {
      name: 'Upload progress: side.png',
    })
    await waitFor(() => expect(progress.getAttribute('value')).toBe('50'))
    expect(photos.getByText('Waiting…')).toBeTruthy()
    finish()
    const second = await photos.findByRole('progressbar', { name: 'Upload progress: back.png' })
    await waitFor(() => expect(second.getAttribute('value')).toBe('50'))
    finish()
    await waitFor(() => expect(photos.getAllByRole('img')).toHaveLength(4))
    expect(photos.getByText('4 of 12 photos. The first one leads in the shop.')).toBeTruthy()
    await waitFor(() =>
      expect(photos.queryByRole('list', { name: 'Photos being added' })).toBeNull(),
    )
    expect(uploads.map(({ url, headers }) => [url, headers['content-type']])).toEqual([
      [
        'http://localhost:54321/storage/v1/object/upload/sign/products/kv1/1-side.png?token=t1',
        'image/png',
      ],
      [
        'http://localhost:54321/storage/v1/object/upload/sign/products/kv1/2-back.png?token=t2',
        'image/png',
      ],
    ])
    expect(sent.map(({ path, body }) => [path, body])).toEqual([
      ['products/p1/uploads', { content_type: 'image/png', filename: 'side.png' }],
      ['products/p1/uploads/complete', { path: 'kv1/1-side.png' }],
      ['products/p1/uploads', { content_type: 'image/png', filename: 'back.png' }],
      ['products/p1/uploads/complete', { path: 'kv1/2-back.png' }],
    ])
  })

  it('sends no more photos than there is room for, and names those left out', async () => {
    product = adminProduct({ images: images(11) })
    answer()
    stubUploads()
    const photos = await openPhotos()
    fireEvent.change(photos.getByLabelText('Add photos'), {
      target: { files: [png('one.png'), png('two.png'), png('three.png')] },
    })
    expect(
      photos.getByText('Not added, as a product can have at most 12 photos: two.png, three.png.'),
    ).toBeTruthy()
    await waitFor(() => expect(photos.getAllByRole('img')).toHaveLength(12))
    expect(sent.filter(({ path }) => path.endsWith('/uploads'))).toHaveLength(1)
    expect(photos.getByLabelText('Add photos')).toHaveProperty('disabled', true)
    expect(
      photos.getByText('A product can have at most 12 photos: remove one to add another.'),
    ).toBeTruthy()
  })

  it('explains the server refusing a photo past the limit, and lets it be dismissed', async () => {
    answer({ refuseCompletion: true })
    stubUploads()
    const photos = await openPhotos()
    fireEvent.change(photos.getByLabelText('Add photos'), { target: { files: [png('side.png')] } })
    const refusal = await photos.findByRole('alert')
    expect(refusal.textContent).toBe('A product can have at most 12 images. Remove one first.')
    fireEvent.click(photos.getByRole('button', { name: 'Dismiss side.png' }))
    expect(photos.queryByRole('alert')).toBeNull()
    expect(photos.getAllByRole('img')).toHaveLength(2)
  })
})
