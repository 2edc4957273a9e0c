import type { MailingTexts } from './es.ts'

/** Brazilian Portuguese, the variant the site's "pt" serves (README, Languages). */
export const pt: MailingTexts = {
  consent:
    'Quero receber por e-mail as novidades de lançamentos e shows de {brand}. Posso cancelar quando quiser.',
  checkout_consent:
    'Caixa “receber novidades e ofertas por e-mail” do Stripe Checkout, marcada ao pagar o pedido {order}.',
  confirm_subject: 'Confirme sua inscrição nas novidades de {brand}',
  confirm_preheader: 'Um clique e pronto.',
  confirm_body:
    'Você pediu para receber as novidades de {brand}: lançamentos e próximos shows. Para confirmar que este endereço é seu, clique no botão.',
  confirm_button: 'Confirmar inscrição',
  confirm_ignore:
    'Se não foi você, ignore este e-mail: sem a sua confirmação, não vamos escrever para você.',
  manage_subject: 'Sua inscrição e seus dados em {brand}',
  manage_preheader: 'O link que você pediu, válido por 24 horas.',
  manage_body:
    'Com este link você pode cancelar a inscrição, mudar o idioma das novidades, baixar os dados que o site guarda sobre este endereço ou pedir que sejam apagados. Ele vale por 24 horas.',
  manage_button: 'Gerenciar minha inscrição e meus dados',
  manage_ignore: 'Se não foi você, ignore este e-mail: nada muda.',
  footer_reason: 'Você está recebendo este e-mail porque se inscreveu nas novidades de {brand}.',
  footer_unsubscribe: 'Cancelar inscrição',
  footer_manage: 'Mudar o idioma ou gerenciar meus dados',
  release_subject: 'Lançamento novo: {title}',
  release_body: '“{title}” já está disponível. Ouça e garanta sua licença no site.',
  release_link: 'Ouvir “{title}”',
  gig_subject: '{brand} ao vivo: {city}, {date}',
  gig_body: 'Nos vemos em {date} no {venue} ({city}).',
  gig_tickets: 'Ingressos',
  gig_link: 'Todas as datas',
  erased_subject: 'Um fã apagou seus dados',
  erased_body:
    'A pedido do fã, confirmado pelo próprio e-mail, o site apagou o que guardava sobre {email}: a inscrição, {messages} mensagens e os dados pessoais em {orders} pedidos (os pedidos são mantidos, como exige a lei, sem nome, e-mail nem endereço).',
  signature: 'Um abraço,\n{brand}',
}
