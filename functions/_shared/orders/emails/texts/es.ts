import { LICENCE_NAMES } from '../../../licences/names.ts'
import type { OrderTexts } from './en.ts'

export const es: OrderTexts = {
  labelSeparator: ': ',
  licencePrivate: LICENCE_NAMES.es.private,
  licenceCommercial: LICENCE_NAMES.es.commercial,
  licenceExclusive: LICENCE_NAMES.es.exclusive,
  checkoutTrackDescription: 'MP3 a 320 kbps · licencia perpetua',
  checkoutExclusiveDescription: 'MP3 a 320 kbps · derechos exclusivos: el tema deja de venderse',
  checkoutBundleFree: 'Gratis con el pack de licencias (1 de cada 3 licencias privadas)',
  subjectWithTracks: 'Pedido n.º {number}: tus descargas y licencias',
  subjectGearOnly: 'Pedido n.º {number} confirmado',
  preheaderWithTracks: 'Pago confirmado. Tus temas ya están listos para descargar.',
  preheaderGearOnly: 'Pago confirmado. Estamos preparando tu equipo para enviártelo.',
  greeting: 'Hola, {name}:',
  intro: 'Gracias por tu pedido. Hemos recibido tu pago de {total}.',
  tracksHeading: 'Tus temas',
  downloadsNote:
    'Puedes descargar cada tema {count} veces. Cada clic abre un enlace nuevo al archivo MP3 (320 kbps), válido durante 60 segundos.',
  downloadButton: 'Descargar MP3',
  licenceNumber: 'Número de licencia',
  certificateLink: 'Certificado de licencia (PDF)',
  licencesNote:
    'Tus licencias son perpetuas. El certificado detalla lo que permite cada licencia; guárdalo con tus documentos.',
  gearHeading: 'Tu equipo',
  quantity: 'Cantidad',
  shippingNote: 'Estamos preparando tu equipo y te lo enviaremos a esta dirección:',
  shippingLine: 'Envío ({rate})',
  bundleFree: 'gratis con el pack',
  subtotal: 'Subtotal',
  bundleLine: 'Pack de licencias (1 de cada 3 licencias privadas gratis)',
  discountLine: 'Código promocional {code}',
  discountLineNoCode: 'Descuento',
  exclusiveNote:
    'Derechos exclusivos: a partir de ahora nadie más puede licenciar este tema. Las licencias vendidas antes que la tuya siguen siendo válidas.',
  total: 'Total',
  libraryLink: 'Tu biblioteca: vuelve a descargar tus compras cuando quieras',
  keepEmail: 'Guarda este correo: contiene tus enlaces de descarga y tus números de licencia.',
  help: '¿Tienes alguna pregunta sobre tu pedido? Responde a este correo y te ayudaremos.',
  footer: 'Recibes este correo porque has hecho el pedido n.º {number} en {brand}.',
  shippedSubject: 'Tu pedido n.º {number} está en camino',
  shippedPreheader: 'Tu equipo ha salido con {carrier}.',
  shippedIntro: 'Buenas noticias: tu equipo ya ha salido del estudio y va en camino con {carrier}.',
  shippedTracking: 'Número de seguimiento',
  shippedTrackButton: 'Seguir el envío',
  shippedAddress: 'Va a esta dirección:',
  ownerSubject: 'Nueva venta: pedido n.º {number} ({total})',
  ownerIntro: '{name} ({email}) ha pagado el pedido n.º {number}.',
  ownerItemsHeading: 'Artículos',
  ownerShipTo: 'Enviar a',
  ownerNoShipping: 'Pedido digital: no hay nada que enviar.',
  ownerFooter: 'Aviso de venta de tu web, {brand}.',
  unmatchedSubject: 'Pago reembolsado automáticamente: {amount}',
  unmatchedUnknownOrder:
    'Stripe cobró {amount} a {email} por un pago ({session}) que no corresponde a ningún pedido de la web.',
  unmatchedOrderClosed:
    'Stripe cobró {amount} a {email} por el pedido n.º {number}, que ya estaba cerrado cuando llegó el pago.',
  unmatchedExclusiveSold:
    'Stripe cobró {amount} a {email} por el pedido n.º {number}, pero los derechos exclusivos de uno de sus temas ya se habían vendido a otro comprador.',
  unmatchedRefund:
    'La web está devolviendo automáticamente el importe completo al comprador y no se ha entregado nada. Si el comprador se pone en contacto contigo, el pago está en Stripe como {session}.',
  unmatchedFooter: 'Aviso de pago de tu web, {brand}.',
  refundSubject: 'Pedido n.º {number}: te estamos devolviendo el pago',
  refundIntro:
    'Otro comprador se hizo con los derechos exclusivos de {track} momentos antes de que llegara tu pago, así que no hemos podido completar el pedido n.º {number} y no se ha entregado nada.',
  refundBody:
    'Te devolvemos el importe íntegro de {amount}. Según tu banco, puede tardar entre 5 y 10 días en aparecer.',
  licenceWav: LICENCE_NAMES.es.wav,
  licenceTrackout: LICENCE_NAMES.es.trackout,
  checkoutWavDescription: 'MP3 y máster WAV · licencia perpetua',
  checkoutTrackoutDescription: 'MP3, máster WAV y stems · licencia perpetua',
  checkoutTermsAcceptance:
    'He leído y acepto las [condiciones de la licencia]({url}) (versión {version}).',
  downloadWav: 'Descargar WAV',
  downloadStems: 'Descargar stems (zip)',
  downloadsNoteFiles:
    'Puedes descargar cada archivo {count} veces. Cada clic abre un enlace nuevo al archivo, válido durante 60 segundos.',
  taxLine: 'IVA',
  taxIncludedLine: 'IVA incluido',
  reverseChargeNote: 'Inversión del sujeto pasivo: el cliente liquida el IVA.',
  invoiceLink: 'Tu factura (PDF)',
  termsAccepted: 'Aceptaste las condiciones de la licencia al pagar (versión {version}).',
  ownerTax: 'IVA cobrado: {amount} ({country})',
  ownerNoTax: 'Sin IVA ({reason}).',
  ownerReverseCharge: 'inversión del sujeto pasivo, cliente empresa',
  ownerOutsideEu: 'fuera de la UE',
  disputeSubject: 'Pago disputado: pedido n.º {number} ({amount})',
  disputeIntro:
    '{email} ha disputado con su banco el pago de {amount} del pedido n.º {number}. Motivo indicado: {reason}.',
  disputeRevoked:
    'Las descargas y los certificados de licencia del pedido quedan cerrados mientras la disputa siga abierta.',
  disputeEvidence:
    'La página del pedido en el panel muestra cada descarga y exporta un PDF de pruebas (el pedido, las condiciones aceptadas, los emails enviados y cada descarga) para presentarlo en Stripe.',
  recoverySubject: 'Tu compra en {brand} te está esperando',
  recoveryPreheader: 'Tu pago caducó, pero tu selección está a un clic.',
  recoveryIntro: 'Hola, {name}: tu pago de {items} caducó antes de completarse.',
  recoveryButton: 'Volver al pago',
  recoveryNote:
    'El enlace abre un pago nuevo con los mismos artículos. No se cobra nada hasta que pagues.',
  recoveryFooter:
    'Recibes este email porque aceptaste recibir noticias de {brand} al empezar tu compra.',
  lineRefundSubject: 'Pedido n.º {number}: te hemos devuelto {amount}',
  lineRefundPreheader: 'Te hemos reembolsado parte de tu pedido.',
  lineRefundIntro: 'Te hemos devuelto {amount} por estos artículos del pedido n.º {number}:',
  lineRefundLicence: 'sus descargas y su certificado de licencia quedan desactivados',
  lineRefundRestocked: 'cancelado antes del envío',
  lineRefundReturned: 'ya se había enviado: responde a este correo y te diremos cómo devolverlo',
  lineRefundBank:
    'El dinero vuelve a la tarjeta con la que pagaste. Según tu banco, puede tardar de 5 a 10 días en aparecer.',
  lineRefundRest:
    'El resto de tu pedido no cambia: tus demás descargas y licencias siguen funcionando.',
}
