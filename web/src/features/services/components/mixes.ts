// Mixes come from the owner's settings as loose JSON (`{ title, url, platform, minutes,
// recorded_on }`); anything malformed is skipped rather than breaking the page.

export type Mix = {
  title: string
  url: string
  platform: string
  minutes: number | undefined
  recordedOn: string | undefined
}

/** Platforms are stored as slugs (`soundcloud`); these are spelled the way their owners do. */
const PLATFORM_NAMES: Record<string, string> = {
  soundcloud: 'SoundCloud',
  youtube: 'YouTube',
  mixcloud: 'Mixcloud',
  spotify: 'Spotify',
  beatport: 'Beatport',
  bandcamp: 'Bandcamp',
  twitch: 'Twitch',
  apple_music: 'Apple Music',
  'apple-music': 'Apple Music',
  hearthis: 'hearthis.at',
}

export function platformName(slug: string): string {
  return PLATFORM_NAMES[slug.toLowerCase()] ?? slug.charAt(0).toUpperCase() + slug.slice(1)
}

const text = (value: unknown) =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined

export function toMixes(raw: readonly Record<string, unknown>[]): Mix[] {
  return raw.flatMap((entry) => {
    const title = text(entry.title)
    const url = text(entry.url)
    if (!title || !url || !/^https?:\/\//.test(url)) return []
    const minutes =
      typeof entry.minutes === 'number' && entry.minutes > 0 ? entry.minutes : undefined
    const recordedOn = text(entry.recorded_on)
    return [
      {
        title,
        url,
        platform: platformName(text(entry.platform) ?? ''),
        minutes,
        recordedOn: recordedOn && /^\d{4}-\d{2}-\d{2}$/.test(recordedOn) ? recordedOn : undefined,
      },
    ]
  })
}
