import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { Coverage } from './coverage.ts'
import { NameFontCatalog } from './fonts.ts'
import type { FontManifest } from './manifest.ts'
import { type ShapedName, shapeName } from './shape.ts'
import { SHIPPED_FONTS } from './shipped-fonts.ts'

// The CJK chunks as the `fonts` bucket serves them (supabase/buckets/fonts is its objects_path).
const BUCKET = new URL('../../../../supabase/buckets/fonts/', import.meta.url)
const read: string[] = []
const readStoredFont = async (file: string) => {
  read.push(file)
  return new Uint8Array(await readFile(new URL(file, BUCKET)))
}

async function shape(name: string): Promise<ShapedName> {
  return shapeName(name, 11, await NameFontCatalog.open(readStoredFont))
}

const HAN = /\p{Script=Han}/u

/** The glyphs drawn, left to right, by their names in the font (e.g. "uni0645.init"). */
const glyphNames = (shaped: ShapedName) =>
  shaped.glyphs.map(({ font, glyph }) => font.font.glyphName(glyph))

const NAMES = {
  arabic: 'محمد علي',
  persian: 'ژیلا پژمان',
  urdu: 'ٹیپو سلطان ڈار',
  chinese: '王小明',
  japanese: '山田 太郎',
  kana: 'やまだ はなこ',
  katakana: 'サトウ・ケン',
  korean: '김민준',
  devanagari: 'अर्जुन शर्मा',
  bengali: 'রবীন্দ্রনাথ ঠাকুর',
  tamil: 'கோபால் சுப்பிரமணியம்',
  thai: 'สมชาย ใจดี',
  mixed: 'Lina محمد',
  hebrew: 'דוד כהן',
  greek: 'Δημήτρης Παπαδόπουλος',
  cyrillic: 'Дмитрий Иванов',
  vietnamese: 'Nguyễn Văn Ánh',
  latin: 'Zoë Łukasiewicz',
  gujarati: 'પ્રિયા પટેલ',
  gurmukhi: 'ਗੁਰਪ੍ਰੀਤ ਸਿੰਘ',
  telugu: 'శ్రీనివాస్',
  kannada: 'ಕೃಷ್ಣ',
  malayalam: 'ശ്രീകുമാർ',
  oriya: 'ସୁବ୍ରତ',
  sinhala: 'ශ්‍රී ලංකා',
  khmer: 'សុខ ចាន់',
  lao: 'ສົມພອນ',
  myanmar: 'အောင်ဆန်း',
  armenian: 'Արամ Խաչատրյան',
  georgian: 'ნინო ბერიძე',
  ethiopic: 'አበበ ቢቂላ',
}

describe('a holder name shaped by HarfBuzz', () => {
  it('has a real glyph for every character in every script it supports: no .notdef, no "?"', async () => {
    for (const [script, name] of Object.entries(NAMES)) {
      const shaped = await shape(name)
      const missing = shaped.glyphs.filter(({ glyph }) => glyph === 0)
      expect(missing, script).toEqual([])
      expect(glyphNames(shaped), script).not.toContain('question')
      // Every character is in the text layer, and the glyphs take room.
      expect(shaped.clusters.map((c) => c.text).join('').length, script).toBe(name.length)
      expect(shaped.width, script).toBeGreaterThan(0)
    }
  })

  it('joins Arabic letters (initial, medial and final forms, not isolated) and places their dots by GPOS', async () => {
    const shaped = await shape('محمد علي')
    // Left to right on the page: علي (final yeh, medial lam, initial ain), the space, محمد.
    expect(glyphNames(shaped)).toEqual([
      'twodotshorizontalbelowar',
      'uni0649.fina',
      'uni0644.medi',
      'uni0639.init',
      'space',
      'uni062F.fina',
      'uni0645.medi',
      'uni062D.medi',
      'uni0645.init',
    ])
    // The final yeh is dotless and its two dots are a mark, moved under it by the font's GPOS.
    const dots = shaped.glyphs[0]!
    const yeh = shaped.glyphs[1]!
    expect(dots.y).toBeLessThan(0)
    expect(dots.x).toBeGreaterThan(yeh.x)
    // None of the letters is drawn with its isolated (nominal) glyph.
    const arabic = shaped.glyphs.filter((g) => g.font.file.includes('arabic'))
    const nominal = [...'محمدعلي'].map((char) => arabic[0]!.font.font.glyph(char.codePointAt(0)!))
    for (const { glyph } of arabic) expect(nominal).not.toContain(glyph)
  })

  it('joins Persian and Urdu letters in the same font', async () => {
    for (const name of [NAMES.persian, NAMES.urdu]) {
      const names = glyphNames(await shape(name)).filter((glyph) => glyph !== 'space')
      expect(
        names.some((glyph) => glyph.endsWith('.init')),
        name,
      ).toBe(true)
      expect(
        names.some((glyph) => glyph.endsWith('.fina')),
        name,
      ).toBe(true)
    }
    // Noto Sans Arabic draws پ ژ ٹ as a dotless letter plus its dots or small tah, a mark the font
    // moves into place (GPOS): read left to right, ی isolated (ژ does not join forwards), ژ final,
    // پ initial.
    const persian = await shape('پژی')
    expect(glyphNames(persian)).toEqual([
      'uni0649',
      'threedotsupabovear',
      'uni0631.fina',
      'threedotsdownbelowar',
      'uni066E.init.wide',
    ])
    expect(persian.glyphs[1]!.y).not.toBe(0)
    const urdu = glyphNames(await shape('ٹیپو'))
    expect(urdu.slice(-2)).toEqual(['tahabovear', 'uni066E.init.wide'])
  })

  it('reorders Indic vowel signs and forms conjuncts (Devanagari, Bengali, Tamil)', async () => {
    // कि: the i sign is typed after क and drawn before it.
    // (The font picks the i sign whose hook reaches over the consonant: uni093F.04 for क.)
    const kiran = glyphNames(await shape('किरण'))
    expect(kiran[0]).toMatch(/^uni093F/)
    expect(kiran[1]).toBe('uni0915')
    // र्ज: the reph (र + virama) is typed first and drawn over the end of its syllable.
    const arjun = glyphNames(await shape('अर्जुन'))
    expect(arjun.indexOf('uni0930094D')).toBeGreaterThan(arjun.indexOf('uni091C'))
    // ন্দ্র in রবীন্দ্রনাথ is one conjunct glyph, not ন, virama, দ, virama, র.
    // (Noto draws it from half forms and a ra-phala; no virama is left to show.)
    const tagore = glyphNames(await shape('রবীন্দ্রনাথ'))
    expect(tagore).not.toContain('uni09CD')
    expect(tagore.some((glyph) => glyph.startsWith('raphala'))).toBe(true)
    // கோ: the two-part vowel sign ோ splits around க (ே before it, ா after).
    expect(glyphNames(await shape('கோபால்')).slice(0, 3)).toEqual([
      'eevowelsigntamil',
      'katamil',
      'aavowelsigntamil',
    ])
  })

  it('puts Thai vowel and tone marks over their consonant, taking no room of their own', async () => {
    const shaped = await shape('ใจดี')
    const names = glyphNames(shaped)
    const mark = shaped.glyphs[names.indexOf('uni0E35')]!
    const base = shaped.glyphs[names.indexOf('uni0E14')]!
    expect(mark.x).toBeGreaterThanOrEqual(base.x)
    expect(shaped.clusters.at(-1)!.text).toBe('ดี')
  })

  it('reads CJK from the chunks of the right language, fetching only the chunks a name needs', async () => {
    const chunksOf = async (name: string) => {
      const shaped = await shape(name)
      return [...new Set(shaped.glyphs.map(({ font }) => font.file))]
    }
    read.length = 0
    const chinese = await chunksOf('王小明')
    expect(chinese.every((file) => file.startsWith('noto-sans-sc-'))).toBe(true)
    expect(new Set(read).size).toBeLessThanOrEqual(chinese.length)
    // Kana make a name Japanese, hangul Korean.
    expect(
      (await chunksOf('やまだ はなこ')).every((file) => file.startsWith('noto-sans-jp-')),
    ).toBe(true)
    expect((await chunksOf('김민준')).every((file) => file.startsWith('noto-sans-kr-'))).toBe(true)
    // A kanji Simplified Chinese lacks comes from the Japanese chunks (found in the manifest).
    const manifest: FontManifest = JSON.parse(
      await readFile(new URL('manifest.json', SHIPPED_FONTS), 'utf8'),
    )
    const simplified = manifest.storage.sc.map(({ cover }) => new Coverage(cover))
    const kanji = manifest.storage.jp
      .flatMap(({ cover }) => [...new Coverage(cover).codePoints()])
      .map((code) => String.fromCodePoint(code))
      .find((char) => HAN.test(char) && !simplified.some((c) => c.has(char.codePointAt(0)!)))!
    expect((await chunksOf(kanji)).every((file) => file.startsWith('noto-sans-jp-'))).toBe(true)
  })

  it('lays a mixed-script name out in reading order: Latin first, then the Arabic read from the right', async () => {
    const shaped = await shape('Lina محمد')
    const names = glyphNames(shaped)
    expect(names.slice(0, 5)).toEqual(['L', 'i', 'n', 'a', 'space'])
    expect(names.slice(5)).toEqual(['uni062F.fina', 'uni0645.medi', 'uni062D.medi', 'uni0645.init'])
    // Glyphs advance left to right.
    const xs = shaped.glyphs.map((glyph) => glyph.x)
    expect([...xs].sort((a, b) => a - b)).toEqual(xs)
  })

  it('drops direction marks and other invisible characters pasted with a name, and extra spaces', async () => {
    const shaped = await shape('\u200Fמשה\u200E  Cohen\t')
    expect(shaped.text).toBe('משה Cohen')
    expect(glyphNames(shaped)).not.toContain('question')
    // Joiners stay: ZWNJ keeps Persian می‌خواهم's م and خ apart.
    expect((await shape('می\u200Cخواهم')).text).toContain('\u200C')
  })

  it('prints "?" for a character no font has, and keeps it in the text layer', async () => {
    const shaped = await shape('Ada 𓀀')
    expect(glyphNames(shaped).at(-1)).toBe('question')
    expect(shaped.clusters.at(-1)!.text).toBe('𓀀')
  })

  it('fails when a chunk cannot be read, rather than print the name wrong', async () => {
    const catalog = await NameFontCatalog.open(async () => {
      throw new Error('storage is down')
    })
    // (龘: a chunk no other test here reads, so it is not in memory yet.)
    await expect(shapeName('龘', 11, catalog)).rejects.toThrow('storage is down')
    // The failure is not kept: the next certificate reads the chunk again.
    await expect(shape('龘')).resolves.toMatchObject({ text: '龘' })
  })
})
