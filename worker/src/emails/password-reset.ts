// The password-reset email in the account holder's language, with a link to the reset screen
// under that language's prefix (/es, /fr; none for English). The token is a secret: blanked out
// of the stored copy once sent.
import type { Language } from '#shared/catalogue/catalogue'
import { renderEmail } from './layout'
import { body, emailLanguage, shopHome, shopLink, type OutgoingEmail } from './outgoing-email'

const TEXTS: Record<Language, { subject: string; preheader: string; greeting: (name: string) => string; intro: string; button: string; ignore: string }> = {
  en: {
    subject: 'Reset your password',
    preheader: 'Your link to choose a new password works for one hour.',
    greeting: (name) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your account. Open this link within one hour to choose a new password:',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email: your password stays the same. The link works only once.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    preheader: 'Tu enlace para elegir una nueva contraseña es válido durante una hora.',
    greeting: (name) => `Hola ${name}:`,
    intro: 'Recibimos una solicitud para restablecer la contraseña de tu cuenta. Abre este enlace dentro de la próxima hora para elegir una nueva contraseña:',
    button: 'Elegir una nueva contraseña',
    ignore: 'Si no la solicitaste, puedes ignorar este correo: tu contraseña seguirá siendo la misma. El enlace solo funciona una vez.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    preheader: 'Votre lien pour choisir un nouveau mot de passe est valable une heure.',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Ouvrez ce lien dans l’heure qui vient pour choisir un nouveau mot de passe :',
    button: 'Choisir un nouveau mot de passe',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez simplement cet e-mail : votre mot de passe reste inchangé. Le lien ne fonctionne qu’une seule fois.',
  },
}

export function passwordResetEmail(data: { to: string; firstName: string; language: string; origin: string; token: string }): OutgoingEmail {
  const language = emailLanguage(data.language)
  const link = shopLink(data.origin, language, `/reset-password?token=${encodeURIComponent(data.token)}`)
  const t = TEXTS[language]
  const rendered = renderEmail({
    language,
    title: t.subject,
    preheader: t.preheader,
    heading: t.subject,
    shopUrl: shopHome(data.origin, language),
    blocks: [
      { kind: 'paragraph', text: t.greeting(data.firstName) },
      { kind: 'paragraph', text: t.intro },
      { kind: 'button', label: t.button, url: link },
      { kind: 'note', text: t.ignore },
    ],
  })
  return { to: data.to, subject: t.subject, ...body(rendered), template: 'password_reset', secrets: [data.token] }
}
