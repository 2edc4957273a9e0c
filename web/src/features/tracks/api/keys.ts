// Request paths of the tracks API, free of React and SWR so the boot script can use them too.

/** `GET site/tracks/:slug?lang`. */
export const trackKey = (slug: string, language: string) =>
  `tracks/${encodeURIComponent(slug)}?${new URLSearchParams({ lang: language })}`
