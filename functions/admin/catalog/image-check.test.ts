import { describe, expect, it } from 'vitest'
import { sniffImageType } from './image-check.ts'

const text = (value: string) => new TextEncoder().encode(value)
const bytes = (...values: number[]) => Uint8Array.from(values)

describe('sniffImageType', () => {
  it.each([
    ['a JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['a PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['a WebP', text('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '), 'image/webp'],
    [
      'an AVIF',
      bytes(0, 0, 0, 0x1c, ...text('ftypavif'), 0, 0, 0, 0, ...text('avifmif1miaf')),
      'image/avif',
    ],
    [
      'an AVIF by compatible brand',
      bytes(0, 0, 0, 0x18, ...text('ftypmif1'), 0, 0, 0, 0, ...text('mif1avif')),
      'image/avif',
    ],
    ['a bare SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    [
      'an SVG with prolog, comment and doctype',
      text('\uFEFF<?xml version="1.0"?>\n<!-- art -->\n<!DOCTYPE svg>\n<svg width="1">'),
      'image/svg+xml',
    ],
  ])('recognises %s', (_, prefix, type) => {
    expect(sniffImageType(prefix)).toBe(type)
  })

  it.each([
    ['an HTML page', text('<!doctype html><html><svg></svg></html>')],
    ['an MP4', bytes(0, 0, 0, 0x18, ...text('ftypisom'), 0, 0, 0, 0, ...text('isomiso2'))],
    ['a GIF', text('GIF89a')],
    ['an MP3', bytes(0xff, 0xfb, 0xe0, 0x64)],
    ['nothing', new Uint8Array()],
  ])('refuses %s', (_, prefix) => {
    expect(sniffImageType(prefix)).toBeNull()
  })
})
