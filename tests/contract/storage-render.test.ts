import { createHash } from 'node:crypto'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { putObject } from '../../platform/storage/object-store.ts'
import {
  startRestStoragePlatform,
  type TestPlatform,
  type TestUser,
} from './helpers/rest-storage-platform.ts'

// Storage's image transformations through the official storage-js (`getPublicUrl`,
// `createSignedUrl` and `download` with `transform`), rendered by the stand-in with sharp: real
// output sizes and formats (read back with sharp), caching headers, and Storage's refusals.
let platform: TestPlatform
let admin: TestUser
let member: TestUser

const WEBP_BROWSER = { Accept: 'image/avif,image/webp,image/apng,image/*,*/*;q=0.8' }
const PLAIN_CLIENT = { Accept: 'image/png,image/*;q=0.8' }

const PHOTO = 'render/photo.jpg'
const LOGO = 'render/logo.png'
const VECTOR = 'render/cover.svg'
const PRIVATE = 'render/private.png'
let photoBytes: Uint8Array

/** A picture with detail (so quality changes its size), `width`×`height`. */
async function photo(width: number, height: number, format: 'jpeg' | 'png' | 'webp' | 'avif') {
  const noise = new Uint8Array(width * height * 3)
  for (let index = 0; index < noise.length; index++) noise[index] = (index * 7919) % 251
  const image = sharp(noise, { raw: { width, height, channels: 3 } })
  return new Uint8Array(await image.toFormat(format).toBuffer())
}

const VECTOR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1000 1000" width="1000" height="1000"><circle cx="500" cy="500" r="400" fill="#c33"/></svg>'

async function upload(path: string, body: Uint8Array | string, contentType: string) {
  const { error } = await admin.client.storage
    .from('covers')
    .upload(path, body, { contentType, cacheControl: '3600', upsert: true })
  expect(error).toBeNull()
}

function publicUrl(path: string, transform: Record<string, unknown>, bucket = 'covers') {
  return platform.anon().storage.from(bucket).getPublicUrl(path, { transform }).data.publicUrl
}

async function picture(response: Response) {
  expect(response.status).toBe(200)
  const body = new Uint8Array(await response.arrayBuffer())
  expect(response.headers.get('content-length')).toBe(String(body.byteLength))
  const metadata = await sharp(body, { animated: true }).metadata()
  return {
    type: response.headers.get('content-type'),
    format: metadata.format === 'heif' ? `heif/${metadata.compression}` : metadata.format,
    width: metadata.width,
    height: metadata.pageHeight ?? metadata.height,
    pages: metadata.pages ?? 1,
    hasAlpha: metadata.hasAlpha,
    bytes: body.byteLength,
  }
}

/** Storage answers client errors with HTTP 400 and the real status in `statusCode`. */
async function storageError(response: Response) {
  expect(response.status).toBe(400)
  expect(response.headers.get('content-type')).toContain('application/json')
  return response.json()
}

beforeAll(async () => {
  platform = await startRestStoragePlatform()
  admin = await platform.user({ admin: true })
  member = await platform.user()
  photoBytes = await photo(800, 600, 'jpeg')
  await upload(PHOTO, photoBytes, 'image/jpeg')
  const logo = await sharp({
    create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite([{ input: Buffer.from(await photo(100, 100, 'png')), left: 100, top: 50 }])
    .png()
    .toBuffer()
  await upload(LOGO, new Uint8Array(logo), 'image/png')
  await upload(VECTOR, VECTOR_SVG, 'image/svg+xml')
  await upload('render/photo.webp', await photo(640, 480, 'webp'), 'image/webp')
  await upload('render/photo.avif', await photo(640, 480, 'avif'), 'image/avif')
  const frame = (colour: string) =>
    sharp({ create: { width: 40, height: 20, channels: 3, background: colour } })
      .png()
      .toBuffer()
  const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
    .gif()
    .toBuffer()
  await putObject(platform.db.sql, platform.dataDir, {
    bucket: 'covers',
    name: 'render/blink.gif',
    body: new Uint8Array(gif),
    contentType: 'image/gif',
  })
  // A picture in the private bucket, which admins may read under Storage's policies.
  await putObject(platform.db.sql, platform.dataDir, {
    bucket: 'tracks',
    name: PRIVATE,
    body: await photo(400, 400, 'png'),
    contentType: 'image/png',
    cacheControl: 'max-age=60',
  })
})

afterAll(async () => {
  await platform?.close()
})

describe('public renditions (getPublicUrl with transform)', () => {
  it('answers WebP to a browser that accepts it, at the size asked, with the object’s caching', async () => {
    const url = publicUrl(PHOTO, { width: 400, height: 300 })
    expect(url).toBe(
      `${platform.url}/storage/v1/render/image/public/covers/${PHOTO}?width=400&height=300`,
    )
    const response = await fetch(url, { headers: WEBP_BROWSER })
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(response.headers.get('etag')).toBe(
      `"${createHash('md5').update(photoBytes).digest('hex')}"`,
    )
    expect(response.headers.get('vary')).toBe('Accept')
    expect(response.headers.get('last-modified')).toMatch(/GMT$/)
    expect(await picture(response)).toMatchObject({
      type: 'image/webp',
      format: 'webp',
      width: 400,
      height: 300,
    })
  })

  it('keeps the source’s format for a client without WebP, and with format=origin', async () => {
    const url = publicUrl(PHOTO, { width: 200 })
    const plain = await picture(await fetch(url, { headers: PLAIN_CLIENT }))
    expect(plain).toMatchObject({ type: 'image/jpeg', format: 'jpeg', width: 200, height: 150 })
    const origin = await fetch(publicUrl(PHOTO, { width: 200, format: 'origin' }), {
      headers: WEBP_BROWSER,
    })
    expect(origin.headers.get('vary')).toBeNull()
    expect(await picture(origin)).toMatchObject({ type: 'image/jpeg', width: 200, height: 150 })
  })

  it('answers AVIF when asked for it', async () => {
    const response = await fetch(publicUrl(PHOTO, { width: 320, format: 'avif' }))
    expect(response.headers.get('vary')).toBeNull()
    expect(await picture(response)).toMatchObject({
      type: 'image/avif',
      format: 'heif/av1',
      width: 320,
      height: 240,
    })
  })

  it('covers (crops the centre), contains and fills as imgproxy does', async () => {
    const sized = async (transform: Record<string, unknown>) => {
      const { width, height } = await picture(
        await fetch(publicUrl(PHOTO, transform), { headers: PLAIN_CLIENT }),
      )
      return `${width}x${height}`
    }
    expect(await sized({ width: 300, height: 300 })).toBe('300x300')
    expect(await sized({ width: 300, height: 300, resize: 'cover' })).toBe('300x300')
    expect(await sized({ width: 300, height: 300, resize: 'contain' })).toBe('300x225')
    expect(await sized({ width: 300, height: 100, resize: 'fill' })).toBe('300x100')
    expect(await sized({ height: 300 })).toBe('400x300')
    // `fill` with one side changes only that side.
    expect(await sized({ width: 200, resize: 'fill' })).toBe('200x600')
  })

  it('never enlarges a photo past its own size', async () => {
    const sized = async (transform: Record<string, unknown>) => {
      const { width, height } = await picture(
        await fetch(publicUrl(PHOTO, transform), { headers: PLAIN_CLIENT }),
      )
      return `${width}x${height}`
    }
    expect(await sized({ width: 1600 })).toBe('800x600')
    expect(await sized({ width: 1000, height: 300 })).toBe('800x300')
    expect(await sized({ width: 2000, height: 2000, resize: 'contain' })).toBe('800x600')
  })

  it('draws an SVG at any size, within Storage’s limit of 2500 pixels', async () => {
    const large = await picture(
      await fetch(publicUrl(VECTOR, { width: 1290 }), { headers: PLAIN_CLIENT }),
    )
    expect(large).toMatchObject({ type: 'image/png', width: 1290, height: 1290, hasAlpha: true })
    const huge = await picture(
      await fetch(publicUrl(VECTOR, { width: 99_999_999 }), { headers: WEBP_BROWSER }),
    )
    expect(huge).toMatchObject({ type: 'image/webp', width: 2500, height: 2500 })
    const wide = await picture(
      await fetch(publicUrl(VECTOR, { width: 1200, height: 630 }), { headers: WEBP_BROWSER }),
    )
    expect(wide).toMatchObject({ width: 1200, height: 630 })
  })

  it('renders PNG (keeping transparency), WebP, AVIF and animated GIF sources', async () => {
    const logo = await picture(
      await fetch(publicUrl(LOGO, { width: 150 }), { headers: PLAIN_CLIENT }),
    )
    expect(logo).toMatchObject({ type: 'image/png', width: 150, height: 100, hasAlpha: true })
    const webp = await picture(await fetch(publicUrl('render/photo.webp', { width: 320 })))
    expect(webp).toMatchObject({ type: 'image/webp', width: 320, height: 240 })
    const avif = await picture(await fetch(publicUrl('render/photo.avif', { width: 320 })))
    expect(avif).toMatchObject({ type: 'image/avif', width: 320, height: 240 })
    const gif = await picture(
      await fetch(publicUrl('render/blink.gif', { width: 20 }), { headers: PLAIN_CLIENT }),
    )
    expect(gif).toMatchObject({ type: 'image/gif', width: 20, height: 10, pages: 2 })
    const animatedWebp = await picture(
      await fetch(publicUrl('render/blink.gif', { width: 20 }), { headers: WEBP_BROWSER }),
    )
    expect(animatedWebp).toMatchObject({ type: 'image/webp', width: 20, height: 10, pages: 2 })
  })

  it('encodes at the quality asked (80 by default)', async () => {
    const at = async (quality?: number) =>
      (
        await picture(
          await fetch(publicUrl(PHOTO, { width: 400, ...(quality ? { quality } : {}) }), {
            headers: PLAIN_CLIENT,
          }),
        )
      ).bytes
    const [low, standard, high] = [await at(20), await at(), await at(100)]
    expect(low).toBeLessThan(standard)
    expect(standard).toBeLessThan(high)
    expect(await at(80)).toBe(standard)
  })

  it('answers 304 to a request for the ETag it has, and HEAD without a body', async () => {
    const url = publicUrl(PHOTO, { width: 100 })
    const first = await fetch(url, { headers: WEBP_BROWSER })
    const etag = first.headers.get('etag')!
    await first.arrayBuffer()
    const again = await fetch(url, { headers: { ...WEBP_BROWSER, 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe('max-age=3600')
    expect(again.headers.get('vary')).toBe('Accept')
    const outdated = await fetch(url, { headers: { ...WEBP_BROWSER, 'If-None-Match': '"old"' } })
    expect(outdated.status).toBe(200)
    expect(outdated.headers.get('cache-control')).toBe('max-age=3600, stale-while-revalidate=30')
    await outdated.arrayBuffer()
    const head = await fetch(url, { method: 'HEAD', headers: WEBP_BROWSER })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/webp')
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0)
  })

  it('names the download after the object with ?download', async () => {
    const url = `${publicUrl(PHOTO, { width: 100 })}&download`
    const response = await fetch(url)
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="photo.jpg"')
    await response.arrayBuffer()
  })

  it('renders each version once, keeps it on disk and renders a replaced object anew', async () => {
    const path = 'render/replaced.jpg'
    await upload(path, await photo(600, 600, 'jpeg'), 'image/jpeg')
    const url = publicUrl(path, { width: 300 })
    const before = await picture(await fetch(url, { headers: PLAIN_CLIENT }))
    expect(before).toMatchObject({ width: 300, height: 300 })
    const cached = async () =>
      (await readdir(join(platform.dataDir, 'storage-renditions'), { recursive: true })).filter(
        (file) => file.endsWith('.jpeg'),
      ).length
    const filesBefore = await cached()
    expect(filesBefore).toBeGreaterThan(0)
    // The same request again is read from disk: no new file.
    await picture(await fetch(url, { headers: PLAIN_CLIENT }))
    expect(await cached()).toBe(filesBefore)

    await upload(path, await photo(600, 300, 'jpeg'), 'image/jpeg')
    const after = await picture(await fetch(url, { headers: PLAIN_CLIENT }))
    expect(after).toMatchObject({ width: 300, height: 150 })
    // The older version's rendition is gone, the new one took its place.
    expect(await cached()).toBe(filesBefore)
  })
})

describe('authenticated and signed renditions', () => {
  it('downloads a private picture transformed, as a caller the policies let read it', async () => {
    const { data, error } = await admin.client.storage
      .from('tracks')
      .download(PRIVATE, { transform: { width: 100, height: 50 } })
    expect(error).toBeNull()
    expect(data?.type).toBe('image/png')
    const metadata = await sharp(new Uint8Array(await data!.arrayBuffer())).metadata()
    expect([metadata.width, metadata.height]).toEqual([100, 50])

    const refused = await member.client.storage
      .from('tracks')
      .download(PRIVATE, { transform: { width: 100 } })
    expect(refused.data).toBeNull()
    expect(refused.error).toMatchObject({ statusCode: '404' })
    const withoutKey = await fetch(
      `${platform.url}/storage/v1/render/image/authenticated/tracks/${PRIVATE}?width=100`,
    )
    expect(withoutKey.status).toBe(401)
  })

  it('signs a URL whose transformations are fixed in its token', async () => {
    const tracks = admin.client.storage.from('tracks')
    const { data, error } = await tracks.createSignedUrl(PRIVATE, 60, {
      transform: { width: 120, height: 80, resize: 'contain' },
    })
    expect(error).toBeNull()
    expect(data!.signedUrl).toContain(`/storage/v1/render/image/sign/tracks/${PRIVATE}?token=`)
    const response = await fetch(data!.signedUrl, { headers: PLAIN_CLIENT })
    expect(response.headers.get('expires')).toMatch(/GMT$/)
    expect(response.headers.get('cache-control')).toMatch(/^private, max-age=(59|60)$/)
    expect(await picture(response)).toMatchObject({ type: 'image/png', width: 80, height: 80 })
    // Parameters added to the query change nothing: the token decides.
    const tampered = await fetch(`${data!.signedUrl}&width=10&format=avif`, {
      headers: PLAIN_CLIENT,
    })
    expect(await picture(tampered)).toMatchObject({ type: 'image/png', width: 80, height: 80 })

    // `format=origin` is kept in the token too: no WebP, whatever the browser accepts.
    const origin = await tracks.createSignedUrl(PRIVATE, 60, {
      transform: { width: 200, format: 'origin' },
    })
    const served = await fetch(origin.data!.signedUrl, { headers: WEBP_BROWSER })
    expect(await picture(served)).toMatchObject({ type: 'image/png', width: 200, height: 200 })
    // Without transformations the URL is the object's own.
    const plain = await tracks.createSignedUrl(PRIVATE, 60, { transform: {} })
    expect(plain.data!.signedUrl).toContain('/storage/v1/object/sign/tracks/')
  })

  it('refuses a token for another object, an expired one and bad transformations to sign', async () => {
    const tracks = admin.client.storage.from('tracks')
    const { data } = await tracks.createSignedUrl(PRIVATE, 60, { transform: { width: 50 } })
    const token = new URL(data!.signedUrl).searchParams.get('token')
    const other = await fetch(
      `${platform.url}/storage/v1/render/image/sign/covers/${PHOTO}?token=${token}`,
    )
    expect(await storageError(other)).toMatchObject({
      statusCode: '400',
      code: 'InvalidSignature',
    })
    platform.clock.advance(61)
    expect(await storageError(await fetch(data!.signedUrl))).toMatchObject({
      code: 'InvalidJWT',
      message: 'jwt expired',
    })
    const missing = await fetch(`${platform.url}/storage/v1/render/image/sign/tracks/${PRIVATE}`)
    expect(await storageError(missing)).toMatchObject({ code: 'InvalidRequest' })
    const bad = await tracks.createSignedUrl(PRIVATE, 60, { transform: { width: -1 } })
    expect(bad.error?.message).toBe('body/transform/width must be >= 0')
  })
})

describe('refusals, in Storage’s shape and never a server error', () => {
  const render = (query: string, path = `covers/${PHOTO}`) =>
    fetch(`${platform.url}/storage/v1/render/image/public/${path}?${query}`)

  it.each([
    ['width=abc', 'querystring/width must be integer'],
    ['width=1.5', 'querystring/width must be integer'],
    ['width=-20', 'querystring/width must be >= 0'],
    ['height=%00', 'querystring/height must be integer'],
    ['width=1e400', 'querystring/width must pass "finite" keyword validation'],
    ['width=100&width=200', 'querystring/width must be integer'],
    [`width=${'9'.repeat(400)}`, 'querystring/width must pass "finite" keyword validation'],
    ['resize=stretch', 'querystring/resize must be equal to one of the allowed values'],
    ['resize=%00', 'querystring/resize must be equal to one of the allowed values'],
    ['format=png', 'querystring/format must be equal to one of the allowed values'],
    ['quality=10', 'querystring/quality must be >= 20'],
    ['quality=101', 'querystring/quality must be <= 100'],
  ])('refuses %s', async (query, message) => {
    expect(await storageError(await render(query))).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message,
    })
  })

  it('refuses a missing object, a private bucket, an unknown one and a bad name', async () => {
    expect(await storageError(await render('width=10', 'covers/render/none.jpg'))).toMatchObject({
      statusCode: '404',
      code: 'NoSuchKey',
    })
    expect(await storageError(await render('width=10', `tracks/${PRIVATE}`))).toMatchObject({
      statusCode: '404',
      code: 'NoSuchBucket',
    })
    expect(await storageError(await render('width=10', 'nowhere/a.png'))).toMatchObject({
      statusCode: '404',
      code: 'NoSuchBucket',
    })
    expect(await storageError(await render('width=10', 'covers/render/a%00b.png'))).toMatchObject({
      statusCode: '400',
      code: 'InvalidKey',
    })
    // A lone surrogate, percent-encoded, is no name at all.
    const surrogate = await render('width=10', 'covers/render/%ED%A0%80.png')
    expect(await storageError(surrogate)).toMatchObject({ statusCode: '400', code: 'InvalidKey' })
  })

  it('refuses to draw an SVG past 50 megapixels, and draws it smaller', async () => {
    const giant =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" width="100000" height="100000"><rect width="10" height="10" fill="#123"/></svg>'
    await upload('render/giant.svg', giant, 'image/svg+xml')
    expect(await storageError(await render('', 'covers/render/giant.svg'))).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'The source image resolution is too large to process',
    })
    const small = await render('width=500', 'covers/render/giant.svg')
    expect(await picture(small)).toMatchObject({ width: 500, height: 500 })
  })

  it('refuses an object that is not a picture', async () => {
    const { error } = await admin.client.storage
      .from('previews')
      .upload('render/clip.mp3', new Uint8Array(4000).fill(7), { contentType: 'audio/mpeg' })
    expect(error).toBeNull()
    const response = await render('width=10', 'previews/render/clip.mp3')
    expect(await storageError(response)).toEqual({
      statusCode: '400',
      code: 'InvalidRequest',
      error: 'InvalidRequest',
      message: 'The source image is invalid or unsupported for rendering',
    })
  })
})
