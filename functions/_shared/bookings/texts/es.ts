import type { BookingTexts } from './en.ts'

export const es = {
  greeting: 'Hola, {name}:',
  sign_off: 'Un saludo,\n{brand}',
  footer: '{brand} · Recibes este correo por una reserva con {brand}.',
  reply_hint: '¿Alguna pregunta? Responde a este correo.',
  event_festival: 'Actuación en festival',
  event_club: 'Actuación en club',
  event_private_event: 'Evento privado',
  event_corporate_event: 'Evento de empresa',
  label_event: 'Evento',
  label_date: 'Fecha',
  label_location: 'Ciudad / sala',
  label_set_times: 'Horario del set',
  label_fee: 'Caché',
  label_deposit: 'Anticipo',
  label_balance: 'Resto',
  label_balance_due: 'Resto a pagar antes del',
  label_valid_until: 'Oferta válida hasta',
  label_when: 'Cuándo',
  label_length: 'Duración',
  label_amount: 'Pagado',
  label_genre: 'Género',
  label_organiser: 'Organizador',
  label_name: 'Nombre',
  set_times_value: '{start}–{end} ({zone})',
  set_times_open: 'Por acordar',
  deposit_value: '{amount} ({percent} %), al firmar',
  hours_value: '{hours} h',
  when_value: '{when} ({zone})',
  offer_subject: 'Tu oferta: {event} el {date}',
  offer_preheader: 'Caché de {fee}; un anticipo de {deposit} confirma la fecha.',
  offer_intro:
    'Gracias por tu solicitud. Aquí tienes mi oferta para tu evento. Léela, fírmala con tu nombre legal completo y paga el anticipo con tarjeta: con eso la fecha queda confirmada.',
  offer_link: 'Abrir la oferta',
  offer_expiry:
    'La oferta es válida hasta el {date}. La fecha solo queda reservada cuando llega el anticipo.',
  withdrawn_subject: 'Oferta retirada: {event} el {date}',
  withdrawn_preheader: 'La oferta para tu evento ya no está abierta.',
  withdrawn_intro:
    'He retirado mi oferta para tu evento: su enlace ya no la abre y ya no se puede pagar nada a través de ella. Si en ese momento se estaba pagando un anticipo, se reembolsa íntegramente de forma automática. Responde a este email si quieres que hablemos de otra fecha o de otras condiciones.',
  confirmed_subject: 'Confirmado: {event} el {date}',
  confirmed_preheader: 'Anticipo recibido. Adjunto tienes el contrato firmado.',
  confirmed_intro:
    'Tu anticipo de {deposit} ha llegado: la fecha es tuya. Adjunto tienes el contrato firmado (PDF) y una entrada para tu calendario.',
  confirmed_balance:
    'El resto, {balance}, se paga antes del {date}. Antes te llegará un recordatorio con el enlace de pago.',
  confirmed_paid_in_full: 'El caché está pagado por completo.',
  booking_link: 'Tu página de reserva',
  owner_confirmed_subject: 'Anticipo pagado: {name}, {event} el {date}',
  owner_confirmed_intro:
    '{name} ha firmado el contrato y pagado el anticipo de {deposit}. La fecha ya está reservada en tu calendario. Adjuntos van el contrato firmado y una entrada de calendario.',
  inbox_link: 'Abrir en la bandeja',
  reminder_subject: 'Resto a pagar antes del {date}: {event} el {event_date}',
  reminder_final_subject: 'Recordatorio: resto de {balance} para el {event_date}',
  reminder_intro:
    'Se acerca tu evento del {event_date}. El resto, {balance}, se paga antes del {date}.',
  reminder_final_intro:
    'Quedan pocos días para tu evento y el resto de {balance} todavía no ha llegado. Págalo antes del {date}, por favor.',
  pay_balance: 'Pagar el resto',
  balance_paid_subject: 'Pagado por completo: {event} el {date}',
  balance_paid_intro:
    'Gracias, ha llegado el resto de {balance}: el caché está pagado por completo. ¡Nos vemos el {date}!',
  owner_balance_paid_subject: 'Resto pagado: {name}, {date}',
  owner_balance_paid_intro:
    '{name} ha pagado el resto de {balance}. El caché de {fee} está pagado por completo.',
  owner_refund_subject: 'Pago devuelto: {name}, {date}',
  owner_offer_refund_intro:
    '{name} ha pagado {amount} por la oferta del {date}, pero para entonces la oferta estaba retirada o caducada. No se reserva nada y el pago se devuelve automáticamente (sesión de Stripe {session}).',
  owner_session_refund_intro:
    '{name} ha pagado {amount} por una sesión el {date}, pero para entonces el hueco ya no estaba libre. No se reserva nada y el pago se devuelve automáticamente (sesión de Stripe {session}).',
  refund_subject: 'Te devolvemos tu pago de {amount}',
  offer_refund_intro:
    'Tu pago de {amount} llegó cuando la oferta del {date} ya estaba cerrada, así que te lo devolvemos entero. Suele aparecer en tu cuenta en 5 a 10 días. Si todavía quieres la fecha, responde a este correo.',
  session_refund_intro:
    'Tu pago de {amount} llegó cuando el hueco del {date} ya estaba ocupado, así que te lo devolvemos entero. Suele aparecer en tu cuenta en 5 a 10 días. Puedes elegir otro hueco cuando quieras.',
  session_subject: 'Sesión reservada: {date}',
  session_preheader: '{hours} h el {when}. Adjunto va una entrada de calendario.',
  session_intro:
    'Tu sesión privada está reservada y pagada ({amount}). Adjunto va una entrada de calendario.',
  session_policy:
    'Puedes cambiarla de hora o cancelarla gratis hasta el {deadline}. Después, una sesión cancelada no se reembolsa.',
  session_manage: 'Cambiar de hora o cancelar',
  owner_session_subject: 'Sesión reservada: {name}, {date}',
  owner_session_intro: '{name} ha reservado y pagado una sesión de {hours} h ({amount}).',
  session_cancelled_subject: 'Sesión cancelada: {date}',
  session_cancelled_refund:
    'Tu sesión del {date} está cancelada. Te devolvemos {amount} a tu tarjeta.',
  session_cancelled_no_refund:
    'Tu sesión del {date} está cancelada. Faltaban menos de {hours} horas, así que no se reembolsa.',
  owner_session_cancelled_subject: 'Sesión cancelada: {name}, {date}',
  owner_session_cancelled_intro: '{name} ha cancelado la sesión del {date}. Devuelto: {amount}.',
  session_moved_subject: 'Sesión cambiada al {date}',
  session_moved_intro:
    'Tu sesión es ahora el {when}. Adjunto va la entrada de calendario actualizada.',
  owner_session_moved_subject: 'Sesión cambiada: {name}, {date}',
  owner_session_moved_intro: '{name} ha cambiado su sesión del {from} al {when}.',
  ics_show_summary: '{brand}: {event}',
  ics_show_owner_summary: '{event}: {name}',
  ics_session_summary: 'Sesión privada con {brand}',
  ics_session_owner_summary: 'Sesión privada: {name}',
  contract_title: 'Contrato de actuación',
  contract_band: 'CONTRATO DE ACTUACIÓN',
  contract_parties: 'Partes',
  contract_artist: 'Artista',
  contract_organiser: 'Organizador',
  contract_event: 'El evento',
  contract_details: 'Detalles',
  contract_fees: 'Calendario de pagos',
  contract_travel: 'Viaje y rider',
  contract_travel_none:
    'El viaje, el alojamiento y el rider técnico se acuerdan aparte y no están incluidos en el caché.',
  contract_terms: 'Condiciones',
  contract_signatures: 'Firmas',
  contract_signed_by_organiser:
    'Firmado electrónicamente por {name}, que aceptó estas condiciones, el {time} (UTC).',
  contract_signed_by_artist:
    'Contrafirmado por {brand}: el envío de esta oferta el {time} (UTC) es la firma del artista.',
  contract_audit: 'Registro de auditoría',
  audit_signer: 'Firmante',
  audit_signed_at: 'Firmado el (UTC)',
  audit_address: 'Dirección de red',
  audit_sent_at: 'Oferta enviada el (UTC)',
  audit_document: 'SHA-256 del documento',
  audit_note:
    'El SHA-256 se calcula sobre el contenido de este contrato tal como lo mostraba la página de la oferta (partes, evento, pagos, viaje y condiciones). Cualquier cambio en ese contenido da otro valor.',
} as const satisfies BookingTexts
