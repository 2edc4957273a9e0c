// The first screen's data, asked for by the boot script (main.tsx) while React and the page's
// code are still on their way; the page's own request (through `send` in api-client) then takes
// the answer already under way instead of asking again. Each answer is taken once: later reads
// (revalidation, another visit) go to the network as usual.

import { type ResponsiveImage, responsiveImage } from './image'

const started = new Map<string, Promise<Response>>()

/**
 * Starts a GET of `url` for the first screen; `image(data)` names an image to fetch at once, shown
 * at `image.sizes`.
 */
export function fetchEarly(
  url: string,
  image?: { url: (data: unknown) => string | null | undefined; sizes: string },
) {
  const response = fetch(url, { headers: { accept: 'application/json' } })
  started.set(url, response)
  if (image) {
    void response
      .then((answer) => (answer.ok ? answer.clone().json() : undefined))
      .then((data) => {
        const href = data === undefined ? undefined : image.url(data)
        if (href) preloadImage(responsiveImage(href, image.sizes))
      })
      // Whoever takes the response sees the failure; the image waits for the page instead.
      .catch(() => undefined)
  }
}

/** The response started early for `url`, if any; once. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const response = started.get(url)
  started.delete(url)
  return response
}

/**
 * The largest image of the first screen, in the width its `<img>` will choose, fetched now rather
 * than once the page has rendered.
 */
function preloadImage({ src, srcSet, sizes }: ResponsiveImage) {
  const link = document.createElement('link')
  link.rel = 'preload'
  link.as = 'image'
  link.href = src
  if (srcSet && sizes) {
    link.imageSrcset = srcSet
    link.imageSizes = sizes
  }
  link.fetchPriority = 'high'
  document.head.append(link)
}
