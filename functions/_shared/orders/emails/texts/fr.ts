import { LICENCE_NAMES } from '../../../licences/names.ts'
import type { OrderTexts } from './en.ts'

// French typography: a no-break space (\u00a0) before « : », « ? » and « ; » and after « n° ».
export const fr: OrderTexts = {
  licence_private: LICENCE_NAMES.fr.private,
  licence_commercial: LICENCE_NAMES.fr.commercial,
  licence_exclusive: LICENCE_NAMES.fr.exclusive,
  checkout_track_description: 'MP3 en 320\u00a0kbit/s · licence perpétuelle',
  checkout_exclusive_description:
    'MP3 en 320\u00a0kbit/s · droits exclusifs\u00a0: le morceau est retiré de la vente',
  checkout_bundle_free: 'Offerte avec le pack de licences (1 licence privée sur 3)',
  subject_with_tracks: 'Commande n°\u00a0{number}\u00a0: vos téléchargements et licences',
  subject_gear_only: 'Commande n°\u00a0{number} confirmée',
  preheader_with_tracks: 'Paiement confirmé. Vos morceaux sont prêts à être téléchargés.',
  preheader_gear_only: 'Paiement confirmé. Nous préparons l’expédition de votre matériel.',
  greeting: 'Bonjour {name},',
  intro: 'Merci pour votre commande. Votre paiement de {total} est bien confirmé.',
  tracks_heading: 'Vos morceaux',
  downloads_note:
    'Vous pouvez télécharger chaque morceau {count}\u00a0fois. Chaque clic ouvre un nouveau lien vers le fichier MP3 (320\u00a0kbit/s), valable 60\u00a0secondes.',
  download_button: 'Télécharger le MP3',
  licence_number: 'Numéro de licence',
  certificate_link: 'Certificat de licence (PDF)',
  licences_note:
    'Vos licences sont perpétuelles. Le certificat précise ce que chaque licence autorise\u00a0; conservez-le avec vos documents.',
  gear_heading: 'Votre matériel',
  quantity: 'Quantité',
  shipping_note: 'Nous préparons votre matériel et l’expédierons à l’adresse suivante\u00a0:',
  shipping_line: 'Livraison ({rate})',
  bundle_free: 'offerte avec le pack',
  subtotal: 'Sous-total',
  bundle_line: 'Pack de licences (1 licence privée sur 3 offerte)',
  discount_line: 'Code promo {code}',
  discount_line_no_code: 'Remise',
  exclusive_note:
    'Droits exclusifs\u00a0: désormais, personne d’autre ne peut obtenir de licence pour ce morceau. Les licences vendues avant la vôtre restent valables.',
  total: 'Total',
  library_link: 'Votre bibliothèque\u00a0: retéléchargez vos achats quand vous voulez',
  keep_email:
    'Conservez cet e-mail\u00a0: il contient vos liens de téléchargement et vos numéros de licence.',
  help: 'Une question sur votre commande\u00a0? Répondez simplement à cet e-mail.',
  footer:
    'Vous recevez cet e-mail parce que vous avez passé la commande n°\u00a0{number} sur {brand}.',
  shipped_subject: 'Commande n°\u00a0{number}\u00a0: votre matériel est en route',
  shipped_preheader: 'Votre matériel a été expédié avec {carrier}.',
  shipped_intro:
    'Bonne nouvelle\u00a0: votre matériel a quitté le studio et il est en route avec {carrier}.',
  shipped_tracking: 'Numéro de suivi',
  shipped_track_button: 'Suivre mon colis',
  shipped_address: 'Il sera livré à\u00a0:',
  owner_subject: 'Nouvelle vente\u00a0: commande n°\u00a0{number} ({total})',
  owner_intro: '{name} ({email}) a payé la commande n°\u00a0{number}.',
  owner_items_heading: 'Articles',
  owner_ship_to: 'Adresse de livraison',
  owner_no_shipping: 'Commande numérique\u00a0: rien à expédier.',
  owner_footer: 'Avis de vente de votre site, {brand}.',
  unmatched_subject: 'Paiement remboursé automatiquement\u00a0: {amount}',
  unmatched_unknown_order:
    'Stripe a encaissé {amount} de {email} pour un paiement ({session}) qui ne correspond à aucune commande du site.',
  unmatched_order_closed:
    'Stripe a encaissé {amount} de {email} pour la commande n°\u00a0{number}, qui était déjà close à l’arrivée du paiement.',
  unmatched_exclusive_sold:
    'Stripe a encaissé {amount} de {email} pour la commande n°\u00a0{number}, mais les droits exclusifs d’un de ses morceaux avaient déjà été vendus à un autre acheteur.',
  unmatched_refund:
    'Le site rembourse automatiquement l’intégralité du montant à l’acheteur, et rien n’a été livré. Si l’acheteur vous contacte, le paiement figure dans Stripe sous {session}.',
  unmatched_footer: 'Avis de paiement de votre site, {brand}.',
  refund_subject: 'Commande n°\u00a0{number}\u00a0: votre paiement vous est remboursé',
  refund_intro:
    'Un autre acheteur a obtenu les droits exclusifs de {track} quelques instants avant l’arrivée de votre paiement\u00a0: la commande n°\u00a0{number} n’a donc pas pu être finalisée et rien n’a été livré.',
  refund_body:
    'Votre paiement de {amount} vous est intégralement remboursé. Selon votre banque, il peut s’écouler 5 à 10\u00a0jours avant qu’il apparaisse.',
  licence_wav: LICENCE_NAMES.fr.wav,
  licence_trackout: LICENCE_NAMES.fr.trackout,
  checkout_wav_description: 'MP3 et master WAV · licence perpétuelle',
  checkout_trackout_description: 'MP3, master WAV et stems · licence perpétuelle',
  checkout_terms_acceptance:
    'J’ai lu et j’accepte les [conditions de la licence]({url}) (version {version}).',
  download_wav: 'Télécharger le WAV',
  download_stems: 'Télécharger les stems (zip)',
  downloads_note_files:
    'Vous pouvez télécharger chaque fichier {count}\u00a0fois. Chaque clic ouvre un nouveau lien vers le fichier, valable 60\u00a0secondes.',
  tax_line: 'TVA',
  tax_included_line: 'Dont TVA',
  reverse_charge_note: 'Autoliquidation de la TVA\u00a0: le client déclare la TVA.',
  invoice_link: 'Votre facture (PDF)',
  terms_accepted:
    'Vous avez accepté les conditions de la licence lors du paiement (version {version}).',
  owner_tax: 'TVA facturée\u00a0: {amount} ({country})',
  owner_no_tax: 'Pas de TVA ({reason}).',
  owner_reverse_charge: 'autoliquidation, client professionnel',
  owner_outside_eu: 'hors de l’UE',
  dispute_subject: 'Paiement contesté\u00a0: commande n°\u00a0{number} ({amount})',
  dispute_intro:
    '{email} a contesté auprès de sa banque le paiement de {amount} pour la commande n°\u00a0{number}. Motif indiqué\u00a0: {reason}.',
  dispute_revoked:
    'Les téléchargements et les certificats de licence de la commande sont fermés tant que la contestation est ouverte.',
  dispute_evidence:
    'La page de la commande dans l’administration montre chaque téléchargement et exporte un PDF de preuves (la commande, les conditions acceptées, les e-mails envoyés et chaque téléchargement) à transmettre dans Stripe.',
  recovery_subject: 'Votre commande chez {brand} vous attend',
  recovery_preheader: 'Votre paiement a expiré, mais votre sélection n’est qu’à un clic.',
  recovery_intro: 'Bonjour {name}, votre paiement pour {items} a expiré avant d’être finalisé.',
  recovery_button: 'Reprendre le paiement',
  recovery_note:
    'Le lien ouvre un nouveau paiement avec les mêmes articles. Rien n’est débité tant que vous ne payez pas.',
  recovery_footer:
    'Vous recevez cet e-mail car vous avez accepté d’avoir des nouvelles de {brand} en commençant votre commande.',
  line_refund_subject: 'Commande n°\u00a0{number}\u00a0: {amount} remboursés',
  line_refund_preheader: 'Une partie de votre commande vous a été remboursée.',
  line_refund_intro:
    'Nous vous avons remboursé {amount} pour ces articles de la commande n°\u00a0{number}\u00a0:',
  line_refund_licence: 'ses téléchargements et son certificat de licence sont désormais fermés',
  line_refund_restocked: 'annulé avant l’expédition',
  line_refund_returned:
    'déjà expédié\u00a0: répondez à cet e-mail et nous vous dirons comment nous le renvoyer',
  line_refund_bank:
    'L’argent revient sur la carte utilisée pour le paiement. Selon votre banque, il peut mettre 5 à 10 jours à apparaître.',
  line_refund_rest:
    'Le reste de votre commande ne change pas\u00a0: vos autres téléchargements et licences restent valables.',
}
