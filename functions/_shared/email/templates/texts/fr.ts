import type { SenderTexts } from './es.ts'

// French typography: a no-break space (\u00a0) before : ? ! and between a number and its unit.

/** French: what senders read (confirmations). Keys as in es.ts. */
export const fr: SenderTexts = {
  greeting: 'Bonjour {name},',
  sign_off: 'À bientôt,\n{brand}',
  reply_hint: 'Vous souhaitez ajouter quelque chose\u00a0? Répondez simplement à cet e-mail.',
  footer:
    'Vous recevez cet e-mail parce que cette adresse a été saisie dans un formulaire du site de {brand}. Si ce n’était pas vous, vous pouvez l’ignorer.',

  label_event_type: 'Type d’événement',
  label_date: 'Date',
  label_location: 'Ville / lieu',
  label_set_length: 'Durée du set',
  label_service: 'Prestation',
  label_genre: 'Genre musical',
  label_hours: 'Heures',
  hours_value: '{hours}\u00a0h',

  event_festival: 'Festival',
  event_club: 'Club',
  event_private_event: 'Événement privé',
  event_corporate_event: 'Événement d’entreprise',

  service_production: 'Production',
  service_mixing: 'Mixage',
  service_mastering: 'Mastering',
  service_mix_master: 'Mixage + mastering',
  service_private_session: 'Session privée',

  contact_subject: 'Merci pour votre message',
  contact_preheader: 'Votre message est bien arrivé, je vous réponds très vite.',
  contact_body:
    'Merci de m’avoir écrit. Votre message est bien arrivé et je vous réponds dès que possible.',

  booking_subject: 'Demande de booking reçue pour le {date}',
  booking_preheader: 'Estimation\u00a0: {amount}, frais de déplacement et de séjour en sus.',
  booking_body:
    'Merci pour votre demande de booking. Voici le récapitulatif de ce que vous m’avez envoyé\u00a0:',
  booking_estimate_heading: 'Estimation',
  booking_estimate:
    '{amount} pour un set de {hours}\u00a0h, frais de déplacement et de séjour en sus.',
  booking_rate_one: 'Le cachet est de {rate} par session d’une heure.',
  booking_rate_other: 'Le cachet est de {rate} par session de {block}\u00a0heures.',
  booking_estimate_note:
    'Il s’agit d’un prix indicatif, pas d’une réservation confirmée\u00a0: je vérifie mes disponibilités et je vous envoie un devis définitif.',
  booking_calendar:
    'Le fichier de calendrier joint réserve la date à titre provisoire, en attendant notre confirmation.',
  booking_ics_summary: '{brand}\u00a0: DJ set (provisoire)',
  booking_ics_description:
    'Demande de booking envoyée à {brand}. Pas encore confirmée\u00a0: le devis définitif suivra par e-mail.',

  enquiry_subject: 'Demande reçue\u00a0: {service}',
  enquiry_preheader: 'Votre demande est bien arrivée, je reviens vers vous avec la suite.',
  enquiry_body:
    'Merci pour votre demande. Voici le récapitulatif de ce que vous m’avez envoyé\u00a0:',
  enquiry_next:
    'Je prends connaissance de votre projet et je reviens vers vous rapidement avec la marche à suivre et un devis.',
  about_production:
    'Chaque production est différente\u00a0: je vous enverrai une proposition détaillant la méthode de travail, les délais et le tarif.',
  about_mixing_one: 'Le mixage comprend {count}\u00a0retouche.',
  about_mixing_other: 'Le mixage comprend jusqu’à {count}\u00a0retouches.',
  about_mastering_one: 'Le mastering comprend {count}\u00a0retouche.',
  about_mastering_other: 'Le mastering comprend jusqu’à {count}\u00a0retouches.',
  about_mix_master:
    'La formule mixage + mastering bénéficie d’une livraison prioritaire\u00a0: votre morceau finalisé sous {min} à {max}\u00a0jours.',
  about_private_session:
    'Les sessions privées sont à {rate} de l’heure. Pour {hours}\u00a0h, cela fait {total}.',
}
