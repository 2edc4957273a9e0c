// Request paths of the shop API, free of React and SWR so the boot script can use them too.

/** `GET site/products/:slug?lang`. */
export const productKey = (slug: string, language: string) =>
  `products/${encodeURIComponent(slug)}?${new URLSearchParams({ lang: language })}`
