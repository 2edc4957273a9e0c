import { LICENCE_NAMES } from '../../../licences/names.ts'
import type { OrderTexts } from './en.ts'

// Informal "du", as music sites address their fans; the line after the greeting starts lower case.
export const de: OrderTexts = {
  licence_private: LICENCE_NAMES.de.private,
  licence_commercial: LICENCE_NAMES.de.commercial,
  licence_exclusive: LICENCE_NAMES.de.exclusive,
  checkout_track_description: 'MP3 mit 320 kbit/s · unbefristete Lizenz',
  checkout_exclusive_description:
    'MP3 mit 320 kbit/s · Exklusivrechte: der Track wird aus dem Verkauf genommen',
  checkout_bundle_free: 'Gratis mit dem Lizenzpaket (jede dritte private Lizenz)',
  subject_with_tracks: 'Bestellung Nr. {number}: deine Downloads und Lizenzen',
  subject_gear_only: 'Bestellung Nr. {number} bestätigt',
  preheader_with_tracks: 'Zahlung bestätigt. Deine Tracks stehen zum Download bereit.',
  preheader_gear_only: 'Zahlung bestätigt. Wir machen dein Equipment versandfertig.',
  greeting: 'Hallo {name},',
  intro: 'danke für deine Bestellung. Deine Zahlung über {total} ist bestätigt.',
  tracks_heading: 'Deine Tracks',
  downloads_note:
    'Du kannst jeden Track {count}-mal herunterladen. Jeder Klick öffnet einen neuen Link zur MP3-Datei (320 kbit/s), der 60 Sekunden lang gültig ist.',
  download_button: 'MP3 herunterladen',
  licence_number: 'Lizenznummer',
  certificate_link: 'Lizenzzertifikat (PDF)',
  licences_note:
    'Deine Lizenzen sind unbefristet. Das Zertifikat beschreibt, was jede Lizenz erlaubt; bewahre es bei deinen Unterlagen auf.',
  gear_heading: 'Dein Equipment',
  quantity: 'Menge',
  shipping_note: 'Wir machen dein Equipment versandfertig und schicken es an:',
  shipping_line: 'Versand ({rate})',
  bundle_free: 'gratis mit dem Paket',
  subtotal: 'Zwischensumme',
  bundle_line: 'Lizenzpaket (jede dritte private Lizenz gratis)',
  discount_line: 'Aktionscode {code}',
  discount_line_no_code: 'Rabatt',
  exclusive_note:
    'Exklusivrechte: Ab jetzt kann niemand sonst diesen Track lizenzieren. Lizenzen, die vor deiner verkauft wurden, bleiben gültig.',
  total: 'Gesamt',
  library_link: 'Deine Bibliothek: Lade deine Käufe jederzeit erneut herunter',
  keep_email: 'Bewahre diese E-Mail auf: Sie enthält deine Download-Links und Lizenznummern.',
  help: 'Fragen zu deiner Bestellung? Antworte einfach auf diese E-Mail.',
  footer:
    'Du erhältst diese E-Mail, weil du bei {brand} die Bestellung Nr. {number} aufgegeben hast.',
  shipped_subject: 'Bestellung Nr. {number} ist unterwegs',
  shipped_preheader: 'Deine Ware wurde mit {carrier} verschickt.',
  shipped_intro:
    'gute Nachrichten: Deine Ware hat das Studio verlassen und ist mit {carrier} unterwegs zu dir.',
  shipped_tracking: 'Sendungsnummer',
  shipped_track_button: 'Sendung verfolgen',
  shipped_address: 'Lieferadresse:',
  owner_subject: 'Neuer Verkauf: Bestellung Nr. {number} ({total})',
  owner_intro: '{name} ({email}) hat die Bestellung Nr. {number} bezahlt.',
  owner_items_heading: 'Artikel',
  owner_ship_to: 'Lieferadresse',
  owner_no_shipping: 'Digitale Bestellung: Es muss nichts versendet werden.',
  owner_footer: 'Verkaufsmitteilung deiner Website, {brand}.',
  unmatched_subject: 'Zahlung automatisch erstattet: {amount}',
  unmatched_unknown_order:
    'Stripe hat {amount} von {email} für einen Bezahlvorgang ({session}) eingezogen, zu dem es auf der Website keine Bestellung gibt.',
  unmatched_order_closed:
    'Stripe hat {amount} von {email} für die Bestellung Nr. {number} eingezogen, die beim Eingang der Zahlung bereits abgeschlossen war.',
  unmatched_exclusive_sold:
    'Stripe hat {amount} von {email} für Bestellung Nr. {number} eingezogen, aber die Exklusivrechte an einem Track daraus waren schon an jemand anderen verkauft.',
  unmatched_refund:
    'Die Website erstattet dem Käufer automatisch den vollen Betrag, geliefert wurde nichts. Falls sich der Käufer meldet: Die Zahlung steht in Stripe unter {session}.',
  unmatched_footer: 'Zahlungshinweis deiner Website, {brand}.',
  refund_subject: 'Bestellung Nr. {number}: Deine Zahlung wird erstattet',
  refund_intro:
    'Die Exklusivrechte an {track} hat sich kurz vor dem Eingang deiner Zahlung jemand anderes gesichert. Deshalb konnte Bestellung Nr. {number} nicht abgeschlossen werden, und es wurde nichts geliefert.',
  refund_body:
    'Deine Zahlung über {amount} wird vollständig erstattet. Je nach Bank kann es 5 bis 10 Tage dauern, bis du sie siehst.',
  licence_wav: LICENCE_NAMES.de.wav,
  licence_trackout: LICENCE_NAMES.de.trackout,
  checkout_wav_description: 'MP3 und WAV-Master · unbefristete Lizenz',
  checkout_trackout_description: 'MP3, WAV-Master und Stems · unbefristete Lizenz',
  checkout_terms_acceptance:
    'Ich habe die [Lizenzbedingungen]({url}) (Version {version}) gelesen und akzeptiere sie.',
  download_wav: 'WAV herunterladen',
  download_stems: 'Stems herunterladen (ZIP)',
  downloads_note_files:
    'Du kannst jede Datei {count}-mal herunterladen. Jeder Klick öffnet einen neuen Link zur Datei, der 60 Sekunden gültig ist.',
  tax_line: 'MwSt.',
  tax_included_line: 'Darin enthaltene MwSt.',
  reverse_charge_note:
    'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Der Kunde führt die Umsatzsteuer ab.',
  invoice_link: 'Deine Rechnung (PDF)',
  terms_accepted: 'Du hast die Lizenzbedingungen beim Bezahlen akzeptiert (Version {version}).',
  owner_tax: 'Berechnete MwSt.: {amount} ({country})',
  owner_no_tax: 'Keine MwSt. ({reason}).',
  owner_reverse_charge: 'Reverse Charge, Geschäftskunde',
  owner_outside_eu: 'außerhalb der EU',
  dispute_subject: 'Zahlung angefochten: Bestellung Nr. {number} ({amount})',
  dispute_intro:
    '{email} hat die Zahlung von {amount} für Bestellung Nr. {number} bei der Bank angefochten. Angegebener Grund: {reason}.',
  dispute_revoked:
    'Die Downloads und Lizenzzertifikate der Bestellung sind gesperrt, solange die Anfechtung läuft.',
  dispute_evidence:
    'Die Bestellseite im Admin zeigt jeden Download und exportiert ein Nachweis-PDF (Bestellung, akzeptierte Lizenzbedingungen, versendete E-Mails und jeder Download) zum Einreichen bei Stripe.',
  recovery_subject: 'Dein Einkauf bei {brand} wartet auf dich',
  recovery_preheader:
    'Dein Bezahlvorgang ist abgelaufen, aber deine Auswahl ist nur einen Klick entfernt.',
  recovery_intro:
    'Hallo {name}, dein Bezahlvorgang für {items} ist abgelaufen, bevor er abgeschlossen wurde.',
  recovery_button: 'Zurück zur Kasse',
  recovery_note:
    'Der Link öffnet einen neuen Bezahlvorgang mit denselben Artikeln. Abgebucht wird erst, wenn du bezahlst.',
  recovery_footer:
    'Du bekommst diese E-Mail, weil du beim Bezahlen zugestimmt hast, von {brand} zu hören.',
  line_refund_subject: 'Bestellung Nr. {number}: {amount} erstattet',
  line_refund_preheader: 'Ein Teil deiner Bestellung wurde erstattet.',
  line_refund_intro:
    'Wir haben dir {amount} für diese Artikel aus Bestellung Nr. {number} erstattet:',
  line_refund_licence: 'Downloads und Lizenzzertifikat sind jetzt deaktiviert',
  line_refund_restocked: 'vor dem Versand storniert',
  line_refund_returned:
    'bereits versendet: Antworte auf diese E-Mail, und wir sagen dir, wie du den Artikel zurückschickst',
  line_refund_bank:
    'Das Geld geht auf die Karte zurück, mit der du bezahlt hast. Je nach Bank kann es 5 bis 10 Tage dauern, bis es erscheint.',
  line_refund_rest:
    'Der Rest deiner Bestellung bleibt unverändert: Deine anderen Downloads und Lizenzen funktionieren weiter.',
}
