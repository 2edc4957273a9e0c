import type { SenderTexts } from './es.ts'

/** German (formal "Sie", as for event organisers and clients): what senders read. Keys as in es.ts. */
export const de: SenderTexts = {
  greeting: 'Hallo {name},',
  sign_off: 'Viele Grüße\n{brand}',
  reply_hint: 'Möchten Sie noch etwas ergänzen? Antworten Sie einfach auf diese E-Mail.',
  footer:
    'Sie erhalten diese E-Mail, weil diese Adresse in ein Formular auf der Website von {brand} eingegeben wurde. Falls Sie das nicht waren, können Sie die Nachricht einfach ignorieren.',

  label_event_type: 'Art der Veranstaltung',
  label_date: 'Datum',
  label_location: 'Stadt / Location',
  label_set_length: 'Set-Länge',
  label_service: 'Leistung',
  label_genre: 'Genre',
  label_hours: 'Stunden',
  hours_value: '{hours} Std.',

  event_festival: 'Festival',
  event_club: 'Club',
  event_private_event: 'Private Feier',
  event_corporate_event: 'Firmenveranstaltung',

  service_production: 'Produktion',
  service_mixing: 'Mixing',
  service_mastering: 'Mastering',
  service_mix_master: 'Mixing + Mastering',
  service_private_session: 'Private Session',

  contact_subject: 'Danke für Ihre Nachricht',
  contact_preheader: 'Ihre Nachricht ist angekommen – ich melde mich bald.',
  contact_body:
    'Danke, dass Sie sich gemeldet haben. Ihre Nachricht ist bei mir angekommen und ich melde mich so schnell wie möglich.',

  booking_subject: 'Booking-Anfrage für den {date} erhalten',
  booking_preheader: 'Kostenschätzung: {amount} zzgl. Reise- und Nebenkosten.',
  booking_body: 'Vielen Dank für Ihre Booking-Anfrage. Hier eine Zusammenfassung Ihrer Angaben:',
  booking_estimate_heading: 'Kostenschätzung',
  booking_estimate: '{amount} für ein {hours}-stündiges Set, zzgl. Reise- und Nebenkosten.',
  booking_rate_one: 'Die Gage beträgt {rate} pro einstündiger Session.',
  booking_rate_other: 'Die Gage beträgt {rate} pro {block}-stündiger Session.',
  booking_estimate_note:
    'Das ist ein Richtpreis und noch keine feste Buchung: Ich prüfe meine Verfügbarkeit und schicke Ihnen dann ein verbindliches Angebot.',
  booking_calendar:
    'Mit der angehängten Kalenderdatei können Sie sich den Termin vorläufig eintragen, bis wir ihn bestätigen.',
  booking_ics_summary: '{brand}: DJ-Set (vorläufig)',
  booking_ics_description:
    'Booking-Anfrage an {brand}. Noch nicht bestätigt: Das verbindliche Angebot folgt per E-Mail.',

  enquiry_subject: 'Anfrage erhalten: {service}',
  enquiry_preheader: 'Ihre Anfrage ist angekommen – ich melde mich mit den nächsten Schritten.',
  enquiry_body: 'Vielen Dank für Ihre Anfrage. Hier eine Zusammenfassung Ihrer Angaben:',
  enquiry_next:
    'Ich sehe mir Ihr Projekt genau an und melde mich bald mit den nächsten Schritten und einem Angebot.',
  about_production:
    'Jede Produktion ist anders. Deshalb bekommen Sie von mir einen Vorschlag zu Ablauf, Zeitplan und Preis.',
  about_mixing_one: 'Im Mixing ist {count} Korrekturrunde enthalten.',
  about_mixing_other: 'Im Mixing sind bis zu {count} Korrekturrunden enthalten.',
  about_mastering_one: 'Im Mastering ist {count} Korrekturrunde enthalten.',
  about_mastering_other: 'Im Mastering sind bis zu {count} Korrekturrunden enthalten.',
  about_mix_master:
    'Das Paket Mixing + Mastering wird bevorzugt bearbeitet: Ihr fertiger Track liegt innerhalb von {min} bis {max} Tagen vor.',
  about_private_session:
    'Private Sessions kosten {rate} pro Stunde. Für {hours} Std. sind das {total}.',
}
