/** What fans read about the mailing list, in Spanish (the default). Keys as in every language. */
export const es = {
  consent:
    'Quiero recibir por email las novedades de lanzamientos y fechas de {brand}. Puedo darme de baja cuando quiera.',
  checkout_consent:
    'Casilla de Stripe Checkout «recibir novedades y ofertas por email», marcada al pagar el pedido {order}.',
  confirm_subject: 'Confirma tu suscripción a las novedades de {brand}',
  confirm_preheader: 'Un clic y estás dentro.',
  confirm_body:
    'Has pedido recibir las novedades de {brand}: lanzamientos nuevos y fechas de directos. Para confirmar que esta dirección es tuya, pulsa el botón.',
  confirm_button: 'Confirmar suscripción',
  confirm_ignore:
    'Si no lo has pedido tú, ignora este email: sin tu confirmación no te escribiremos.',
  manage_subject: 'Tu suscripción y tus datos en {brand}',
  manage_preheader: 'El enlace que pediste, válido 24 horas.',
  manage_body:
    'Con este enlace puedes darte de baja, cambiar el idioma de las novedades, descargar los datos que el sitio guarda sobre esta dirección o pedir que se borren. Es válido 24 horas.',
  manage_button: 'Gestionar mi suscripción y mis datos',
  manage_ignore: 'Si no lo has pedido tú, ignora este email: no cambia nada.',
  footer_reason: 'Recibes este email porque te suscribiste a las novedades de {brand}.',
  footer_unsubscribe: 'Darme de baja',
  footer_manage: 'Cambiar de idioma o gestionar mis datos',
  release_subject: 'Nuevo lanzamiento: {title}',
  release_body: '«{title}» ya está disponible. Escúchalo y consigue tu licencia en la web.',
  release_link: 'Escuchar «{title}»',
  gig_subject: '{brand} en directo: {city}, {date}',
  gig_body: 'Nos vemos el {date} en {venue} ({city}).',
  gig_tickets: 'Entradas',
  gig_link: 'Todas las fechas',
  erased_subject: 'Un fan ha borrado sus datos',
  erased_body:
    'A petición suya, confirmada desde su email, el sitio ha borrado lo que guardaba sobre {email}: su suscripción, {messages} mensajes y sus datos personales en {orders} pedidos (los pedidos se conservan por ley, sin nombre, email ni dirección).',
  signature: 'Un abrazo,\n{brand}',
}

export type MailingTexts = typeof es
