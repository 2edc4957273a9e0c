import type { Licence } from '../../_shared/contract/checkout.ts'

export type LicenceTerms = {
  name: string
  summary: string
  allowed: string[]
  notAllowed: string[]
}

/** What each licence lets the holder do, as the certificate states it. */
export const LICENCE_TERMS: Record<Licence, LicenceTerms> = {
  private: {
    name: 'Private licence',
    summary: 'For personal listening, and for DJing where nobody makes money from the music.',
    allowed: [
      'Listen to the track for your own enjoyment, on any device you own.',
      'Play it in your DJ sets in non-commercial settings: at home, in practice sessions, and at private parties or free events where nobody pays to get in and nobody pays you to play.',
      'Keep backup copies of the file for your own use.',
    ],
    notAllowed: [
      'Share, sell, give away or upload the file or any copy of it.',
      'Broadcast or stream the track, including radio, live streams, podcasts and DJ mixes published online.',
      'Synchronise it with video, film, games, adverts or any other media.',
      'Use it at paid events, in monetised content or in any other commercial setting.',
    ],
  },
  commercial: {
    name: 'Commercial licence',
    summary: 'For professional use, including productions and performances that earn money.',
    allowed: [
      'Everything the private licence allows.',
      'Use the track in monetised productions, for yourself or for your clients: videos, films, adverts, games, apps and podcasts.',
      'Stream and broadcast it, including monetised live streams, DJ mixes published online and radio shows.',
      'Perform it in public, including at paid events, in clubs and at festivals.',
      'Synchronise it with moving images (sync) in the productions above.',
    ],
    notAllowed: [
      'Resell, sublicense, share or give away the audio file itself, on its own or as part of a sample pack, library or stock-music collection.',
      'Claim authorship of the track, or register it (or a work built on it) as your own with a content-identification system such as YouTube Content ID.',
    ],
  },
}

/** The terms both licences share, and the credit line the artist appreciates. */
export function generalTerms(artist: string): string {
  return `The licence is non-exclusive, worldwide and perpetual, and covers the MP3 file (320 kbps) delivered with the order. Copyright in the recording remains with ${artist}.`
}

export function creditLine(artist: string, title: string): string {
  return `Credit is appreciated, though not required: "Music: ${artist} – ${title}".`
}
