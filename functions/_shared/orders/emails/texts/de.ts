import { LICENCE_NAMES } from '../../../licences/names.ts'
import type { OrderTexts } from './en.ts'

// Informal "du", as music sites address their fans; the line after the greeting starts lower case.
export const de: OrderTexts = {
  labelSeparator: ': ',
  licencePrivate: LICENCE_NAMES.de.private,
  licenceCommercial: LICENCE_NAMES.de.commercial,
  licenceExclusive: LICENCE_NAMES.de.exclusive,
  checkoutTrackDescription: 'MP3 mit 320 kbit/s · unbefristete Lizenz',
  checkoutExclusiveDescription:
    'MP3 mit 320 kbit/s · Exklusivrechte: der Track wird aus dem Verkauf genommen',
  checkoutBundleFree: 'Gratis mit dem Lizenzpaket (jede dritte private Lizenz)',
  subjectWithTracks: 'Bestellung Nr. {number}: deine Downloads und Lizenzen',
  subjectGearOnly: 'Bestellung Nr. {number} bestätigt',
  preheaderWithTracks: 'Zahlung bestätigt. Deine Tracks stehen zum Download bereit.',
  preheaderGearOnly: 'Zahlung bestätigt. Wir machen dein Equipment versandfertig.',
  greeting: 'Hallo {name},',
  intro: 'danke für deine Bestellung. Deine Zahlung über {total} ist bestätigt.',
  tracksHeading: 'Deine Tracks',
  downloadsNote:
    'Du kannst jeden Track {count}-mal herunterladen. Jeder Klick öffnet einen neuen Link zur MP3-Datei (320 kbit/s), der 60 Sekunden lang gültig ist.',
  downloadButton: 'MP3 herunterladen',
  licenceNumber: 'Lizenznummer',
  certificateLink: 'Lizenzzertifikat (PDF)',
  licencesNote:
    'Deine Lizenzen sind unbefristet. Das Zertifikat beschreibt, was jede Lizenz erlaubt; bewahre es bei deinen Unterlagen auf.',
  gearHeading: 'Dein Equipment',
  quantity: 'Menge',
  shippingNote: 'Wir machen dein Equipment versandfertig und schicken es an:',
  shippingLine: 'Versand ({rate})',
  bundleFree: 'gratis mit dem Paket',
  subtotal: 'Zwischensumme',
  bundleLine: 'Lizenzpaket (jede dritte private Lizenz gratis)',
  discountLine: 'Aktionscode {code}',
  discountLineNoCode: 'Rabatt',
  exclusiveNote:
    'Exklusivrechte: Ab jetzt kann niemand sonst diesen Track lizenzieren. Lizenzen, die vor deiner verkauft wurden, bleiben gültig.',
  total: 'Gesamt',
  libraryLink: 'Deine Bibliothek: Lade deine Käufe jederzeit erneut herunter',
  keepEmail: 'Bewahre diese E-Mail auf: Sie enthält deine Download-Links und Lizenznummern.',
  help: 'Fragen zu deiner Bestellung? Antworte einfach auf diese E-Mail.',
  footer:
    'Du erhältst diese E-Mail, weil du bei {brand} die Bestellung Nr. {number} aufgegeben hast.',
  shippedSubject: 'Bestellung Nr. {number} ist unterwegs',
  shippedPreheader: 'Deine Ware wurde mit {carrier} verschickt.',
  shippedIntro:
    'gute Nachrichten: Deine Ware hat das Studio verlassen und ist mit {carrier} unterwegs zu dir.',
  shippedTracking: 'Sendungsnummer',
  shippedTrackButton: 'Sendung verfolgen',
  shippedAddress: 'Lieferadresse:',
  ownerSubject: 'Neuer Verkauf: Bestellung Nr. {number} ({total})',
  ownerIntro: '{name} ({email}) hat die Bestellung Nr. {number} bezahlt.',
  ownerItemsHeading: 'Artikel',
  ownerShipTo: 'Lieferadresse',
  ownerNoShipping: 'Digitale Bestellung: Es muss nichts versendet werden.',
  ownerFooter: 'Verkaufsmitteilung deiner Website, {brand}.',
  unmatchedSubject: 'Zahlung automatisch erstattet: {amount}',
  unmatchedUnknownOrder:
    'Stripe hat {amount} von {email} für einen Bezahlvorgang ({session}) eingezogen, zu dem es auf der Website keine Bestellung gibt.',
  unmatchedOrderClosed:
    'Stripe hat {amount} von {email} für die Bestellung Nr. {number} eingezogen, die beim Eingang der Zahlung bereits abgeschlossen war.',
  unmatchedExclusiveSold:
    'Stripe hat {amount} von {email} für Bestellung Nr. {number} eingezogen, aber die Exklusivrechte an einem Track daraus waren schon an jemand anderen verkauft.',
  unmatchedRefund:
    'Die Website erstattet dem Käufer automatisch den vollen Betrag, geliefert wurde nichts. Falls sich der Käufer meldet: Die Zahlung steht in Stripe unter {session}.',
  unmatchedFooter: 'Zahlungshinweis deiner Website, {brand}.',
  refundSubject: 'Bestellung Nr. {number}: Deine Zahlung wird erstattet',
  refundIntro:
    'Die Exklusivrechte an {track} hat sich kurz vor dem Eingang deiner Zahlung jemand anderes gesichert. Deshalb konnte Bestellung Nr. {number} nicht abgeschlossen werden, und es wurde nichts geliefert.',
  refundBody:
    'Deine Zahlung über {amount} wird vollständig erstattet. Je nach Bank kann es 5 bis 10 Tage dauern, bis du sie siehst.',
  licenceWav: LICENCE_NAMES.de.wav,
  licenceTrackout: LICENCE_NAMES.de.trackout,
  checkoutWavDescription: 'MP3 und WAV-Master · unbefristete Lizenz',
  checkoutTrackoutDescription: 'MP3, WAV-Master und Stems · unbefristete Lizenz',
  checkoutTermsAcceptance:
    'Ich habe die [Lizenzbedingungen]({url}) (Version {version}) gelesen und akzeptiere sie.',
  downloadWav: 'WAV herunterladen',
  downloadStems: 'Stems herunterladen (ZIP)',
  downloadsNoteFiles:
    'Du kannst jede Datei {count}-mal herunterladen. Jeder Klick öffnet einen neuen Link zur Datei, der 60 Sekunden gültig ist.',
  taxLine: 'MwSt.',
  taxIncludedLine: 'Darin enthaltene MwSt.',
  reverseChargeNote:
    'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Der Kunde führt die Umsatzsteuer ab.',
  invoiceLink: 'Deine Rechnung (PDF)',
  termsAccepted: 'Du hast die Lizenzbedingungen beim Bezahlen akzeptiert (Version {version}).',
  ownerTax: 'Berechnete MwSt.: {amount} ({country})',
  ownerNoTax: 'Keine MwSt. ({reason}).',
  ownerReverseCharge: 'Reverse Charge, Geschäftskunde',
  ownerOutsideEu: 'außerhalb der EU',
  disputeSubject: 'Zahlung angefochten: Bestellung Nr. {number} ({amount})',
  disputeIntro:
    '{email} hat die Zahlung von {amount} für Bestellung Nr. {number} bei der Bank angefochten. Angegebener Grund: {reason}.',
  disputeRevoked:
    'Die Downloads und Lizenzzertifikate der Bestellung sind gesperrt, solange die Anfechtung läuft.',
  disputeEvidence:
    'Die Bestellseite im Admin zeigt jeden Download und exportiert ein Nachweis-PDF (Bestellung, akzeptierte Lizenzbedingungen, versendete E-Mails und jeder Download) zum Einreichen bei Stripe.',
  recoverySubject: 'Dein Einkauf bei {brand} wartet auf dich',
  recoveryPreheader:
    'Dein Bezahlvorgang ist abgelaufen, aber deine Auswahl ist nur einen Klick entfernt.',
  recoveryIntro:
    'Hallo {name}, dein Bezahlvorgang für {items} ist abgelaufen, bevor er abgeschlossen wurde.',
  recoveryButton: 'Zurück zur Kasse',
  recoveryNote:
    'Der Link öffnet einen neuen Bezahlvorgang mit denselben Artikeln. Abgebucht wird erst, wenn du bezahlst.',
  recoveryFooter:
    'Du bekommst diese E-Mail, weil du beim Bezahlen zugestimmt hast, von {brand} zu hören.',
  lineRefundSubject: 'Bestellung Nr. {number}: {amount} erstattet',
  lineRefundPreheader: 'Ein Teil deiner Bestellung wurde erstattet.',
  lineRefundIntro:
    'Wir haben dir {amount} für diese Artikel aus Bestellung Nr. {number} erstattet:',
  lineRefundLicence: 'Downloads und Lizenzzertifikat sind jetzt deaktiviert',
  lineRefundRestocked: 'vor dem Versand storniert',
  lineRefundReturned:
    'bereits versendet: Antworte auf diese E-Mail, und wir sagen dir, wie du den Artikel zurückschickst',
  lineRefundBank:
    'Das Geld geht auf die Karte zurück, mit der du bezahlt hast. Je nach Bank kann es 5 bis 10 Tage dauern, bis es erscheint.',
  lineRefundRest:
    'Der Rest deiner Bestellung bleibt unverändert: Deine anderen Downloads und Lizenzen funktionieren weiter.',
}
