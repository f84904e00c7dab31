// The password-reset email in the account holder's language, with a link to the reset screen
// under that language's prefix (spec §2.1).
import { emailLanguage, shopLink, type OutgoingEmail } from './outgoing-email'

const TEXTS = {
  en: {
    subject: 'Reset your password',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nWe received a request to reset the password of your account. Open this link within one hour to choose a new password:\n\n${link}\n\nIf you did not ask for this, you can ignore this email: your password stays the same.`,
  },
  es: {
    subject: 'Restablece tu contraseña',
    body: (name: string, link: string) =>
      `Hola ${name}:\n\nRecibimos una solicitud para restablecer la contraseña de tu cuenta. Abre este enlace dentro de la próxima hora para elegir una nueva contraseña:\n\n${link}\n\nSi no la solicitaste, puedes ignorar este correo: tu contraseña seguirá siendo la misma.`,
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    body: (name: string, link: string) =>
      `Bonjour ${name},\n\nNous avons reçu une demande de réinitialisation du mot de passe de votre compte. Ouvrez ce lien dans l’heure qui vient pour choisir un nouveau mot de passe :\n\n${link}\n\nSi vous n’êtes pas à l’origine de cette demande, ignorez simplement ce courriel : votre mot de passe reste inchangé.`,
  },
} as const

export function passwordResetEmail(data: { to: string; firstName: string; language: string; origin: string; token: string }): OutgoingEmail {
  const language = emailLanguage(data.language)
  const link = shopLink(data.origin, language, `/reset-password?token=${encodeURIComponent(data.token)}`)
  const text = TEXTS[language]
  return { to: data.to, subject: text.subject, bodyText: text.body(data.firstName, link), template: 'password_reset' }
}
