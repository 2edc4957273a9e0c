import { LICENCE_NAMES } from '../../../_shared/licences/names.ts'
import type { CertificateTexts } from './en.ts'

export const de: CertificateTexts = {
  dateLocale: 'de-DE',
  title: 'Lizenzzertifikat',
  documentTitle: 'Lizenzzertifikat {number}',
  perpetual: 'Unbefristet',
  licenceNumber: 'Lizenznummer',
  issued: 'Ausgestellt am',
  licensee: 'Lizenznehmer',
  track: 'Track',
  artistAndLicensor: 'Künstler und Lizenzgeber',
  licence: 'Lizenz',
  format: 'Dateien',
  termAndTerritory: 'Laufzeit und Gebiet',
  termValue: 'Unbefristet, weltweit',
  exclusivity: 'Exklusivität',
  exclusivityValue: 'Exklusiv seit {date}: keine weiteren Lizenzen an diesem Track',
  order: 'Bestellung',
  allowedHeading: 'Diese Lizenz erlaubt dir',
  notAllowedHeading: 'Diese Lizenz erlaubt dir nicht',
  generalTerms:
    'Die Lizenz ist nicht exklusiv, weltweit und unbefristet und gilt für die mit der Bestellung gelieferten Dateien: {files}. Das Urheberrecht an der Aufnahme verbleibt bei {artist}.',
  generalTermsExclusive:
    'Die Lizenz ist exklusiv, weltweit und unbefristet und gilt für die mit der Bestellung gelieferten Dateien: {files}. Ab ihrer Ausstellung wird keine weitere Lizenz am Track verkauft; frühere Lizenzen bleiben gültig. Das Urheberrecht an der Aufnahme verbleibt bei {artist}.',
  creditLine: 'Eine Nennung freut uns, ist aber keine Pflicht: „Musik: {artist} – {title}“.',
  verify: 'Diese Lizenz prüfen: Code scannen oder öffnen',
  files: { mp3: 'MP3, 320 kbit/s', wav: 'WAV-Master', stems: 'Stems (ZIP)' },
  capsHeading: 'Innerhalb dieser Grenzen',
  caps: {
    copies: 'Verkaufte oder verbreitete Kopien',
    streams: 'Audio-Streams',
    videos: 'Musikvideos',
    radio: 'Radiosender',
    live: 'Bezahlte Live-Auftritte',
  },
  unlimited: 'Unbegrenzt',
  capNotAllowed: 'Nicht erlaubt',
  termsVersion: 'Lizenzbedingungen',
  licences: {
    private: {
      name: LICENCE_NAMES.de.private,
      summary: 'Zum privaten Hören und zum Auflegen, wo niemand mit der Musik Geld verdient.',
      allowed: [
        'Den Track zu deinem eigenen Vergnügen hören, auf allen Geräten, die dir gehören.',
        'Ihn in deinen DJ-Sets ohne kommerziellen Rahmen spielen: zu Hause, beim Üben und auf privaten Partys oder kostenlosen Veranstaltungen, bei denen niemand Eintritt zahlt und dich niemand fürs Auflegen bezahlt.',
        'Sicherungskopien der Datei für deinen eigenen Gebrauch behalten.',
      ],
      notAllowed: [
        'Die Datei oder eine Kopie davon weitergeben, verkaufen, verschenken oder hochladen.',
        'Den Track senden oder streamen, auch im Radio, in Livestreams, Podcasts und online veröffentlichten DJ-Mixen.',
        'Ihn mit Videos, Filmen, Spielen, Werbung oder anderen Medien synchronisieren.',
        'Ihn auf Veranstaltungen mit Eintritt, in monetarisierten Inhalten oder in einem anderen kommerziellen Rahmen verwenden.',
      ],
    },
    commercial: {
      name: LICENCE_NAMES.de.commercial,
      summary:
        'Für den professionellen Einsatz, auch in Produktionen und Auftritten, mit denen Geld verdient wird.',
      allowed: [
        'Alles, was die private Lizenz erlaubt.',
        'Den Track in monetarisierten Produktionen verwenden, für dich oder deine Kunden: Videos, Filme, Werbung, Spiele, Apps und Podcasts.',
        'Ihn senden und streamen, auch in monetarisierten Livestreams, online veröffentlichten DJ-Mixen und Radiosendungen.',
        'Ihn öffentlich aufführen, auch auf Veranstaltungen mit Eintritt, in Clubs und auf Festivals.',
        'Ihn in den genannten Produktionen mit Bewegtbild synchronisieren (Sync).',
      ],
      notAllowed: [
        'Die Audiodatei selbst weiterverkaufen, unterlizenzieren, weitergeben oder verschenken, einzeln oder als Teil eines Sample-Packs, einer Bibliothek oder einer Stock-Music-Sammlung.',
        'Dich als Urheber des Tracks ausgeben oder ihn (oder ein darauf aufbauendes Werk) als dein eigenes bei einem Content-Erkennungssystem wie YouTube Content ID registrieren.',
      ],
    },
    wav: {
      name: LICENCE_NAMES.de.wav,
      summary:
        'Die kommerzielle Lizenz mit dem verlustfreien WAV-Master, für Veröffentlichungen, die volle Qualität brauchen.',
      allowed: [
        'Alles, was die kommerzielle Lizenz erlaubt, innerhalb der Grenzen dieser Lizenz.',
        'Den verlustfreien WAV-Master in deinen Produktionen, Mixen und Mastern verwenden.',
        'Werke auf Grundlage des Tracks veröffentlichen und vertreiben, bis zu den Kopien und Streams unten.',
      ],
      notAllowed: [
        'Die Audiodateien selbst weiterverkaufen, unterlizenzieren, teilen oder verschenken, allein oder in einem Sample-Pack, einer Library oder einer Stock-Music-Sammlung.',
        'Dich als Urheber des Tracks ausgeben oder ihn (oder ein darauf aufbauendes Werk) als deins bei einem Content-Erkennungssystem wie YouTube Content ID registrieren.',
        'Die Grenzen dieser Lizenz ohne neue Lizenz überschreiten.',
      ],
    },
    trackout: {
      name: LICENCE_NAMES.de.trackout,
      summary:
        'Der WAV-Master und alle Einzelspuren (Stems), um den Track zu bearbeiten, zu remixen und in deine eigene Produktion einzubauen.',
      allowed: [
        'Alles, was die WAV-Lizenz erlaubt, innerhalb der Grenzen dieser Lizenz.',
        'Die Stems (jede Spur des Tracks einzeln) nutzen, um den Track zu remixen, neu zu arrangieren und in deine eigenen Songs zu mischen.',
        'Gesang und eigene Parts hinzufügen und das Ergebnis unter deinem Namen veröffentlichen, mit Nennung des Künstlers.',
      ],
      notAllowed: [
        'Die Audiodateien oder Stems selbst weiterverkaufen, unterlizenzieren, teilen oder verschenken, allein oder in einem Sample-Pack, einer Library oder einer Stock-Music-Sammlung.',
        'Die Originalaufnahme unverändert als deine veröffentlichen oder bei einem Content-Erkennungssystem wie YouTube Content ID registrieren.',
        'Die Grenzen dieser Lizenz ohne neue Lizenz überschreiten.',
      ],
    },
    exclusive: {
      name: LICENCE_NAMES.de.exclusive,
      summary:
        'Exklusivrechte: jede professionelle Nutzung; ab jetzt lizenziert niemand sonst den Track.',
      allowed: [
        'Alles, was die kommerzielle Lizenz erlaubt, ohne Grenze bei Verkäufen, Streams oder Publikum.',
        'Einziger neuer Lizenznehmer sein: Ab dem Ausstellungsdatum verkauft der Künstler keine weitere Lizenz am Track.',
        'Darauf aufbauende Werke (Remixe, Edits, Songs mit deinem Gesang) unter deinem Namen veröffentlichen und bei Diensten wie YouTube Content ID registrieren, nicht aber die Originalaufnahme allein.',
      ],
      notAllowed: [
        'Die Audiodatei selbst weiterverkaufen, unterlizenzieren, weitergeben oder verschenken, auch in Sample-Packs, Bibliotheken oder Stock-Music-Sammlungen.',
        'Das Urheberrecht an der Originalaufnahme beanspruchen: Es bleibt beim Künstler.',
        'Inhabern früherer Lizenzen die Nutzung des Tracks im Rahmen ihrer Lizenz untersagen.',
      ],
    },
  },
}
