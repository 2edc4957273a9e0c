import type { Locale } from '../../contract/forms.ts'

/**
 * What a sender reads above and below the owner's reply, per site language. The subject keeps
 * "Re:" in every language, so mail apps thread it as a reply. Event and service names come from
 * the sender dictionaries (texts/).
 */
const es = {
  subject_contact: 'Re: Tu mensaje',
  subject_booking: 'Re: Tu solicitud de booking para el {date}',
  subject_enquiry: 'Re: Tu consulta ({service})',
  context:
    'Es mi respuesta al mensaje que enviaste el {date} desde la web de {brand}. Si quieres contestar, responde a este correo.',
}

export type ReplyTexts = { readonly [Key in keyof typeof es]: string }

export const REPLY_TEXTS: Record<Locale, ReplyTexts> = {
  es,
  en: {
    subject_contact: 'Re: Your message',
    subject_booking: 'Re: Your booking request for {date}',
    subject_enquiry: 'Re: Your enquiry ({service})',
    context:
      'This is my reply to the message you sent on {date} through the {brand} website. To answer, just reply to this email.',
  },
  fr: {
    subject_contact: 'Re: Votre message',
    subject_booking: 'Re: Votre demande de booking pour le {date}',
    subject_enquiry: 'Re: Votre demande ({service})',
    context:
      'Voici ma réponse au message que vous avez envoyé le {date} depuis le site de {brand}. Pour me répondre, répondez simplement à cet e-mail.',
  },
  de: {
    subject_contact: 'Re: Ihre Nachricht',
    subject_booking: 'Re: Ihre Booking-Anfrage für den {date}',
    subject_enquiry: 'Re: Ihre Anfrage ({service})',
    context:
      'Dies ist meine Antwort auf die Nachricht, die Sie am {date} über die Website von {brand} gesendet haben. Antworten Sie einfach auf diese E-Mail.',
  },
  pt: {
    subject_contact: 'Re: Sua mensagem',
    subject_booking: 'Re: Seu pedido de booking para o dia {date}',
    subject_enquiry: 'Re: Seu pedido ({service})',
    context:
      'Esta é a minha resposta à mensagem que você enviou no dia {date} pelo site de {brand}. Para responder, é só responder a este e-mail.',
  },
}
