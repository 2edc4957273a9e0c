import { LICENCE_NAMES } from '../../../licences/names.ts'
import type { OrderTexts } from './en.ts'

// French typography: a no-break space (\u00a0) before « : », « ? » and « ; » and after « n° ».
export const fr: OrderTexts = {
  labelSeparator: '\u00a0: ',
  licencePrivate: LICENCE_NAMES.fr.private,
  licenceCommercial: LICENCE_NAMES.fr.commercial,
  licenceExclusive: LICENCE_NAMES.fr.exclusive,
  checkoutTrackDescription: 'MP3 en 320\u00a0kbit/s · licence perpétuelle',
  checkoutExclusiveDescription:
    'MP3 en 320\u00a0kbit/s · droits exclusifs\u00a0: le morceau est retiré de la vente',
  checkoutBundleFree: 'Offerte avec le pack de licences (1 licence privée sur 3)',
  subjectWithTracks: 'Commande n°\u00a0{number}\u00a0: vos téléchargements et licences',
  subjectGearOnly: 'Commande n°\u00a0{number} confirmée',
  preheaderWithTracks: 'Paiement confirmé. Vos morceaux sont prêts à être téléchargés.',
  preheaderGearOnly: 'Paiement confirmé. Nous préparons l’expédition de votre matériel.',
  greeting: 'Bonjour {name},',
  intro: 'Merci pour votre commande. Votre paiement de {total} est bien confirmé.',
  tracksHeading: 'Vos morceaux',
  downloadsNote:
    'Vous pouvez télécharger chaque morceau {count}\u00a0fois. Chaque clic ouvre un nouveau lien vers le fichier MP3 (320\u00a0kbit/s), valable 60\u00a0secondes.',
  downloadButton: 'Télécharger le MP3',
  licenceNumber: 'Numéro de licence',
  certificateLink: 'Certificat de licence (PDF)',
  licencesNote:
    'Vos licences sont perpétuelles. Le certificat précise ce que chaque licence autorise\u00a0; conservez-le avec vos documents.',
  gearHeading: 'Votre matériel',
  quantity: 'Quantité',
  shippingNote: 'Nous préparons votre matériel et l’expédierons à l’adresse suivante\u00a0:',
  shippingLine: 'Livraison ({rate})',
  bundleFree: 'offerte avec le pack',
  subtotal: 'Sous-total',
  bundleLine: 'Pack de licences (1 licence privée sur 3 offerte)',
  discountLine: 'Code promo {code}',
  discountLineNoCode: 'Remise',
  exclusiveNote:
    'Droits exclusifs\u00a0: désormais, personne d’autre ne peut obtenir de licence pour ce morceau. Les licences vendues avant la vôtre restent valables.',
  total: 'Total',
  libraryLink: 'Votre bibliothèque\u00a0: retéléchargez vos achats quand vous voulez',
  keepEmail:
    'Conservez cet e-mail\u00a0: il contient vos liens de téléchargement et vos numéros de licence.',
  help: 'Une question sur votre commande\u00a0? Répondez simplement à cet e-mail.',
  footer:
    'Vous recevez cet e-mail parce que vous avez passé la commande n°\u00a0{number} sur {brand}.',
  shippedSubject: 'Commande n°\u00a0{number}\u00a0: votre matériel est en route',
  shippedPreheader: 'Votre matériel a été expédié avec {carrier}.',
  shippedIntro:
    'Bonne nouvelle\u00a0: votre matériel a quitté le studio et il est en route avec {carrier}.',
  shippedTracking: 'Numéro de suivi',
  shippedTrackButton: 'Suivre mon colis',
  shippedAddress: 'Il sera livré à\u00a0:',
  ownerSubject: 'Nouvelle vente\u00a0: commande n°\u00a0{number} ({total})',
  ownerIntro: '{name} ({email}) a payé la commande n°\u00a0{number}.',
  ownerItemsHeading: 'Articles',
  ownerShipTo: 'Adresse de livraison',
  ownerNoShipping: 'Commande numérique\u00a0: rien à expédier.',
  ownerFooter: 'Avis de vente de votre site, {brand}.',
  unmatchedSubject: 'Paiement remboursé automatiquement\u00a0: {amount}',
  unmatchedUnknownOrder:
    'Stripe a encaissé {amount} de {email} pour un paiement ({session}) qui ne correspond à aucune commande du site.',
  unmatchedOrderClosed:
    'Stripe a encaissé {amount} de {email} pour la commande n°\u00a0{number}, qui était déjà close à l’arrivée du paiement.',
  unmatchedExclusiveSold:
    'Stripe a encaissé {amount} de {email} pour la commande n°\u00a0{number}, mais les droits exclusifs d’un de ses morceaux avaient déjà été vendus à un autre acheteur.',
  unmatchedRefund:
    'Le site rembourse automatiquement l’intégralité du montant à l’acheteur, et rien n’a été livré. Si l’acheteur vous contacte, le paiement figure dans Stripe sous {session}.',
  unmatchedFooter: 'Avis de paiement de votre site, {brand}.',
  refundSubject: 'Commande n°\u00a0{number}\u00a0: votre paiement vous est remboursé',
  refundIntro:
    'Un autre acheteur a obtenu les droits exclusifs de {track} quelques instants avant l’arrivée de votre paiement\u00a0: la commande n°\u00a0{number} n’a donc pas pu être finalisée et rien n’a été livré.',
  refundBody:
    'Votre paiement de {amount} vous est intégralement remboursé. Selon votre banque, il peut s’écouler 5 à 10\u00a0jours avant qu’il apparaisse.',
  licenceWav: LICENCE_NAMES.fr.wav,
  licenceTrackout: LICENCE_NAMES.fr.trackout,
  checkoutWavDescription: 'MP3 et master WAV · licence perpétuelle',
  checkoutTrackoutDescription: 'MP3, master WAV et stems · licence perpétuelle',
  checkoutTermsAcceptance:
    'J’ai lu et j’accepte les [conditions de la licence]({url}) (version {version}).',
  downloadWav: 'Télécharger le WAV',
  downloadStems: 'Télécharger les stems (zip)',
  downloadsNoteFiles:
    'Vous pouvez télécharger chaque fichier {count}\u00a0fois. Chaque clic ouvre un nouveau lien vers le fichier, valable 60\u00a0secondes.',
  taxLine: 'TVA',
  taxIncludedLine: 'Dont TVA',
  reverseChargeNote: 'Autoliquidation de la TVA\u00a0: le client déclare la TVA.',
  invoiceLink: 'Votre facture (PDF)',
  termsAccepted:
    'Vous avez accepté les conditions de la licence lors du paiement (version {version}).',
  ownerTax: 'TVA facturée\u00a0: {amount} ({country})',
  ownerNoTax: 'Pas de TVA ({reason}).',
  ownerReverseCharge: 'autoliquidation, client professionnel',
  ownerOutsideEu: 'hors de l’UE',
  disputeSubject: 'Paiement contesté\u00a0: commande n°\u00a0{number} ({amount})',
  disputeIntro:
    '{email} a contesté auprès de sa banque le paiement de {amount} pour la commande n°\u00a0{number}. Motif indiqué\u00a0: {reason}.',
  disputeRevoked:
    'Les téléchargements et les certificats de licence de la commande sont fermés tant que la contestation est ouverte.',
  disputeEvidence:
    'La page de la commande dans l’administration montre chaque téléchargement et exporte un PDF de preuves (la commande, les conditions acceptées, les e-mails envoyés et chaque téléchargement) à transmettre dans Stripe.',
  recoverySubject: 'Votre commande chez {brand} vous attend',
  recoveryPreheader: 'Votre paiement a expiré, mais votre sélection n’est qu’à un clic.',
  recoveryIntro: 'Bonjour {name}, votre paiement pour {items} a expiré avant d’être finalisé.',
  recoveryButton: 'Reprendre le paiement',
  recoveryNote:
    'Le lien ouvre un nouveau paiement avec les mêmes articles. Rien n’est débité tant que vous ne payez pas.',
  recoveryFooter:
    'Vous recevez cet e-mail car vous avez accepté d’avoir des nouvelles de {brand} en commençant votre commande.',
  lineRefundSubject: 'Commande n°\u00a0{number}\u00a0: {amount} remboursés',
  lineRefundPreheader: 'Une partie de votre commande vous a été remboursée.',
  lineRefundIntro:
    'Nous vous avons remboursé {amount} pour ces articles de la commande n°\u00a0{number}\u00a0:',
  lineRefundLicence: 'ses téléchargements et son certificat de licence sont désormais fermés',
  lineRefundRestocked: 'annulé avant l’expédition',
  lineRefundReturned:
    'déjà expédié\u00a0: répondez à cet e-mail et nous vous dirons comment nous le renvoyer',
  lineRefundBank:
    'L’argent revient sur la carte utilisée pour le paiement. Selon votre banque, il peut mettre 5 à 10 jours à apparaître.',
  lineRefundRest:
    'Le reste de votre commande ne change pas\u00a0: vos autres téléchargements et licences restent valables.',
}
