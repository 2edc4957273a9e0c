/**
 * Spanish, the site's default language: what senders read (confirmations). Every other language
 * has exactly these keys (the type below enforces it; strings.test.ts checks it at run time).
 * `{placeholders}` are filled by the templates; `_one`/`_other` are plural forms.
 */
export const es = {
  greeting: 'Hola, {name}:',
  sign_off: 'Un saludo,\n{brand}',
  reply_hint: '¿Quieres añadir algo? Solo tienes que responder a este correo.',
  footer:
    'Recibes este correo porque esta dirección se introdujo en un formulario de la web de {brand}. Si no has sido tú, puedes ignorarlo.',

  label_event_type: 'Tipo de evento',
  label_date: 'Fecha',
  label_location: 'Ciudad / sala',
  label_set_length: 'Duración del set',
  label_service: 'Servicio',
  label_genre: 'Género',
  label_hours: 'Horas',
  hours_value: '{hours} h',

  event_festival: 'Festival',
  event_club: 'Club',
  event_private_event: 'Evento privado',
  event_corporate_event: 'Evento de empresa',

  service_production: 'Producción',
  service_mixing: 'Mezcla',
  service_mastering: 'Mastering',
  service_mix_master: 'Mezcla + mastering',
  service_private_session: 'Sesión privada',

  contact_subject: 'Gracias por tu mensaje',
  contact_preheader: 'Tu mensaje me ha llegado y te responderé pronto.',
  contact_body:
    'Gracias por escribirme. Tu mensaje me ha llegado y te responderé lo antes posible.',

  booking_subject: 'Solicitud de booking recibida para el {date}',
  booking_preheader: 'Estimación: {amount} más desplazamiento y gastos.',
  booking_body: 'Gracias por tu solicitud de booking. Este es el resumen de lo que me has enviado:',
  booking_estimate_heading: 'Estimación',
  booking_estimate: '{amount} por un set de {hours} h, más desplazamiento y gastos.',
  booking_rate_one: 'La tarifa es de {rate} por sesión de una hora.',
  booking_rate_other: 'La tarifa es de {rate} por sesión de {block} horas.',
  booking_estimate_note:
    'Es un precio orientativo, no una reserva confirmada: comprobaré mi disponibilidad y te enviaré un presupuesto definitivo.',
  booking_calendar:
    'En el archivo de calendario adjunto tienes la fecha marcada como provisional hasta que la confirmemos.',
  booking_ics_summary: '{brand}: DJ set (provisional)',
  booking_ics_description:
    'Solicitud de booking enviada a {brand}. Aún sin confirmar: recibirás el presupuesto definitivo por correo.',

  enquiry_subject: 'Consulta recibida: {service}',
  enquiry_preheader: 'Tu consulta me ha llegado y te responderé con los siguientes pasos.',
  enquiry_body: 'Gracias por tu consulta. Este es el resumen de lo que me has enviado:',
  enquiry_next:
    'Revisaré lo que me cuentas y te responderé pronto con los siguientes pasos y un presupuesto.',
  about_production:
    'Cada producción es distinta, así que te enviaré una propuesta con la forma de trabajar, los plazos y el precio.',
  about_mixing_one: 'La mezcla incluye {count} revisión.',
  about_mixing_other: 'La mezcla incluye hasta {count} revisiones.',
  about_mastering_one: 'El mastering incluye {count} revisión.',
  about_mastering_other: 'El mastering incluye hasta {count} revisiones.',
  about_mix_master:
    'El pack de mezcla + mastering tiene entrega prioritaria: tendrás tu tema terminado en un plazo de {min} a {max} días.',
  about_private_session:
    'Las sesiones privadas cuestan {rate} por hora. Para {hours} h, el total es de {total}.',
}

export type SenderTexts = { readonly [Key in keyof typeof es]: string }
