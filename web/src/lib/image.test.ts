import { describe, expect, it } from 'vitest'
import { IMAGE_SIZES, IMAGE_WIDTHS, previewImage, renditionUrl, responsiveImage } from './image'

const cover = 'https://abc.supabase.co/storage/v1/object/public/covers/night-drive.jpg'

describe('renditionUrl', () => {
  it('asks Storage to resize a public object', () => {
    expect(renditionUrl(cover, { width: 480 })).toBe(
      'https://abc.supabase.co/storage/v1/render/image/public/covers/night-drive.jpg?width=480',
    )
    expect(renditionUrl(cover, { width: 1200, height: 630, resize: 'cover' })).toBe(
      'https://abc.supabase.co/storage/v1/render/image/public/covers/night-drive.jpg?width=1200&height=630&resize=cover',
    )
  })

  it('keeps a query the object URL had', () => {
    expect(renditionUrl(`${cover}?v=2`, { width: 160 })).toBe(
      'https://abc.supabase.co/storage/v1/render/image/public/covers/night-drive.jpg?v=2&width=160',
    )
  })

  it("asks for the project's own pictures on the site, which proxies them to Storage", () => {
    const own = 'http://localhost:54321/storage/v1/object/public/covers/night-drive.jpg'
    expect(renditionUrl(own, { width: 480 })).toBe(
      '/storage/v1/render/image/public/covers/night-drive.jpg?width=480',
    )
    expect(renditionUrl(own, { width: 480 }, { absolute: true })).toBe(
      'http://localhost:54321/storage/v1/render/image/public/covers/night-drive.jpg?width=480',
    )
  })

  it('leaves any other picture as it is', () => {
    expect(renditionUrl('https://cdn.example.com/a.jpg', { width: 160 })).toBe(
      'https://cdn.example.com/a.jpg',
    )
  })
})

describe('responsiveImage', () => {
  it('offers every width for a picture as wide as the screen, with the sizes it is shown at', () => {
    const image = responsiveImage(cover, '100vw', 1280)
    expect(image.src).toContain('?width=1280')
    expect(image.sizes).toBe('100vw')
    const widths = image.srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])
    expect(widths).toEqual(IMAGE_WIDTHS.map((width) => `${width}w`))
  })

  it('offers a smaller picture only the widths a 3x screen may pick for it', () => {
    const widths = (sizes: string) =>
      responsiveImage(cover, sizes)
        .srcSet?.split(', ')
        .map((candidate) => Number(candidate.split(' ')[1]?.slice(0, -1)))
    // 5rem = 80 px, 240 device pixels at 3x.
    expect(widths(IMAGE_SIZES.thumbnail)).toEqual([160, 320])
    expect(widths(IMAGE_SIZES.smallThumbnail)).toEqual([160])
    // Half a phone's width below 48rem (at most 384 px, 1152 at 3x); 18rem above.
    expect(widths(IMAGE_SIZES.trackCard)).toEqual([160, 320, 480, 640, 800, 960, 1280])
    // The whole width below 48rem: up to 768 px, so every width.
    expect(widths(IMAGE_SIZES.trackCover)).toEqual([...IMAGE_WIDTHS])
    // A `sizes` it cannot read is taken as unbounded.
    expect(widths('calc(100vw - 2rem)')).toEqual([...IMAGE_WIDTHS])
  })

  it('never makes a phone download more than it shows: 390 px at 3x picks at most 1290 px', () => {
    // What a browser picks for `sizes="100vw"`: the smallest candidate covering 390 × 3 pixels.
    const needed = 390 * 3
    const picked = IMAGE_WIDTHS.find((width) => width >= needed)
    expect(picked).toBeLessThanOrEqual(1290)
  })

  it('gives a picture from elsewhere as it is', () => {
    expect(responsiveImage('https://cdn.example.com/a.jpg', '100vw')).toEqual({
      src: 'https://cdn.example.com/a.jpg',
    })
  })
})

describe('previewImage', () => {
  it('is a 1200 × 630 rendition with its size', () => {
    expect(previewImage(cover)).toEqual({
      url: 'https://abc.supabase.co/storage/v1/render/image/public/covers/night-drive.jpg?width=1200&height=630&resize=cover',
      width: 1200,
      height: 630,
    })
  })

  it("is an absolute address for the project's own picture too: other sites read it", () => {
    const own = 'http://localhost:54321/storage/v1/object/public/covers/night-drive.jpg'
    expect(previewImage(own).url).toBe(
      'http://localhost:54321/storage/v1/render/image/public/covers/night-drive.jpg?width=1200&height=630&resize=cover',
    )
  })

  it('has no size for a picture from elsewhere', () => {
    expect(previewImage('https://cdn.example.com/a.jpg')).toEqual({
      url: 'https://cdn.example.com/a.jpg',
    })
  })
})
