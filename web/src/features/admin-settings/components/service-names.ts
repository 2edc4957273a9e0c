// Suggestions for the lower-case names the site knows (it shows a proper name or icon for them);
// any other name is accepted too.

export const NETWORK_SUGGESTIONS = [
  'instagram',
  'soundcloud',
  'spotify',
  'youtube',
  'tiktok',
  'facebook',
  'x',
  'mixcloud',
  'beatport',
  'bandcamp',
  'resident-advisor',
  'twitch',
  'apple-music',
]

export const PLATFORM_SUGGESTIONS = [
  'soundcloud',
  'mixcloud',
  'youtube',
  'twitch',
  'hearthis',
  'apple-music',
  'spotify',
]
