import type { MailingTexts } from './es.ts'

export const de: MailingTexts = {
  consent:
    'Ja, schickt mir Neuigkeiten zu Releases und Gigs von {brand} per E-Mail. Ich kann mich jederzeit abmelden.',
  checkout_consent:
    'Kästchen „Neuigkeiten und Angebote per E-Mail“ bei Stripe Checkout, angekreuzt beim Bezahlen der Bestellung {order}.',
  confirm_subject: 'Bestätige dein Abo der Neuigkeiten von {brand}',
  confirm_preheader: 'Ein Klick, und du bist dabei.',
  confirm_body:
    'Du möchtest Neuigkeiten von {brand} bekommen: neue Releases und die nächsten Gigs. Bestätige mit dem Button, dass diese Adresse dir gehört.',
  confirm_button: 'Abo bestätigen',
  confirm_ignore:
    'Warst du das nicht? Dann ignoriere diese E-Mail einfach: Ohne deine Bestätigung schreiben wir dir nicht.',
  manage_subject: 'Dein Abo und deine Daten bei {brand}',
  manage_preheader: 'Der angeforderte Link, 24 Stunden gültig.',
  manage_body:
    'Mit diesem Link kannst du dich abmelden, die Sprache der Neuigkeiten ändern, die Daten herunterladen, die die Website zu dieser Adresse speichert, oder sie löschen lassen. Er ist 24 Stunden gültig.',
  manage_button: 'Abo und Daten verwalten',
  manage_ignore: 'Warst du das nicht? Dann ignoriere diese E-Mail: Es ändert sich nichts.',
  footer_reason: 'Du bekommst diese E-Mail, weil du die Neuigkeiten von {brand} abonniert hast.',
  footer_unsubscribe: 'Abmelden',
  footer_manage: 'Sprache ändern oder meine Daten verwalten',
  release_subject: 'Neues Release: {title}',
  release_body: '„{title}“ ist jetzt draußen. Hör rein und hol dir deine Lizenz auf der Website.',
  release_link: '„{title}“ anhören',
  gig_subject: '{brand} live: {city}, {date}',
  gig_body: 'Wir sehen uns am {date} im {venue} ({city}).',
  gig_tickets: 'Tickets',
  gig_link: 'Alle Termine',
  erased_subject: 'Ein Fan hat seine Daten gelöscht',
  erased_body:
    'Auf eigenen Wunsch, bestätigt aus dem eigenen Postfach, hat die Website gelöscht, was sie zu {email} gespeichert hatte: das Abo, {messages} Nachrichten und die persönlichen Angaben in {orders} Bestellungen (die Bestellungen bleiben, wie gesetzlich vorgeschrieben, ohne Name, E-Mail und Adresse erhalten).',
  signature: 'Bis bald,\n{brand}',
}
