import { describe, expect, it } from 'vitest'
import { publicStorageUrls } from './storage-url.ts'

describe('publicStorageUrls', () => {
  const urlOf = publicStorageUrls('https://abc.supabase.co')

  it('builds the public object URL of a bucket and path', () => {
    expect(urlOf('covers', 'midnight-circuit.svg')).toBe(
      'https://abc.supabase.co/storage/v1/object/public/covers/midnight-circuit.svg',
    )
  })

  it('encodes each path segment but keeps the slashes between them', () => {
    expect(urlOf('previews', 'clips/Réveil #1 ?.mp3')).toBe(
      'https://abc.supabase.co/storage/v1/object/public/previews/clips/R%C3%A9veil%20%231%20%3F.mp3',
    )
  })

  it('keeps a path from climbing out of its bucket', () => {
    const url = urlOf('covers', '../tracks/master.mp3')
    expect(new URL(url).pathname).toBe('/storage/v1/object/public/covers/tracks/master.mp3')
  })

  it('ignores a trailing slash on the project URL', () => {
    expect(publicStorageUrls('http://localhost:54321/')('products', 'a.svg')).toBe(
      'http://localhost:54321/storage/v1/object/public/products/a.svg',
    )
  })
})
