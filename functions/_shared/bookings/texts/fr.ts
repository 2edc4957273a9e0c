import type { BookingTexts } from './en.ts'

export const fr = {
  greeting: 'Bonjour {name},',
  sign_off: 'Bien à vous,\n{brand}',
  footer: '{brand} · Vous recevez cet e-mail pour une réservation auprès de {brand}.',
  reply_hint: 'Une question ? Répondez simplement à cet e-mail.',
  event_festival: 'Prestation en festival',
  event_club: 'Prestation en club',
  event_private_event: 'Événement privé',
  event_corporate_event: 'Événement d’entreprise',
  label_event: 'Événement',
  label_date: 'Date',
  label_location: 'Ville / salle',
  label_set_times: 'Horaires du set',
  label_fee: 'Cachet',
  label_deposit: 'Acompte',
  label_balance: 'Solde',
  label_balance_due: 'Solde à régler avant le',
  label_valid_until: 'Offre valable jusqu’au',
  label_when: 'Quand',
  label_length: 'Durée',
  label_amount: 'Payé',
  label_genre: 'Genre',
  label_organiser: 'Organisateur',
  label_name: 'Nom',
  set_times_value: '{start}–{end} ({zone})',
  set_times_open: 'À convenir',
  deposit_value: '{amount} ({percent} %), à la signature',
  hours_value: '{hours} h',
  when_value: '{when} ({zone})',
  offer_subject: 'Votre offre : {event} le {date}',
  offer_preheader: 'Cachet de {fee} ; un acompte de {deposit} confirme la date.',
  offer_intro:
    'Merci pour votre demande. Voici mon offre pour votre événement. Lisez-la, signez-la de vos nom et prénom complets et réglez l’acompte par carte : la date est alors confirmée.',
  offer_link: 'Ouvrir l’offre',
  offer_expiry:
    'L’offre est valable jusqu’au {date}. La date n’est bloquée qu’une fois l’acompte reçu.',
  withdrawn_subject: 'Offre retirée : {event} le {date}',
  withdrawn_preheader: 'L’offre pour votre événement n’est plus ouverte.',
  withdrawn_intro:
    'J’ai retiré mon offre pour votre événement : son lien ne l’ouvre plus et plus rien ne peut être payé par son intermédiaire. Si un acompte était en cours de paiement à ce moment-là, il est remboursé intégralement et automatiquement. Répondez à cet e-mail si vous souhaitez parler d’une autre date ou d’autres conditions.',
  confirmed_subject: 'Confirmé : {event} le {date}',
  confirmed_preheader: 'Acompte reçu. Votre contrat signé est en pièce jointe.',
  confirmed_intro:
    'Votre acompte de {deposit} est bien arrivé : la date est à vous. Le contrat signé (PDF) et une entrée d’agenda sont en pièce jointe.',
  confirmed_balance:
    'Le solde de {balance} est à régler avant le {date}. Vous recevrez auparavant un rappel avec un lien de paiement.',
  confirmed_paid_in_full: 'Le cachet est entièrement réglé.',
  booking_link: 'Votre page de réservation',
  owner_confirmed_subject: 'Acompte réglé : {name}, {event} le {date}',
  owner_confirmed_intro:
    '{name} a signé le contrat et réglé l’acompte de {deposit}. La date est désormais bloquée dans votre agenda. Le contrat signé et une entrée d’agenda sont en pièce jointe.',
  inbox_link: 'L’ouvrir dans la boîte de réception',
  reminder_subject: 'Solde à régler avant le {date} : {event} le {event_date}',
  reminder_final_subject: 'Rappel : solde de {balance} pour le {event_date}',
  reminder_intro:
    'Votre événement du {event_date} approche. Le solde de {balance} est à régler avant le {date}.',
  reminder_final_intro:
    'Votre événement a lieu dans quelques jours et le solde de {balance} n’est pas encore arrivé. Merci de le régler avant le {date}.',
  pay_balance: 'Régler le solde',
  balance_paid_subject: 'Entièrement réglé : {event} le {date}',
  balance_paid_intro:
    'Merci, le solde de {balance} est bien arrivé : le cachet est entièrement réglé. À très bientôt, le {date} !',
  owner_balance_paid_subject: 'Solde réglé : {name}, {date}',
  owner_balance_paid_intro:
    '{name} a réglé le solde de {balance}. Le cachet de {fee} est entièrement réglé.',
  owner_refund_subject: 'Paiement remboursé : {name}, {date}',
  owner_offer_refund_intro:
    '{name} a payé {amount} pour l’offre du {date}, mais l’offre avait entre-temps été retirée ou avait expiré. Rien n’est réservé et le paiement est remboursé automatiquement (session Stripe {session}).',
  owner_session_refund_intro:
    '{name} a payé {amount} pour une séance le {date}, mais le créneau n’était plus libre. Rien n’est réservé et le paiement est remboursé automatiquement (session Stripe {session}).',
  refund_subject: 'Votre paiement de {amount} vous est remboursé',
  offer_refund_intro:
    'Votre paiement de {amount} est arrivé après la clôture de l’offre du {date} : il vous est donc remboursé intégralement. Le remboursement apparaît en général sous 5 à 10 jours. Si vous souhaitez toujours cette date, répondez à cet e-mail.',
  session_refund_intro:
    'Votre paiement de {amount} est arrivé alors que le créneau du {date} était déjà pris : il vous est donc remboursé intégralement. Le remboursement apparaît en général sous 5 à 10 jours. N’hésitez pas à choisir un autre créneau.',
  session_subject: 'Séance réservée : {date}',
  session_preheader: '{hours} h le {when}. Une entrée d’agenda est en pièce jointe.',
  session_intro:
    'Votre séance privée est réservée et réglée ({amount}). Une entrée d’agenda est en pièce jointe.',
  session_policy:
    'Vous pouvez la déplacer ou l’annuler gratuitement jusqu’au {deadline}. Au-delà, une séance annulée n’est pas remboursée.',
  session_manage: 'Déplacer ou annuler',
  owner_session_subject: 'Séance réservée : {name}, {date}',
  owner_session_intro: '{name} a réservé et réglé une séance de {hours} h ({amount}).',
  session_cancelled_subject: 'Séance annulée : {date}',
  session_cancelled_refund:
    'Votre séance du {date} est annulée. {amount} est remboursé sur votre carte.',
  session_cancelled_no_refund:
    'Votre séance du {date} est annulée. Elle avait lieu dans moins de {hours} heures : elle n’est donc pas remboursée.',
  owner_session_cancelled_subject: 'Séance annulée : {name}, {date}',
  owner_session_cancelled_intro: '{name} a annulé la séance du {date}. Remboursé : {amount}.',
  session_moved_subject: 'Séance déplacée au {date}',
  session_moved_intro:
    'Votre séance a désormais lieu le {when}. L’entrée d’agenda mise à jour est en pièce jointe.',
  owner_session_moved_subject: 'Séance déplacée : {name}, {date}',
  owner_session_moved_intro: '{name} a déplacé sa séance du {from} au {when}.',
  ics_show_summary: '{brand} : {event}',
  ics_show_owner_summary: '{event} : {name}',
  ics_session_summary: 'Séance privée avec {brand}',
  ics_session_owner_summary: 'Séance privée : {name}',
  contract_title: 'Contrat de prestation',
  contract_band: 'CONTRAT DE PRESTATION',
  contract_parties: 'Parties',
  contract_artist: 'Artiste',
  contract_organiser: 'Organisateur',
  contract_event: 'L’événement',
  contract_details: 'Précisions',
  contract_fees: 'Échéancier',
  contract_travel: 'Déplacement et fiche technique',
  contract_travel_none:
    'Le déplacement, l’hébergement et la fiche technique sont convenus à part et ne sont pas compris dans le cachet.',
  contract_terms: 'Conditions',
  contract_signatures: 'Signatures',
  contract_signed_by_organiser:
    'Signé électroniquement par {name}, qui a accepté ces conditions, le {time} (UTC).',
  contract_signed_by_artist:
    'Contresigné par {brand} : l’envoi de cette offre le {time} (UTC) vaut signature de l’artiste.',
  contract_audit: 'Piste d’audit',
  audit_signer: 'Signataire',
  audit_signed_at: 'Signé le (UTC)',
  audit_address: 'Adresse réseau',
  audit_sent_at: 'Offre envoyée le (UTC)',
  audit_document: 'SHA-256 du document',
  audit_note:
    'Le SHA-256 est calculé sur le contenu de ce contrat tel que la page de l’offre l’affichait (parties, événement, paiements, déplacement et conditions). Toute modification de ce contenu donne une autre valeur.',
} as const satisfies BookingTexts
