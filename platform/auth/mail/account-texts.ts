import type { SignInLocale } from './texts.ts'

// The owner's account emails in the site's five languages: a password reset, a sign-up
// confirmation, a reauthentication code and an email change (one to each address). On the hosted
// project these are GoTrue's recovery, confirmation, reauthentication and email_change templates.
// `{minutes}`, `{brand}`, `{new_email}` and `{email}` are filled in.

export type AccountEmailKind =
  | 'recovery'
  | 'confirm_signup'
  | 'reauthentication'
  | 'email_change_current'
  | 'email_change_new'

export type AccountTexts = {
  subject: string
  intro: string
  /** The link's button; none for a code-only email. */
  button?: string
  code_intro: string
  expiry: string
  ignore: string
}

const NBSP = '\u00a0'

export const ACCOUNT_FOOTERS: Record<SignInLocale, string> = {
  es: 'Recibes este correo porque tienes una cuenta en la web de {brand}.',
  en: "You're getting this email because you have an account on {brand}'s website.",
  fr: 'Vous recevez cet e-mail car vous avez un compte sur le site de {brand}.',
  de: 'Du bekommst diese E-Mail, weil du ein Konto auf der Website von {brand} hast.',
  pt: 'Você está recebendo este e-mail porque tem uma conta no site de {brand}.',
}

export const ACCOUNT_TEXTS: Record<AccountEmailKind, Record<SignInLocale, AccountTexts>> = {
  recovery: {
    es: {
      subject: 'Restablece tu contraseña',
      intro:
        'Alguien pidió restablecer la contraseña de tu cuenta. Toca el botón para elegir una nueva.',
      button: 'Elegir una contraseña nueva',
      code_intro: 'O escribe este código en la página donde lo pediste:',
      expiry: 'El enlace y el código sirven una sola vez, durante {minutes} minutos.',
      ignore: 'Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
    },
    en: {
      subject: 'Reset your password',
      intro:
        'Someone asked to reset the password of your account. Tap the button to choose a new one.',
      button: 'Choose a new password',
      code_intro: 'Or type this code on the page where you asked for it:',
      expiry: 'The link and the code work once, for {minutes} minutes.',
      ignore: "If you didn't ask for this, ignore this email: your password stays as it is.",
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe',
      intro:
        'Quelqu’un a demandé à réinitialiser le mot de passe de votre compte. Touchez le bouton pour en choisir un nouveau.',
      button: 'Choisir un nouveau mot de passe',
      code_intro: `Ou saisissez ce code sur la page où vous l’avez demandé${NBSP}:`,
      expiry: `Le lien et le code ne servent qu’une fois, pendant {minutes}${NBSP}minutes.`,
      ignore: `Si vous n’avez rien demandé, ignorez cet e-mail${NBSP}: votre mot de passe ne change pas.`,
    },
    de: {
      subject: 'Setze dein Passwort zurück',
      intro:
        'Jemand möchte das Passwort deines Kontos zurücksetzen. Tippe auf den Button, um ein neues zu wählen.',
      button: 'Neues Passwort wählen',
      code_intro: 'Oder gib diesen Code auf der Seite ein, auf der du ihn angefordert hast:',
      expiry: 'Link und Code funktionieren nur einmal und {minutes} Minuten lang.',
      ignore:
        'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt, wie es ist.',
    },
    pt: {
      subject: 'Redefina sua senha',
      intro:
        'Alguém pediu para redefinir a senha da sua conta. Toque no botão para escolher uma nova.',
      button: 'Escolher uma nova senha',
      code_intro: 'Ou digite este código na página onde você o pediu:',
      expiry: 'O link e o código funcionam uma única vez, durante {minutes} minutos.',
      ignore: 'Se não foi você que pediu, ignore este e-mail: sua senha continua a mesma.',
    },
  },
  confirm_signup: {
    es: {
      subject: 'Confirma tu dirección de correo',
      intro: 'Toca el botón para confirmar esta dirección y activar tu cuenta.',
      button: 'Confirmar mi dirección',
      code_intro: 'O escribe este código en la página donde te registraste:',
      expiry: 'El enlace y el código sirven una sola vez, durante {minutes} minutos.',
      ignore: 'Si no creaste una cuenta, ignora este correo: no se activará.',
    },
    en: {
      subject: 'Confirm your email address',
      intro: 'Tap the button to confirm this address and activate your account.',
      button: 'Confirm my address',
      code_intro: 'Or type this code on the page where you signed up:',
      expiry: 'The link and the code work once, for {minutes} minutes.',
      ignore: "If you didn't create an account, ignore this email: it won't be activated.",
    },
    fr: {
      subject: 'Confirmez votre adresse e-mail',
      intro: 'Touchez le bouton pour confirmer cette adresse et activer votre compte.',
      button: 'Confirmer mon adresse',
      code_intro: `Ou saisissez ce code sur la page où vous vous êtes inscrit${NBSP}:`,
      expiry: `Le lien et le code ne servent qu’une fois, pendant {minutes}${NBSP}minutes.`,
      ignore: `Si vous n’avez pas créé de compte, ignorez cet e-mail${NBSP}: il ne sera pas activé.`,
    },
    de: {
      subject: 'Bestätige deine E-Mail-Adresse',
      intro: 'Tippe auf den Button, um diese Adresse zu bestätigen und dein Konto zu aktivieren.',
      button: 'Adresse bestätigen',
      code_intro: 'Oder gib diesen Code auf der Seite ein, auf der du dich registriert hast:',
      expiry: 'Link und Code funktionieren nur einmal und {minutes} Minuten lang.',
      ignore: 'Wenn du kein Konto erstellt hast, ignoriere diese E-Mail: Es wird nicht aktiviert.',
    },
    pt: {
      subject: 'Confirme seu endereço de e-mail',
      intro: 'Toque no botão para confirmar este endereço e ativar sua conta.',
      button: 'Confirmar meu endereço',
      code_intro: 'Ou digite este código na página onde você se cadastrou:',
      expiry: 'O link e o código funcionam uma única vez, durante {minutes} minutos.',
      ignore: 'Se você não criou uma conta, ignore este e-mail: ela não será ativada.',
    },
  },
  reauthentication: {
    es: {
      subject: 'Tu código de confirmación',
      intro: 'Para cambiar tu contraseña, confirma que eres tú.',
      code_intro: 'Escribe este código en la página donde lo pediste:',
      expiry: 'El código sirve una sola vez, durante {minutes} minutos.',
      ignore: 'Si no lo pediste tú, cambia tu contraseña: alguien ha entrado en tu cuenta.',
    },
    en: {
      subject: 'Your confirmation code',
      intro: 'To change your password, confirm that it is you.',
      code_intro: 'Type this code on the page where you asked for it:',
      expiry: 'The code works once, for {minutes} minutes.',
      ignore:
        "If you didn't ask for it, change your password: someone has signed in to your account.",
    },
    fr: {
      subject: 'Votre code de confirmation',
      intro: 'Pour changer votre mot de passe, confirmez qu’il s’agit bien de vous.',
      code_intro: `Saisissez ce code sur la page où vous l’avez demandé${NBSP}:`,
      expiry: `Le code ne sert qu’une fois, pendant {minutes}${NBSP}minutes.`,
      ignore: `Si vous n’avez rien demandé, changez votre mot de passe${NBSP}: quelqu’un s’est connecté à votre compte.`,
    },
    de: {
      subject: 'Dein Bestätigungscode',
      intro: 'Bestätige, dass du es bist, um dein Passwort zu ändern.',
      code_intro: 'Gib diesen Code auf der Seite ein, auf der du ihn angefordert hast:',
      expiry: 'Der Code funktioniert nur einmal und {minutes} Minuten lang.',
      ignore:
        'Wenn du ihn nicht angefordert hast, ändere dein Passwort: Jemand hat sich in dein Konto eingeloggt.',
    },
    pt: {
      subject: 'Seu código de confirmação',
      intro: 'Para trocar sua senha, confirme que é você.',
      code_intro: 'Digite este código na página onde você o pediu:',
      expiry: 'O código funciona uma única vez, durante {minutes} minutos.',
      ignore: 'Se não foi você que pediu, troque sua senha: alguém entrou na sua conta.',
    },
  },
  email_change_current: {
    es: {
      subject: 'Confirma el cambio de tu correo',
      intro:
        'Se pidió cambiar el correo de tu cuenta a {new_email}. Confírmalo desde esta dirección y desde la nueva.',
      button: 'Confirmar el cambio',
      code_intro: 'O escribe este código en la página donde lo pediste:',
      expiry: 'El enlace y el código sirven una sola vez, durante {minutes} minutos.',
      ignore: 'Si no lo pediste tú, no toques el botón y cambia tu contraseña.',
    },
    en: {
      subject: 'Confirm the change of your email',
      intro:
        'A change of your account’s email to {new_email} was requested. Confirm it from this address and from the new one.',
      button: 'Confirm the change',
      code_intro: 'Or type this code on the page where you asked for it:',
      expiry: 'The link and the code work once, for {minutes} minutes.',
      ignore: "If you didn't ask for this, don't tap the button, and change your password.",
    },
    fr: {
      subject: 'Confirmez le changement de votre e-mail',
      intro:
        'Le changement de l’e-mail de votre compte pour {new_email} a été demandé. Confirmez-le depuis cette adresse et depuis la nouvelle.',
      button: 'Confirmer le changement',
      code_intro: `Ou saisissez ce code sur la page où vous l’avez demandé${NBSP}:`,
      expiry: `Le lien et le code ne servent qu’une fois, pendant {minutes}${NBSP}minutes.`,
      ignore:
        'Si vous n’avez rien demandé, ne touchez pas le bouton et changez votre mot de passe.',
    },
    de: {
      subject: 'Bestätige die Änderung deiner E-Mail-Adresse',
      intro:
        'Die E-Mail-Adresse deines Kontos soll zu {new_email} geändert werden. Bestätige das von dieser und von der neuen Adresse aus.',
      button: 'Änderung bestätigen',
      code_intro: 'Oder gib diesen Code auf der Seite ein, auf der du ihn angefordert hast:',
      expiry: 'Link und Code funktionieren nur einmal und {minutes} Minuten lang.',
      ignore:
        'Wenn du das nicht angefordert hast, tippe nicht auf den Button und ändere dein Passwort.',
    },
    pt: {
      subject: 'Confirme a troca do seu e-mail',
      intro:
        'Foi pedida a troca do e-mail da sua conta para {new_email}. Confirme a partir deste endereço e do novo.',
      button: 'Confirmar a troca',
      code_intro: 'Ou digite este código na página onde você o pediu:',
      expiry: 'O link e o código funcionam uma única vez, durante {minutes} minutos.',
      ignore: 'Se não foi você que pediu, não toque no botão e troque sua senha.',
    },
  },
  email_change_new: {
    es: {
      subject: 'Confirma tu nueva dirección de correo',
      intro:
        'Toca el botón para que {email} pase a ser el correo de tu cuenta. El cambio se hace cuando lo confirmes también desde la dirección actual.',
      button: 'Confirmar mi nueva dirección',
      code_intro: 'O escribe este código en la página donde lo pediste:',
      expiry: 'El enlace y el código sirven una sola vez, durante {minutes} minutos.',
      ignore: 'Si no lo pediste tú, ignora este correo: nada cambia.',
    },
    en: {
      subject: 'Confirm your new email address',
      intro:
        'Tap the button to make {email} your account’s email. The change happens once you also confirm it from your current address.',
      button: 'Confirm my new address',
      code_intro: 'Or type this code on the page where you asked for it:',
      expiry: 'The link and the code work once, for {minutes} minutes.',
      ignore: "If you didn't ask for this, ignore this email: nothing changes.",
    },
    fr: {
      subject: 'Confirmez votre nouvelle adresse e-mail',
      intro:
        'Touchez le bouton pour que {email} devienne l’e-mail de votre compte. Le changement se fait quand vous l’aurez aussi confirmé depuis votre adresse actuelle.',
      button: 'Confirmer ma nouvelle adresse',
      code_intro: `Ou saisissez ce code sur la page où vous l’avez demandé${NBSP}:`,
      expiry: `Le lien et le code ne servent qu’une fois, pendant {minutes}${NBSP}minutes.`,
      ignore: `Si vous n’avez rien demandé, ignorez cet e-mail${NBSP}: rien ne change.`,
    },
    de: {
      subject: 'Bestätige deine neue E-Mail-Adresse',
      intro:
        'Tippe auf den Button, damit {email} die E-Mail-Adresse deines Kontos wird. Die Änderung gilt, sobald du sie auch von deiner bisherigen Adresse aus bestätigt hast.',
      button: 'Neue Adresse bestätigen',
      code_intro: 'Oder gib diesen Code auf der Seite ein, auf der du ihn angefordert hast:',
      expiry: 'Link und Code funktionieren nur einmal und {minutes} Minuten lang.',
      ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
    },
    pt: {
      subject: 'Confirme seu novo endereço de e-mail',
      intro:
        'Toque no botão para que {email} passe a ser o e-mail da sua conta. A troca acontece quando você confirmar também a partir do endereço atual.',
      button: 'Confirmar meu novo endereço',
      code_intro: 'Ou digite este código na página onde você o pediu:',
      expiry: 'O link e o código funcionam uma única vez, durante {minutes} minutos.',
      ignore: 'Se não foi você que pediu, ignore este e-mail: nada muda.',
    },
  },
}
