import type { OrderTexts } from './en.ts'

export const es: OrderTexts = {
  licencePrivate: 'Licencia privada',
  licenceCommercial: 'Licencia comercial',
  checkoutTrackDescription: 'MP3 a 320 kbps · licencia perpetua',
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
  total: 'Total',
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
  unmatchedRefund:
    'La web está devolviendo automáticamente el importe completo al comprador y no se ha entregado nada. Si el comprador se pone en contacto contigo, el pago está en Stripe como {session}.',
  unmatchedFooter: 'Aviso de pago de tu web, {brand}.',
}
