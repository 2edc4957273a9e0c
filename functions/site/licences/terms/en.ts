import type { Licence } from '../../../_shared/contract/checkout.ts'
import { LICENCE_NAMES } from '../../../_shared/licences/names.ts'

/** What one licence lets the holder do, as the certificate states it. */
export type LicenceTerms = {
  name: string
  summary: string
  allowed: string[]
  notAllowed: string[]
}

/**
 * The certificate in English: its labels, each licence's rights, and the terms they share. Every
 * language has the same keys and `{placeholders}` (terms/terms.test.ts checks both).
 */
export const en = {
  /** For `Intl.DateTimeFormat`: the issue date as this language writes it. */
  dateLocale: 'en-GB',
  title: 'Licence certificate',
  documentTitle: 'Licence certificate {number}',
  perpetual: 'Perpetual',
  licenceNumber: 'Licence number',
  issued: 'Issued',
  licensee: 'Licensee',
  track: 'Track',
  artistAndLicensor: 'Artist and licensor',
  licence: 'Licence',
  format: 'Files',
  termAndTerritory: 'Term and territory',
  termValue: 'Perpetual, worldwide',
  exclusivity: 'Exclusivity',
  exclusivityValue: 'Exclusive from {date}: no further licence of this track is sold',
  order: 'Order',
  allowedHeading: 'This licence allows you to',
  notAllowedHeading: 'This licence does not allow you to',
  generalTerms:
    'The licence is non-exclusive, worldwide and perpetual, and covers the files delivered with the order: {files}. Copyright in the recording remains with {artist}.',
  generalTermsExclusive:
    'The licence is exclusive, worldwide and perpetual, and covers the files delivered with the order: {files}. From its date of issue no further licence of the track is sold; licences issued before remain valid. Copyright in the recording remains with {artist}.',
  creditLine: 'Credit is appreciated, though not required: "Music: {artist} – {title}".',
  verify: 'Verify this licence: scan the code or open',
  files: { mp3: 'MP3, 320 kbps', wav: 'WAV master', stems: 'stems (zip)' },
  capsHeading: 'Within these caps',
  caps: {
    copies: 'Copies sold or distributed',
    streams: 'Audio streams',
    videos: 'Music videos',
    radio: 'Radio stations',
    live: 'Paid live performances',
  },
  unlimited: 'Unlimited',
  capNotAllowed: 'Not allowed',
  termsVersion: 'Licence terms',
  licences: {
    private: {
      name: LICENCE_NAMES.en.private,
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
      name: LICENCE_NAMES.en.commercial,
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
    wav: {
      name: LICENCE_NAMES.en.wav,
      summary:
        'The commercial licence with the lossless WAV master, for releases that need full quality.',
      allowed: [
        'Everything the commercial licence allows, within this licence’s caps.',
        'Use the lossless WAV master in your productions, mixes and masters.',
        'Release and distribute works built on the track, up to the copies and streams below.',
      ],
      notAllowed: [
        'Resell, sublicense, share or give away the audio files themselves, alone or in a sample pack, library or stock-music collection.',
        'Claim authorship of the track, or register it (or a work built on it) as your own with a content-identification system such as YouTube Content ID.',
        'Go beyond this licence’s caps without a new licence.',
      ],
    },
    trackout: {
      name: LICENCE_NAMES.en.trackout,
      summary:
        'The WAV master and every stem, to rework, remix and build the track into your own production.',
      allowed: [
        'Everything the WAV licence allows, within this licence’s caps.',
        'Use the stems (each part of the track on its own) to remix, rearrange and mix the track into your own songs.',
        'Add vocals and parts of your own and release the result under your name, crediting the artist.',
      ],
      notAllowed: [
        'Resell, sublicense, share or give away the audio files or the stems themselves, alone or in a sample pack, library or stock-music collection.',
        'Release the original recording unchanged as your own, or register it with a content-identification system such as YouTube Content ID.',
        'Go beyond this licence’s caps without a new licence.',
      ],
    },
    exclusive: {
      name: LICENCE_NAMES.en.exclusive,
      summary:
        'Exclusive rights: every professional use, and no one else can license the track from now on.',
      allowed: [
        'Everything the commercial licence allows, with no limit on sales, streams or audience.',
        'Be the track’s only new licensee: from this certificate’s date the artist sells no further licence of it.',
        'Release works built on it (remixes, edits, songs with your vocals) under your own name, and register them, though not the original recording alone, with systems such as YouTube Content ID.',
      ],
      notAllowed: [
        'Resell, sublicense, share or give away the audio file itself, alone or in a sample pack, library or stock-music collection.',
        'Claim authorship or copyright of the original recording: both stay with the artist.',
        'Stop holders of earlier licences from using the track as their licences allow.',
      ],
    },
  } satisfies Record<Licence, LicenceTerms>,
}

export type CertificateTexts = typeof en
