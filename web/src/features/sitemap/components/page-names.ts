import { paths } from '@/config/paths'

/** The translation key (`sitemap:pages.<key>`) of each fixed public page, in menu order. */
export const PAGE_KEYS: Record<string, string> = {
  [paths.home.build()]: 'home',
  [paths.licences.build()]: 'licences',
  [paths.shop.build()]: 'shop',
  [paths.tracks.build()]: 'tracks',
  [paths.sitemap.build()]: 'sitemap',
  [paths.bookSession.build()]: 'bookSession',
  [paths.contact.build()]: 'contact',
  [paths.press.build()]: 'press',
  [paths.production.build()]: 'production',
  [paths.djSets.build()]: 'djSets',
  [paths.mixingMastering.build()]: 'mixingMastering',
  [paths.privateSessions.build()]: 'privateSessions',
  [paths.clubPerformance.build()]: 'clubPerformance',
  [paths.festivalPerformance.build()]: 'festivalPerformance',
}

/** Shown before the server answers: the same pages the server lists. */
export const KNOWN_PAGES = Object.keys(PAGE_KEYS)
