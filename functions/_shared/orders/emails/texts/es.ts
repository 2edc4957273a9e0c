import { LICENCE_NAMES } from '../../../licences/names.ts'
import type { OrderTexts } from './en.ts'

export const es: OrderTexts = {
  licence_private: LICENCE_NAMES.es.private,
  licence_commercial: LICENCE_NAMES.es.commercial,
  licence_exclusive: LICENCE_NAMES.es.exclusive,
  checkout_track_description: 'MP3 a 320 kbps · licencia perpetua',
  checkout_exclusive_description: 'MP3 a 320 kbps · derechos exclusivos: el tema deja de venderse',
  checkout_bundle_free: 'Gratis con el pack de licencias (1 de cada 3 licencias privadas)',
  subject_with_tracks: 'Pedido n.º {number}: tus descargas y licencias',
  subject_gear_only: 'Pedido n.º {number} confirmado',
  preheader_with_tracks: 'Pago confirmado. Tus temas ya están listos para descargar.',
  preheader_gear_only: 'Pago confirmado. Estamos preparando tu equipo para enviártelo.',
  greeting: 'Hola, {name}:',
  intro: 'Gracias por tu pedido. Hemos recibido tu pago de {total}.',
  tracks_heading: 'Tus temas',
  downloads_note:
    'Puedes descargar cada tema {count} veces. Cada clic abre un enlace nuevo al archivo MP3 (320 kbps), válido durante 60 segundos.',
  download_button: 'Descargar MP3',
  licence_number: 'Número de licencia',
  certificate_link: 'Certificado de licencia (PDF)',
  licences_note:
    'Tus licencias son perpetuas. El certificado detalla lo que permite cada licencia; guárdalo con tus documentos.',
  gear_heading: 'Tu equipo',
  quantity: 'Cantidad',
  shipping_note: 'Estamos preparando tu equipo y te lo enviaremos a esta dirección:',
  shipping_line: 'Envío ({rate})',
  bundle_free: 'gratis con el pack',
  subtotal: 'Subtotal',
  bundle_line: 'Pack de licencias (1 de cada 3 licencias privadas gratis)',
  discount_line: 'Código promocional {code}',
  discount_line_no_code: 'Descuento',
  exclusive_note:
    'Derechos exclusivos: a partir de ahora nadie más puede licenciar este tema. Las licencias vendidas antes que la tuya siguen siendo válidas.',
  total: 'Total',
  library_link: 'Tu biblioteca: vuelve a descargar tus compras cuando quieras',
  keep_email: 'Guarda este correo: contiene tus enlaces de descarga y tus números de licencia.',
  help: '¿Tienes alguna pregunta sobre tu pedido? Responde a este correo y te ayudaremos.',
  footer: 'Recibes este correo porque has hecho el pedido n.º {number} en {brand}.',
  shipped_subject: 'Tu pedido n.º {number} está en camino',
  shipped_preheader: 'Tu equipo ha salido con {carrier}.',
  shipped_intro:
    'Buenas noticias: tu equipo ya ha salido del estudio y va en camino con {carrier}.',
  shipped_tracking: 'Número de seguimiento',
  shipped_track_button: 'Seguir el envío',
  shipped_address: 'Va a esta dirección:',
  owner_subject: 'Nueva venta: pedido n.º {number} ({total})',
  owner_intro: '{name} ({email}) ha pagado el pedido n.º {number}.',
  owner_items_heading: 'Artículos',
  owner_ship_to: 'Enviar a',
  owner_no_shipping: 'Pedido digital: no hay nada que enviar.',
  owner_footer: 'Aviso de venta de tu web, {brand}.',
  unmatched_subject: 'Pago reembolsado automáticamente: {amount}',
  unmatched_unknown_order:
    'Stripe cobró {amount} a {email} por un pago ({session}) que no corresponde a ningún pedido de la web.',
  unmatched_order_closed:
    'Stripe cobró {amount} a {email} por el pedido n.º {number}, que ya estaba cerrado cuando llegó el pago.',
  unmatched_exclusive_sold:
    'Stripe cobró {amount} a {email} por el pedido n.º {number}, pero los derechos exclusivos de uno de sus temas ya se habían vendido a otro comprador.',
  unmatched_refund:
    'La web está devolviendo automáticamente el importe completo al comprador y no se ha entregado nada. Si el comprador se pone en contacto contigo, el pago está en Stripe como {session}.',
  unmatched_footer: 'Aviso de pago de tu web, {brand}.',
  refund_subject: 'Pedido n.º {number}: te estamos devolviendo el pago',
  refund_intro:
    'Otro comprador se hizo con los derechos exclusivos de {track} momentos antes de que llegara tu pago, así que no hemos podido completar el pedido n.º {number} y no se ha entregado nada.',
  refund_body:
    'Te devolvemos el importe íntegro de {amount}. Según tu banco, puede tardar entre 5 y 10 días en aparecer.',
  licence_wav: LICENCE_NAMES.es.wav,
  licence_trackout: LICENCE_NAMES.es.trackout,
  checkout_wav_description: 'MP3 y máster WAV · licencia perpetua',
  checkout_trackout_description: 'MP3, máster WAV y stems · licencia perpetua',
  checkout_terms_acceptance:
    'He leído y acepto las [condiciones de la licencia]({url}) (versión {version}).',
  download_wav: 'Descargar WAV',
  download_stems: 'Descargar stems (zip)',
  downloads_note_files:
    'Puedes descargar cada archivo {count} veces. Cada clic abre un enlace nuevo al archivo, válido durante 60 segundos.',
  tax_line: 'IVA',
  tax_included_line: 'IVA incluido',
  reverse_charge_note: 'Inversión del sujeto pasivo: el cliente liquida el IVA.',
  invoice_link: 'Tu factura (PDF)',
  terms_accepted: 'Aceptaste las condiciones de la licencia al pagar (versión {version}).',
  owner_tax: 'IVA cobrado: {amount} ({country})',
  owner_no_tax: 'Sin IVA ({reason}).',
  owner_reverse_charge: 'inversión del sujeto pasivo, cliente empresa',
  owner_outside_eu: 'fuera de la UE',
  dispute_subject: 'Pago disputado: pedido n.º {number} ({amount})',
  dispute_intro:
    '{email} ha disputado con su banco el pago de {amount} del pedido n.º {number}. Motivo indicado: {reason}.',
  dispute_revoked:
    'Las descargas y los certificados de licencia del pedido quedan cerrados mientras la disputa siga abierta.',
  dispute_evidence:
    'La página del pedido en el panel muestra cada descarga y exporta un PDF de pruebas (el pedido, las condiciones aceptadas, los emails enviados y cada descarga) para presentarlo en Stripe.',
  recovery_subject: 'Tu compra en {brand} te está esperando',
  recovery_preheader: 'Tu pago caducó, pero tu selección está a un clic.',
  recovery_intro: 'Hola, {name}: tu pago de {items} caducó antes de completarse.',
  recovery_button: 'Volver al pago',
  recovery_note:
    'El enlace abre un pago nuevo con los mismos artículos. No se cobra nada hasta que pagues.',
  recovery_footer:
    'Recibes este email porque aceptaste recibir noticias de {brand} al empezar tu compra.',
  line_refund_subject: 'Pedido n.º {number}: te hemos devuelto {amount}',
  line_refund_preheader: 'Te hemos reembolsado parte de tu pedido.',
  line_refund_intro: 'Te hemos devuelto {amount} por estos artículos del pedido n.º {number}:',
  line_refund_licence: 'sus descargas y su certificado de licencia quedan desactivados',
  line_refund_restocked: 'cancelado antes del envío',
  line_refund_returned: 'ya se había enviado: responde a este correo y te diremos cómo devolverlo',
  line_refund_bank:
    'El dinero vuelve a la tarjeta con la que pagaste. Según tu banco, puede tardar de 5 a 10 días en aparecer.',
  line_refund_rest:
    'El resto de tu pedido no cambia: tus demás descargas y licencias siguen funcionando.',
}
