// The sign-in email in the site's five languages. On the hosted project these are GoTrue's
// email templates; the stand-in renders the same words. `{minutes}` and `{brand}` are filled in.

export const SIGN_IN_LOCALES = ['es', 'en', 'fr', 'de', 'pt'] as const
export type SignInLocale = (typeof SIGN_IN_LOCALES)[number]

export type SignInTexts = {
  subject: string
  intro: string
  button: string
  code_intro: string
  expiry: string
  ignore: string
  footer: string
}

const NBSP = '\u00a0'

export const SIGN_IN_TEXTS: Record<SignInLocale, SignInTexts> = {
  es: {
    subject: 'Tu enlace para entrar en tu biblioteca',
    intro:
      'Toca el botón para abrir tu biblioteca: tus descargas, certificados de licencia y pedidos.',
    button: 'Abrir mi biblioteca',
    code_intro: 'O escribe este código en la página donde lo pediste:',
    expiry: 'El enlace y el código sirven una sola vez, durante {minutes} minutos.',
    ignore: 'Si no lo pediste tú, ignora este correo: nadie puede entrar sin él.',
    footer: 'Recibes este correo porque alguien escribió esta dirección en la web de {brand}.',
  },
  en: {
    subject: 'Your sign-in link to your library',
    intro: 'Tap the button to open your library: your downloads, licence certificates and orders.',
    button: 'Open my library',
    code_intro: 'Or type this code on the page where you asked for it:',
    expiry: 'The link and the code work once, for {minutes} minutes.',
    ignore: "If you didn't ask for this, ignore this email: nobody can sign in without it.",
    footer: "You're getting this email because someone entered this address on {brand}'s website.",
  },
  fr: {
    subject: 'Votre lien de connexion à votre bibliothèque',
    intro: `Touchez le bouton pour ouvrir votre bibliothèque${NBSP}: vos téléchargements, certificats de licence et commandes.`,
    button: 'Ouvrir ma bibliothèque',
    code_intro: `Ou saisissez ce code sur la page où vous l’avez demandé${NBSP}:`,
    expiry: 'Le lien et le code ne servent qu’une fois, pendant {minutes}\u00a0minutes.',
    ignore: `Si vous n’avez rien demandé, ignorez cet e-mail${NBSP}: personne ne peut se connecter sans lui.`,
    footer: 'Vous recevez cet e-mail car quelqu’un a saisi cette adresse sur le site de {brand}.',
  },
  de: {
    subject: 'Dein Anmeldelink für deine Bibliothek',
    intro:
      'Tippe auf den Button, um deine Bibliothek zu öffnen: deine Downloads, Lizenzzertifikate und Bestellungen.',
    button: 'Meine Bibliothek öffnen',
    code_intro: 'Oder gib diesen Code auf der Seite ein, auf der du ihn angefordert hast:',
    expiry: 'Link und Code funktionieren nur einmal und {minutes} Minuten lang.',
    ignore:
      'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Ohne sie kann sich niemand anmelden.',
    footer:
      'Du bekommst diese E-Mail, weil jemand diese Adresse auf der Website von {brand} eingegeben hat.',
  },
  pt: {
    subject: 'Seu link de acesso à sua biblioteca',
    intro:
      'Toque no botão para abrir sua biblioteca: seus downloads, certificados de licença e pedidos.',
    button: 'Abrir minha biblioteca',
    code_intro: 'Ou digite este código na página onde você o pediu:',
    expiry: 'O link e o código funcionam uma única vez, durante {minutes} minutos.',
    ignore: 'Se não foi você que pediu, ignore este e-mail: ninguém consegue entrar sem ele.',
    footer:
      'Você está recebendo este e-mail porque alguém informou este endereço no site de {brand}.',
  },
}

export function isSignInLocale(value: unknown): value is SignInLocale {
  return typeof value === 'string' && (SIGN_IN_LOCALES as readonly string[]).includes(value)
}
