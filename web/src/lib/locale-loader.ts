// The site's strings, one module per language and namespace (`locales/<lng>/<ns>.json`). Apart
// from i18n.ts because naming every one takes a few kilobytes that a served page, which comes
// with its strings, does not need until the visitor goes to a page with others.

export const loadLocale = (language: string, namespace: string) =>
  import(`../locales/${language}/${namespace}.json`)
