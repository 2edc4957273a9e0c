import { describe, expect, it } from 'vitest'
import { fitForWeb, fitWithin, renamed, WEB_IMAGE_BOUNDS } from './web-image'

describe('a picture fitted for the site', () => {
  it('is scaled down to fit, keeping its proportions, and never scaled up', () => {
    const bounds = WEB_IMAGE_BOUNDS.hero
    expect(fitWithin({ width: 4032, height: 3024 }, bounds)).toEqual({ width: 2048, height: 1536 })
    expect(fitWithin({ width: 3024, height: 4032 }, bounds)).toEqual({ width: 1536, height: 2048 })
    expect(fitWithin({ width: 1600, height: 900 }, bounds)).toEqual({ width: 1600, height: 900 })
    expect(fitWithin({ width: 2048, height: 2048 }, bounds)).toEqual({ width: 2048, height: 2048 })
    expect(fitWithin({ width: 3000, height: 3000 }, WEB_IMAGE_BOUNDS.cover)).toEqual({
      width: 1200,
      height: 1200,
    })
    // A panorama keeps at least one pixel of height.
    expect(fitWithin({ width: 100_000, height: 10 }, { width: 1600, height: 1600 })).toEqual({
      width: 1600,
      height: 1,
    })
  })

  it('is named as the file it becomes', () => {
    expect(renamed('IMG_2041.HEIC.JPG', 'image/jpeg')).toBe('IMG_2041.HEIC.jpg')
    expect(renamed('logo.png', 'image/webp')).toBe('logo.webp')
    expect(renamed('cover', 'image/jpeg')).toBe('cover.jpg')
    expect(renamed('.png', 'image/webp')).toBe('image.webp')
  })

  it('leaves what is not a photo, and anything where the browser cannot decode, as it is', async () => {
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', {
      type: 'image/svg+xml',
    })
    expect(await fitForWeb(svg, 'image/svg+xml', WEB_IMAGE_BOUNDS.cover)).toBe(svg)
    // Node has no createImageBitmap: the file goes up untouched and the server checks it.
    const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'photo.jpg', { type: 'image/jpeg' })
    expect(await fitForWeb(jpeg, 'image/jpeg', WEB_IMAGE_BOUNDS.cover)).toBe(jpeg)
  })
})
