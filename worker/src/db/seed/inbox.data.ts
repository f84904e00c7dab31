// What customers wrote and who reads the newsletter in the demo shop, so the back office's
// Messages and Subscribers screens (decision 038) show something in each status and language.
// Fictional addresses only (example.com): none is a demo account's.
import type { ContactMessageStatus } from '#shared/contracts/admin-messages'
import type { Language } from '#shared/catalogue/catalogue'

type SeedMessage = { name: string; email: string; subject: string; message: string; language: Language; status: ContactMessageStatus; daysAgo: number }

export const seedMessages: SeedMessage[] = [
  {
    name: 'Valentina Ortiz',
    email: 'valentina.ortiz@example.com',
    subject: '¿Qué talla elijo después del parto?',
    message:
      'Hola, tuve a mi bebé hace seis semanas y quiero empezar a usar una faja. Mido 1,62 m y mi cintura hoy es de 84 cm.\n\n¿Me recomiendan la talla M o la L? Gracias.',
    language: 'es',
    status: 'new',
    daysAgo: 0.2,
  },
  {
    name: 'Chloé Martin',
    email: 'chloe.martin@example.com',
    subject: 'Délai de livraison pour Lyon',
    message: 'Bonjour, si je commande aujourd’hui une gaine sur mesure, quand puis-je espérer la recevoir à Lyon ? Merci d’avance.',
    language: 'fr',
    status: 'new',
    daysAgo: 1.1,
  },
  {
    name: 'Megan Brooks',
    email: 'megan.brooks@example.com',
    subject: 'Exchange for a smaller size',
    message: 'Hi! My waist trainer arrived yesterday and it is a little loose. Can I exchange it for an S? It has not been worn and the tags are still on.',
    language: 'en',
    status: 'answered',
    daysAgo: 3,
  },
  {
    name: 'Laura Gómez',
    email: 'laura.gomez@example.com',
    subject: 'Pedido para regalo',
    message: 'Buenas tardes, ¿pueden enviar el pedido sin la factura dentro del paquete? Es un regalo para mi hermana.',
    language: 'es',
    status: 'closed',
    daysAgo: 9,
  },
  {
    name: 'Olivia Chen',
    email: 'olivia.chen@example.com',
    subject: 'Washing instructions',
    message: 'How should I wash the powernet body shaper? Hand wash only, or is a delicate cycle fine?',
    language: 'en',
    status: 'closed',
    daysAgo: 16,
  },
]

type SeedSubscriber = { email: string; language: Language; daysAgo: number; unsubscribedDaysAgo?: number }

export const seedSubscribers: SeedSubscriber[] = [
  { email: 'isabel.restrepo@example.com', language: 'es', daysAgo: 2 },
  { email: 'amelie.dubois@example.com', language: 'fr', daysAgo: 5 },
  { email: 'hannah.wright@example.com', language: 'en', daysAgo: 8 },
  { email: 'sofia.herrera@example.com', language: 'es', daysAgo: 21 },
  { email: 'jessica.taylor@example.com', language: 'en', daysAgo: 40, unsubscribedDaysAgo: 12 },
  { email: 'manon.petit@example.com', language: 'fr', daysAgo: 64 },
]
