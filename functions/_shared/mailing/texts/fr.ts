import type { MailingTexts } from './es.ts'

export const fr: MailingTexts = {
  consent:
    'Je souhaite recevoir par e-mail les nouveautés de {brand} : sorties et dates de concerts. Je peux me désabonner à tout moment.',
  checkout_consent:
    'Case « recevoir des nouveautés et des offres par e-mail » de Stripe Checkout, cochée lors du paiement de la commande {order}.',
  confirm_subject: 'Confirmez votre abonnement aux nouveautés de {brand}',
  confirm_preheader: 'Un clic et c’est fait.',
  confirm_body:
    'Vous avez demandé à recevoir les nouveautés de {brand} : nouvelles sorties et prochaines dates. Pour confirmer que cette adresse est bien la vôtre, cliquez sur le bouton.',
  confirm_button: 'Confirmer mon abonnement',
  confirm_ignore:
    'Si ce n’est pas vous, ignorez simplement cet e-mail : sans votre confirmation, nous ne vous écrirons pas.',
  manage_subject: 'Votre abonnement et vos données chez {brand}',
  manage_preheader: 'Le lien demandé, valable 24 heures.',
  manage_body:
    'Ce lien vous permet de vous désabonner, de changer la langue des nouveautés, de télécharger les données que le site conserve sur cette adresse ou de les faire effacer. Il est valable 24 heures.',
  manage_button: 'Gérer mon abonnement et mes données',
  manage_ignore: 'Si ce n’est pas vous, ignorez cet e-mail : rien ne change.',
  footer_reason: 'Vous recevez cet e-mail parce que vous êtes abonné(e) aux nouveautés de {brand}.',
  footer_unsubscribe: 'Se désabonner',
  footer_manage: 'Changer de langue ou gérer mes données',
  release_subject: 'Nouvelle sortie : {title}',
  release_body: '« {title} » est disponible. Écoutez-le et obtenez votre licence sur le site.',
  release_link: 'Écouter « {title} »',
  gig_subject: '{brand} en concert : {city}, {date}',
  gig_body: 'Rendez-vous le {date} au {venue} ({city}).',
  gig_tickets: 'Billets',
  gig_link: 'Toutes les dates',
  erased_subject: 'Un fan a effacé ses données',
  erased_body:
    'À sa demande, confirmée depuis sa boîte mail, le site a effacé ce qu’il conservait sur {email} : son abonnement, {messages} messages et ses données personnelles dans {orders} commandes (les commandes sont conservées, comme la loi l’exige, sans nom, e-mail ni adresse).',
  signature: 'À bientôt,\n{brand}',
}
