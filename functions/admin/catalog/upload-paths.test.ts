import { describe, expect, it } from 'vitest'
import { filenameFits, isUploadPathFor, newUploadPath } from './upload-paths.ts'

describe('upload paths', () => {
  it('puts each upload under the slug with a fresh random name and the type’s extension', () => {
    const cover = newUploadPath('night-drive', 'cover', 'image/jpeg')
    expect(cover).toMatch(/^night-drive\/cover-[a-z0-9]{16}\.jpg$/)
    expect(newUploadPath('night-drive', 'cover', 'image/jpeg')).not.toBe(cover)
    expect(newUploadPath('night-drive', 'audio', 'audio/mpeg')).toMatch(
      /\/audio-[a-z0-9]{16}\.mp3$/,
    )
    expect(() => newUploadPath('night-drive', 'cover', 'image/gif')).toThrow()
  })

  it('recognises only paths it gives, for that slug and kind', () => {
    const path = newUploadPath('night-drive', 'preview', 'audio/mpeg')
    expect(isUploadPathFor(path, 'night-drive', 'preview')).toBe(true)
    expect(isUploadPathFor(path, 'night-drive', 'audio')).toBe(false)
    expect(isUploadPathFor(path, 'night', 'preview')).toBe(false)
    for (const other of [
      'night-drive/preview-abc.mp3',
      'night-drive/preview-aaaaaaaaaaaaaaaa.exe',
      'night-drive/x/preview-aaaaaaaaaaaaaaaa.mp3',
      'night-drive/../preview-aaaaaaaaaaaaaaaa.mp3',
      'preview-aaaaaaaaaaaaaaaa.mp3',
    ]) {
      expect(isUploadPathFor(other, 'night-drive', 'preview')).toBe(false)
    }
  })

  it('checks a known file extension against the content type', () => {
    expect(filenameFits('Cover.JPEG', 'image/jpeg')).toBe(true)
    expect(filenameFits('master.mp3', 'audio/mpeg')).toBe(true)
    expect(filenameFits('master.png', 'audio/mpeg')).toBe(false)
    expect(filenameFits('cover', 'image/png')).toBe(true)
    expect(filenameFits('cover.heic', 'image/png')).toBe(true)
  })
})
