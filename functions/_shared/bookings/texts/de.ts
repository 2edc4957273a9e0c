import type { BookingTexts } from './en.ts'

export const de = {
  greeting: 'Hallo {name},',
  sign_off: 'Viele Grüße\n{brand}',
  footer: '{brand} · Sie erhalten diese E-Mail wegen einer Buchung bei {brand}.',
  reply_hint: 'Fragen? Antworten Sie einfach auf diese E-Mail.',
  event_festival: 'Festival-Auftritt',
  event_club: 'Club-Auftritt',
  event_private_event: 'Private Veranstaltung',
  event_corporate_event: 'Firmenveranstaltung',
  label_event: 'Veranstaltung',
  label_date: 'Datum',
  label_location: 'Stadt / Location',
  label_set_times: 'Set-Zeiten',
  label_fee: 'Gage',
  label_deposit: 'Anzahlung',
  label_balance: 'Restbetrag',
  label_balance_due: 'Restbetrag fällig bis',
  label_valid_until: 'Angebot gültig bis',
  label_when: 'Wann',
  label_length: 'Dauer',
  label_amount: 'Bezahlt',
  label_genre: 'Genre',
  label_organiser: 'Veranstalter',
  label_name: 'Name',
  set_times_value: '{start}–{end} ({zone})',
  set_times_open: 'Nach Absprache',
  deposit_value: '{amount} ({percent} %), bei Unterzeichnung',
  hours_value: '{hours} Std.',
  when_value: '{when} ({zone})',
  offer_subject: 'Ihr Angebot: {event} am {date}',
  offer_preheader: 'Gage {fee}; eine Anzahlung von {deposit} bestätigt den Termin.',
  offer_intro:
    'Vielen Dank für Ihre Anfrage. Hier ist mein Angebot für Ihre Veranstaltung. Lesen Sie es, unterschreiben Sie mit Ihrem vollständigen Namen und zahlen Sie die Anzahlung per Karte: Damit ist der Termin bestätigt.',
  offer_link: 'Angebot öffnen',
  offer_expiry:
    'Das Angebot gilt bis zum {date}. Der Termin ist erst reserviert, wenn die Anzahlung eingegangen ist.',
  withdrawn_subject: 'Angebot zurückgezogen: {event} am {date}',
  withdrawn_preheader: 'Das Angebot für deine Veranstaltung ist nicht mehr offen.',
  withdrawn_intro:
    'Ich habe mein Angebot für deine Veranstaltung zurückgezogen: Der Link öffnet es nicht mehr, und darüber kann nichts mehr bezahlt werden. Falls in diesem Moment gerade eine Anzahlung bezahlt wurde, wird sie automatisch vollständig erstattet. Antworte auf diese E-Mail, wenn du über einen anderen Termin oder andere Bedingungen sprechen möchtest.',
  confirmed_subject: 'Bestätigt: {event} am {date}',
  confirmed_preheader: 'Anzahlung erhalten. Ihr unterschriebener Vertrag ist angehängt.',
  confirmed_intro:
    'Ihre Anzahlung von {deposit} ist eingegangen: Der Termin gehört Ihnen. Der unterschriebene Vertrag (PDF) und ein Kalendereintrag sind angehängt.',
  confirmed_balance:
    'Der Restbetrag von {balance} ist bis zum {date} fällig. Vorher erhalten Sie eine Erinnerung mit Zahlungslink.',
  confirmed_paid_in_full: 'Die Gage ist vollständig bezahlt.',
  booking_link: 'Ihre Buchungsseite',
  owner_confirmed_subject: 'Anzahlung bezahlt: {name}, {event} am {date}',
  owner_confirmed_intro:
    '{name} hat den Vertrag unterschrieben und die Anzahlung von {deposit} bezahlt. Der Termin ist jetzt in Ihrem Kalender reserviert. Der unterschriebene Vertrag und ein Kalendereintrag sind angehängt.',
  inbox_link: 'Im Posteingang öffnen',
  reminder_subject: 'Restbetrag fällig bis {date}: {event} am {event_date}',
  reminder_final_subject: 'Erinnerung: Restbetrag von {balance} für den {event_date}',
  reminder_intro:
    'Ihre Veranstaltung am {event_date} rückt näher. Der Restbetrag von {balance} ist bis zum {date} fällig.',
  reminder_final_intro:
    'Ihre Veranstaltung ist in wenigen Tagen und der Restbetrag von {balance} ist noch nicht eingegangen. Bitte zahlen Sie ihn bis zum {date}.',
  pay_balance: 'Restbetrag zahlen',
  balance_paid_subject: 'Vollständig bezahlt: {event} am {date}',
  balance_paid_intro:
    'Vielen Dank, der Restbetrag von {balance} ist eingegangen: Die Gage ist vollständig bezahlt. Bis zum {date}!',
  owner_balance_paid_subject: 'Restbetrag bezahlt: {name}, {date}',
  owner_balance_paid_intro:
    '{name} hat den Restbetrag von {balance} bezahlt. Die Gage von {fee} ist vollständig bezahlt.',
  owner_refund_subject: 'Zahlung erstattet: {name}, {date}',
  owner_offer_refund_intro:
    '{name} hat {amount} für das Angebot zum {date} bezahlt, aber das Angebot war da schon zurückgezogen oder abgelaufen. Nichts ist gebucht, und die Zahlung wird automatisch erstattet (Stripe-Session {session}).',
  owner_session_refund_intro:
    '{name} hat {amount} für eine Session am {date} bezahlt, aber der Termin war da schon vergeben. Nichts ist gebucht, und die Zahlung wird automatisch erstattet (Stripe-Session {session}).',
  refund_subject: 'Ihre Zahlung von {amount} wird erstattet',
  offer_refund_intro:
    'Ihre Zahlung von {amount} ist eingegangen, nachdem das Angebot zum {date} geschlossen war, deshalb wird sie vollständig erstattet. Das dauert in der Regel 5 bis 10 Tage. Wenn Sie den Termin noch möchten, antworten Sie auf diese E-Mail.',
  session_refund_intro:
    'Ihre Zahlung von {amount} ist eingegangen, nachdem der Termin am {date} schon vergeben war, deshalb wird sie vollständig erstattet. Das dauert in der Regel 5 bis 10 Tage. Wählen Sie gern einen anderen Termin.',
  session_subject: 'Session gebucht: {date}',
  session_preheader: '{hours} Std. am {when}. Ein Kalendereintrag ist angehängt.',
  session_intro:
    'Ihre Privat-Session ist gebucht und bezahlt ({amount}). Ein Kalendereintrag ist angehängt.',
  session_policy:
    'Bis zum {deadline} können Sie sie kostenlos verschieben oder stornieren. Danach wird eine stornierte Session nicht erstattet.',
  session_manage: 'Verschieben oder stornieren',
  owner_session_subject: 'Session gebucht: {name}, {date}',
  owner_session_intro: '{name} hat eine Session von {hours} Std. gebucht und bezahlt ({amount}).',
  session_cancelled_subject: 'Session storniert: {date}',
  session_cancelled_refund:
    'Ihre Session am {date} ist storniert. {amount} wird auf Ihre Karte erstattet.',
  session_cancelled_no_refund:
    'Ihre Session am {date} ist storniert. Sie war weniger als {hours} Stunden entfernt und wird daher nicht erstattet.',
  owner_session_cancelled_subject: 'Session storniert: {name}, {date}',
  owner_session_cancelled_intro: '{name} hat die Session am {date} storniert. Erstattet: {amount}.',
  session_moved_subject: 'Session verschoben auf {date}',
  session_moved_intro:
    'Ihre Session ist jetzt am {when}. Der aktualisierte Kalendereintrag ist angehängt.',
  owner_session_moved_subject: 'Session verschoben: {name}, {date}',
  owner_session_moved_intro: '{name} hat die Session von {from} auf {when} verschoben.',
  ics_show_summary: '{brand}: {event}',
  ics_show_owner_summary: '{event}: {name}',
  ics_session_summary: 'Privat-Session mit {brand}',
  ics_session_owner_summary: 'Privat-Session: {name}',
  contract_title: 'Auftrittsvertrag',
  contract_band: 'AUFTRITTSVERTRAG',
  contract_parties: 'Vertragsparteien',
  contract_artist: 'Künstler',
  contract_organiser: 'Veranstalter',
  contract_event: 'Die Veranstaltung',
  contract_details: 'Details',
  contract_fees: 'Zahlungsplan',
  contract_travel: 'Reise und Rider',
  contract_travel_none:
    'Reise, Unterkunft und technischer Rider werden gesondert vereinbart und sind nicht in der Gage enthalten.',
  contract_terms: 'Bedingungen',
  contract_signatures: 'Unterschriften',
  contract_signed_by_organiser:
    'Elektronisch unterschrieben von {name}, der diese Bedingungen angenommen hat, am {time} (UTC).',
  contract_signed_by_artist:
    'Gegengezeichnet von {brand}: Das Senden dieses Angebots am {time} (UTC) ist die Unterschrift des Künstlers.',
  contract_audit: 'Prüfprotokoll',
  audit_signer: 'Unterzeichner',
  audit_signed_at: 'Unterschrieben am (UTC)',
  audit_address: 'Netzwerkadresse',
  audit_sent_at: 'Angebot gesendet am (UTC)',
  audit_document: 'SHA-256 des Dokuments',
  audit_note:
    'Der SHA-256 wird über den Inhalt dieses Vertrags berechnet, wie ihn die Angebotsseite zeigte (Parteien, Veranstaltung, Zahlungen, Reise und Bedingungen). Jede Änderung an diesem Inhalt ergibt einen anderen Wert.',
} as const satisfies BookingTexts
