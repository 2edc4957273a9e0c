/**
 * What the owner reads (notices of new messages), in Spanish or English. Labels for event types and
 * services come from the sender dictionaries of the same language.
 */
export const ownerEs = {
  contact_subject: 'Nuevo mensaje de {name}',
  contact_intro: '{name} te ha escrito desde el formulario de contacto.',
  booking_subject: 'Solicitud de booking: {event}, {date} ({name})',
  booking_intro: '{name} ha enviado una solicitud de booking.',
  enquiry_subject: 'Nueva consulta ({service}) de {name}',
  enquiry_intro: '{name} ha enviado una consulta.',
  label_name: 'Nombre',
  label_email: 'Correo',
  label_language: 'Idioma',
  label_estimate: 'Estimación',
  label_reference: 'Referencia',
  estimate_value: '{amount} + desplazamiento y gastos',
  not_given: 'sin indicar',
  message_heading: 'Mensaje',
  reply_hint: 'Responde a este correo para contestar directamente a {name}.',
  open_inbox: 'Abrir en Mensajes',
  footer: 'Aviso automático de la web de {brand}.',
}

export type OwnerStrings = { readonly [Key in keyof typeof ownerEs]: string }

export const ownerEn: OwnerStrings = {
  contact_subject: 'New message from {name}',
  contact_intro: '{name} wrote to you through the contact form.',
  booking_subject: 'Booking request: {event}, {date} ({name})',
  booking_intro: '{name} sent a booking request.',
  enquiry_subject: 'New enquiry ({service}) from {name}',
  enquiry_intro: '{name} sent an enquiry.',
  label_name: 'Name',
  label_email: 'Email',
  label_language: 'Language',
  label_estimate: 'Estimate',
  label_reference: 'Reference',
  estimate_value: '{amount} + travel and expenses',
  not_given: 'not given',
  message_heading: 'Message',
  reply_hint: 'Reply to this email to answer {name} directly.',
  open_inbox: 'Open in Messages',
  footer: 'Automatic notice from the {brand} website.',
}
