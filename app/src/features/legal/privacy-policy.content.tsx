// Privacy Policy (order records 7 years, analytics up to 26 months, replies within 30 days
// under the GDPR and 45 under the CCPA, minimum age 18 or 13-18 with a guardian's consent).
import type { LegalDocument } from './legal-document'

export const privacyPolicy: LegalDocument = {
  en: (f) => ({
    title: 'Privacy Policy',
    description: 'What personal data we collect, why, how long we keep it, who we share it with and how to exercise your privacy rights.',
    intro: (
      <p>
        This policy explains how {f.company} (“we”, “us”), which operates the {f.brand} shop, collects and uses your personal data when you
        browse our website, place an order, create an account, send us a message or subscribe to our newsletter. We collect only what we need
        to serve you, and we never sell your personal data.
      </p>
    ),
    sections: [
      {
        id: 'controller',
        heading: 'Who is responsible for your data',
        body: (
          <p>
            The data controller is {f.company}, {f.address}. You can reach us about privacy at any time at {f.email} or through our{' '}
            {f.link('/contact', 'contact form')}.
          </p>
        ),
      },
      {
        id: 'data',
        heading: 'The data we collect',
        body: (
          <ul>
            <li>
              <strong>Orders:</strong> your name, email, phone number, shipping and billing addresses, the items you buy and the amounts paid.
            </li>
            <li>
              <strong>Payments:</strong> card payments are handled by our payment provider. We receive a payment confirmation, never your card
              number.
            </li>
            <li>
              <strong>Account:</strong> your name, email, optional phone, preferred language, a securely hashed password, your order history and
              loyalty points.
            </li>
            <li>
              <strong>Messages and wholesale requests:</strong> what you write to us, with your contact details and, for businesses, company
              information.
            </li>
            <li>
              <strong>Newsletter:</strong> your email address and language.
            </li>
            <li>
              <strong>Technical data:</strong> your IP address and browser details, used for security and to prevent abuse, and the items
              stored on your device so the shop works (see “Cookies and local storage”).
            </li>
            <li>
              <strong>Analytics:</strong> aggregated information on how pages are used, to improve the shop.
            </li>
          </ul>
        ),
      },
      {
        id: 'use',
        heading: 'Why we use it and on what legal basis',
        body: (
          <ul>
            <li>to process, ship and support your orders and returns (performance of a contract);</li>
            <li>to manage your account and loyalty points (performance of a contract);</li>
            <li>to answer your messages and wholesale requests (your request and our legitimate interest);</li>
            <li>to send the newsletter (your consent, which you can withdraw at any time);</li>
            <li>to keep the shop secure, prevent fraud and abuse, and improve it (our legitimate interests);</li>
            <li>to keep accounting and tax records (legal obligation).</li>
          </ul>
        ),
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        body: (
          <>
            <p>We share personal data only with the service providers who help us run the shop, and only what each one needs:</p>
            <ul>
              <li>our payment provider, to take payments;</li>
              <li>carriers and customs brokers, to deliver your parcel;</li>
              <li>our hosting, database and email providers, to run the website and send messages;</li>
              <li>authorities, when the law requires it.</li>
            </ul>
            <p>
              We do not sell your personal data and we do not share it for cross-context behavioural advertising, as those terms are defined
              by the California Consumer Privacy Act (CCPA).
            </p>
          </>
        ),
      },
      {
        id: 'transfers',
        heading: 'International transfers',
        body: (
          <p>
            Our products are made and shipped from Colombia, the operating company is based in the United States and our providers may process
            data in other countries. When personal data leaves the European Economic Area or another country with transfer rules, we rely on
            appropriate safeguards such as the European Commission’s standard contractual clauses.
          </p>
        ),
      },
      {
        id: 'retention',
        heading: 'How long we keep it',
        body: (
          <ul>
            <li>
              <strong>Order records:</strong> 7 years, as required for accounting and tax purposes.
            </li>
            <li>
              <strong>Analytics data:</strong> up to 26 months.
            </li>
            <li>
              <strong>Account data:</strong> while your account is open; when you ask us to delete it, we erase it except what we must keep by
              law.
            </li>
            <li>
              <strong>Newsletter:</strong> until you unsubscribe (we keep a record of the unsubscription so we do not write to you again).
            </li>
            <li>
              <strong>Messages:</strong> as long as needed to answer you and handle any follow-up.
            </li>
            <li>
              <strong>Security counters</strong> linked to IP addresses: a few minutes to a few hours.
            </li>
          </ul>
        ),
      },
      {
        id: 'rights',
        heading: 'Your rights',
        body: (
          <>
            <p>
              Depending on where you live, you have the right to access your data, correct it, delete it, receive a copy in a portable format,
              object to or restrict its use, and withdraw your consent at any time. Under the CCPA, California residents also have the right to
              know what we collect, to delete and correct it, to opt out of any sale or sharing (we do neither) and not to be treated
              differently for using these rights. Under Colombian law (Law 1581 of 2012) you may also know, update and rectify your data.
            </p>
            <p>
              Send your request to {f.email}. We may ask you to confirm your identity. We reply within <strong>30 days</strong> under the GDPR
              and within <strong>45 days</strong> under the CCPA; where the law allows, we will tell you if we need more time and why. You may
              also complain to your data protection authority.
            </p>
            <p>
              You can unsubscribe from the newsletter at any time with the link in every email or on our{' '}
              {f.link('/unsubscribe', 'unsubscribe page')}.
            </p>
          </>
        ),
      },
      {
        id: 'cookies',
        heading: 'Cookies and local storage',
        body: (
          <p>
            We use only what the shop needs to work: a session cookie when you sign in, and your device’s storage for your cart, your language
            preference and a copy of the catalogue so the app can work offline. We do not use advertising cookies. You can clear this data from
            your browser settings at any time; your cart and offline copy will then be emptied.
          </p>
        ),
      },
      {
        id: 'children',
        heading: 'Minimum age',
        body: (
          <p>
            You must be at least <strong>18 years old</strong> to create an account or place an order. People between 13 and 18 may use the shop
            only with the consent and involvement of a parent or legal guardian. Our shop is not directed at children under 13, and we do not
            knowingly collect their data; if you believe a child has given us personal data, contact us and we will delete it.
          </p>
        ),
      },
      {
        id: 'security',
        heading: 'Security',
        body: (
          <p>
            We protect your data with encrypted connections (HTTPS), hashed passwords, access limited to staff who need it, and providers chosen
            for their security practices. No system is perfectly secure; if a breach ever affected your data, we would inform you and the
            authorities as the law requires.
          </p>
        ),
      },
      {
        id: 'changes',
        heading: 'Changes to this policy',
        body: (
          <p>
            We may update this policy when our services or the law change. The date at the top shows the current version; for important changes
            we will also let you know by email or on the website.
          </p>
        ),
      },
    ],
  }),
  es: (f) => ({
    title: 'Política de privacidad',
    description: 'Qué datos personales recopilamos, para qué, cuánto tiempo los guardamos, con quién los compartimos y cómo ejercer tus derechos.',
    intro: (
      <p>
        Esta política explica cómo {f.company} (“nosotros”), que opera la tienda {f.brand}, recopila y usa tus datos personales cuando navegas
        por nuestro sitio, haces un pedido, creas una cuenta, nos escribes o te suscribes a nuestro boletín. Solo recopilamos lo necesario para
        atenderte y nunca vendemos tus datos personales.
      </p>
    ),
    sections: [
      {
        id: 'controller',
        heading: 'Quién es responsable de tus datos',
        body: (
          <p>
            El responsable del tratamiento es {f.company}, {f.address}. Puedes escribirnos sobre privacidad en cualquier momento a {f.email} o
            desde nuestro {f.link('/contact', 'formulario de contacto')}.
          </p>
        ),
      },
      {
        id: 'data',
        heading: 'Los datos que recopilamos',
        body: (
          <ul>
            <li>
              <strong>Pedidos:</strong> tu nombre, correo, teléfono, direcciones de envío y facturación, los productos que compras y los montos
              pagados.
            </li>
            <li>
              <strong>Pagos:</strong> los pagos con tarjeta los procesa nuestro proveedor de pagos. Recibimos una confirmación del pago, nunca el número
              de tu tarjeta.
            </li>
            <li>
              <strong>Cuenta:</strong> tu nombre, correo, teléfono opcional, idioma preferido, una contraseña cifrada de forma segura, tu
              historial de pedidos y tus puntos de fidelidad.
            </li>
            <li>
              <strong>Mensajes y solicitudes mayoristas:</strong> lo que nos escribes, con tus datos de contacto y, para empresas, la información
              de la empresa.
            </li>
            <li>
              <strong>Boletín:</strong> tu correo electrónico y tu idioma.
            </li>
            <li>
              <strong>Datos técnicos:</strong> tu dirección IP y los datos de tu navegador, usados para la seguridad y para prevenir abusos, y la
              información guardada en tu dispositivo para que la tienda funcione (ver “Cookies y almacenamiento local”).
            </li>
            <li>
              <strong>Analítica:</strong> información agregada sobre el uso de las páginas, para mejorar la tienda.
            </li>
          </ul>
        ),
      },
      {
        id: 'use',
        heading: 'Para qué los usamos y con qué base legal',
        body: (
          <ul>
            <li>para procesar, enviar y atender tus pedidos y devoluciones (ejecución de un contrato);</li>
            <li>para gestionar tu cuenta y tus puntos de fidelidad (ejecución de un contrato);</li>
            <li>para responder tus mensajes y solicitudes mayoristas (tu solicitud y nuestro interés legítimo);</li>
            <li>para enviarte el boletín (tu consentimiento, que puedes retirar en cualquier momento);</li>
            <li>para mantener la tienda segura, prevenir fraudes y abusos, y mejorarla (nuestros intereses legítimos);</li>
            <li>para llevar la contabilidad y los registros tributarios (obligación legal).</li>
          </ul>
        ),
      },
      {
        id: 'sharing',
        heading: 'Con quién los compartimos',
        body: (
          <>
            <p>Solo compartimos datos personales con los proveedores que nos ayudan a operar la tienda, y solo lo que cada uno necesita:</p>
            <ul>
              <li>nuestro proveedor de pagos, para cobrar;</li>
              <li>transportadoras y agentes de aduana, para entregar tu paquete;</li>
              <li>nuestros proveedores de alojamiento, base de datos y correo, para operar el sitio y enviar mensajes;</li>
              <li>las autoridades, cuando la ley lo exige.</li>
            </ul>
            <p>
              No vendemos tus datos personales ni los compartimos para publicidad conductual entre contextos, según la definición de la Ley de
              Privacidad del Consumidor de California (CCPA).
            </p>
          </>
        ),
      },
      {
        id: 'transfers',
        heading: 'Transferencias internacionales',
        body: (
          <p>
            Nuestros productos se fabrican y se envían desde Colombia, la empresa operadora está en Estados Unidos y nuestros proveedores pueden
            tratar datos en otros países. Cuando los datos personales salen del Espacio Económico Europeo o de otro país con normas sobre
            transferencias, usamos garantías adecuadas, como las cláusulas contractuales tipo de la Comisión Europea.
          </p>
        ),
      },
      {
        id: 'retention',
        heading: 'Cuánto tiempo los guardamos',
        body: (
          <ul>
            <li>
              <strong>Registros de pedidos:</strong> 7 años, como lo exigen las normas contables y tributarias.
            </li>
            <li>
              <strong>Datos de analítica:</strong> hasta 26 meses.
            </li>
            <li>
              <strong>Datos de la cuenta:</strong> mientras tu cuenta esté abierta; cuando nos pidas eliminarla, los borramos salvo lo que la
              ley nos obliga a conservar.
            </li>
            <li>
              <strong>Boletín:</strong> hasta que canceles la suscripción (guardamos constancia de la cancelación para no volver a escribirte).
            </li>
            <li>
              <strong>Mensajes:</strong> el tiempo necesario para responderte y hacer el seguimiento.
            </li>
            <li>
              <strong>Contadores de seguridad</strong> asociados a direcciones IP: de unos minutos a unas horas.
            </li>
          </ul>
        ),
      },
      {
        id: 'rights',
        heading: 'Tus derechos',
        body: (
          <>
            <p>
              Según dónde vivas, tienes derecho a acceder a tus datos, corregirlos, eliminarlos, recibir una copia en un formato portable,
              oponerte a su uso o limitarlo, y retirar tu consentimiento en cualquier momento. Según la CCPA, los residentes de California
              también tienen derecho a saber qué recopilamos, a eliminarlo y corregirlo, a oponerse a cualquier venta o intercambio (no hacemos
              ninguna de las dos cosas) y a no recibir un trato diferente por ejercer estos derechos. Según la ley colombiana (Ley 1581 de 2012),
              también puedes conocer, actualizar y rectificar tus datos.
            </p>
            <p>
              Envía tu solicitud a {f.email}. Es posible que te pidamos confirmar tu identidad. Respondemos en un plazo de{' '}
              <strong>30 días</strong> según el RGPD y de <strong>45 días</strong> según la CCPA; cuando la ley lo permita, te avisaremos si
              necesitamos más tiempo y por qué. También puedes presentar una queja ante tu autoridad de protección de datos.
            </p>
            <p>
              Puedes cancelar la suscripción al boletín en cualquier momento con el enlace que aparece en cada correo o en nuestra{' '}
              {f.link('/unsubscribe', 'página para cancelar la suscripción')}.
            </p>
          </>
        ),
      },
      {
        id: 'cookies',
        heading: 'Cookies y almacenamiento local',
        body: (
          <p>
            Solo usamos lo que la tienda necesita para funcionar: una cookie de sesión cuando inicias sesión y el almacenamiento de tu
            dispositivo para tu carrito, tu preferencia de idioma y una copia del catálogo para que la aplicación funcione sin conexión. No usamos
            cookies publicitarias. Puedes borrar estos datos desde la configuración de tu navegador en cualquier momento; tu carrito y la copia
            sin conexión quedarán vacíos.
          </p>
        ),
      },
      {
        id: 'children',
        heading: 'Edad mínima',
        body: (
          <p>
            Debes tener al menos <strong>18 años</strong> para crear una cuenta o hacer un pedido. Las personas de 13 a 18 años solo pueden usar
            la tienda con el consentimiento y la participación de su padre, madre o tutor legal. Nuestra tienda no está dirigida a menores de 13
            años y no recopilamos sus datos a sabiendas; si crees que un menor nos dio datos personales, contáctanos y los eliminaremos.
          </p>
        ),
      },
      {
        id: 'security',
        heading: 'Seguridad',
        body: (
          <p>
            Protegemos tus datos con conexiones cifradas (HTTPS), contraseñas cifradas, acceso limitado al personal que lo necesita y proveedores
            elegidos por sus prácticas de seguridad. Ningún sistema es completamente seguro; si alguna vez una brecha afectara tus datos, te
            informaríamos a ti y a las autoridades como lo exige la ley.
          </p>
        ),
      },
      {
        id: 'changes',
        heading: 'Cambios en esta política',
        body: (
          <p>
            Podemos actualizar esta política cuando cambien nuestros servicios o la ley. La fecha de arriba indica la versión vigente; si los
            cambios son importantes, también te avisaremos por correo o en el sitio.
          </p>
        ),
      },
    ],
  }),
  fr: (f) => ({
    title: 'Politique de confidentialité',
    description: 'Les données personnelles que nous collectons, pourquoi, combien de temps nous les gardons, avec qui nous les partageons et vos droits.',
    intro: (
      <p>
        Cette politique explique comment {f.company} (« nous »), qui exploite la boutique {f.brand}, collecte et utilise vos données
        personnelles lorsque vous naviguez sur notre site, passez commande, créez un compte, nous écrivez ou vous abonnez à notre newsletter.
        Nous ne collectons que ce qui est nécessaire pour vous servir et nous ne vendons jamais vos données personnelles.
      </p>
    ),
    sections: [
      {
        id: 'controller',
        heading: 'Qui est responsable de vos données',
        body: (
          <p>
            Le responsable du traitement est {f.company}, {f.address}. Vous pouvez nous écrire à tout moment au sujet de la confidentialité à{' '}
            {f.email} ou via notre {f.link('/contact', 'formulaire de contact')}.
          </p>
        ),
      },
      {
        id: 'data',
        heading: 'Les données que nous collectons',
        body: (
          <ul>
            <li>
              <strong>Commandes :</strong> vos nom, e-mail, téléphone, adresses de livraison et de facturation, les articles achetés et les
              montants payés.
            </li>
            <li>
              <strong>Paiements :</strong> les paiements par carte sont traités par notre prestataire de paiement. Nous recevons une
              confirmation de paiement, jamais le numéro de votre carte.
            </li>
            <li>
              <strong>Compte :</strong> vos nom, e-mail, téléphone facultatif, langue préférée, un mot de passe haché de façon sécurisée,
              l’historique de vos commandes et vos points de fidélité.
            </li>
            <li>
              <strong>Messages et demandes de gros :</strong> ce que vous nous écrivez, avec vos coordonnées et, pour les entreprises, les
              informations sur la société.
            </li>
            <li>
              <strong>Newsletter :</strong> votre adresse e-mail et votre langue.
            </li>
            <li>
              <strong>Données techniques :</strong> votre adresse IP et les informations de votre navigateur, utilisées pour la sécurité et la
              prévention des abus, ainsi que les éléments enregistrés sur votre appareil pour que la boutique fonctionne (voir « Cookies et
              stockage local »).
            </li>
            <li>
              <strong>Mesure d’audience :</strong> des informations agrégées sur l’utilisation des pages, pour améliorer la boutique.
            </li>
          </ul>
        ),
      },
      {
        id: 'use',
        heading: 'Pourquoi nous les utilisons et sur quelle base légale',
        body: (
          <ul>
            <li>traiter, expédier et suivre vos commandes et retours (exécution d’un contrat) ;</li>
            <li>gérer votre compte et vos points de fidélité (exécution d’un contrat) ;</li>
            <li>répondre à vos messages et demandes de gros (votre demande et notre intérêt légitime) ;</li>
            <li>vous envoyer la newsletter (votre consentement, que vous pouvez retirer à tout moment) ;</li>
            <li>assurer la sécurité de la boutique, prévenir la fraude et les abus, et l’améliorer (nos intérêts légitimes) ;</li>
            <li>tenir nos registres comptables et fiscaux (obligation légale).</li>
          </ul>
        ),
      },
      {
        id: 'sharing',
        heading: 'Avec qui nous les partageons',
        body: (
          <>
            <p>Nous ne partageons vos données qu’avec les prestataires qui nous aident à faire fonctionner la boutique, et seulement ce dont chacun a besoin :</p>
            <ul>
              <li>notre prestataire de paiement, pour encaisser les paiements ;</li>
              <li>les transporteurs et commissionnaires en douane, pour livrer votre colis ;</li>
              <li>nos hébergeurs, fournisseurs de base de données et d’e-mail, pour faire fonctionner le site et envoyer les messages ;</li>
              <li>les autorités, lorsque la loi l’exige.</li>
            </ul>
            <p>
              Nous ne vendons pas vos données personnelles et ne les partageons pas à des fins de publicité comportementale intercontextuelle,
              au sens de la loi californienne sur la protection de la vie privée des consommateurs (CCPA).
            </p>
          </>
        ),
      },
      {
        id: 'transfers',
        heading: 'Transferts internationaux',
        body: (
          <p>
            Nos produits sont fabriqués et expédiés depuis la Colombie, la société exploitante est établie aux États-Unis et nos prestataires
            peuvent traiter des données dans d’autres pays. Lorsque des données quittent l’Espace économique européen ou un autre pays encadrant
            les transferts, nous nous appuyons sur des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.
          </p>
        ),
      },
      {
        id: 'retention',
        heading: 'Durée de conservation',
        body: (
          <ul>
            <li>
              <strong>Dossiers de commande :</strong> 7 ans, comme l’exigent les règles comptables et fiscales.
            </li>
            <li>
              <strong>Données de mesure d’audience :</strong> jusqu’à 26 mois.
            </li>
            <li>
              <strong>Données du compte :</strong> tant que votre compte est ouvert ; si vous nous demandez de le supprimer, nous effaçons vos
              données sauf celles que la loi nous oblige à conserver.
            </li>
            <li>
              <strong>Newsletter :</strong> jusqu’à votre désabonnement (nous gardons une trace du désabonnement pour ne plus vous écrire).
            </li>
            <li>
              <strong>Messages :</strong> le temps nécessaire pour vous répondre et assurer le suivi.
            </li>
            <li>
              <strong>Compteurs de sécurité</strong> liés aux adresses IP : de quelques minutes à quelques heures.
            </li>
          </ul>
        ),
      },
      {
        id: 'rights',
        heading: 'Vos droits',
        body: (
          <>
            <p>
              Selon votre lieu de résidence, vous avez le droit d’accéder à vos données, de les rectifier, de les effacer, d’en recevoir une copie
              dans un format portable, de vous opposer à leur utilisation ou de la limiter, et de retirer votre consentement à tout moment. En
              vertu du CCPA, les résidents de Californie ont aussi le droit de savoir ce que nous collectons, de le faire supprimer ou corriger,
              de s’opposer à toute vente ou tout partage (nous ne faisons ni l’un ni l’autre) et de ne pas être traités différemment pour avoir
              exercé ces droits. Le droit colombien (loi 1581 de 2012) vous permet également de connaître, mettre à jour et rectifier vos
              données.
            </p>
            <p>
              Adressez votre demande à {f.email}. Nous pourrons vous demander de confirmer votre identité. Nous répondons sous{' '}
              <strong>30 jours</strong> au titre du RGPD et sous <strong>45 jours</strong> au titre du CCPA ; lorsque la loi le permet, nous vous
              indiquerons si nous avons besoin de plus de temps et pourquoi. Vous pouvez aussi saisir l’autorité de protection des données de
              votre pays (en France, la CNIL).
            </p>
            <p>
              Vous pouvez vous désabonner de la newsletter à tout moment grâce au lien présent dans chaque e-mail ou sur notre{' '}
              {f.link('/unsubscribe', 'page de désabonnement')}.
            </p>
          </>
        ),
      },
      {
        id: 'cookies',
        heading: 'Cookies et stockage local',
        body: (
          <p>
            Nous n’utilisons que ce dont la boutique a besoin pour fonctionner : un cookie de session lorsque vous vous connectez, et le stockage
            de votre appareil pour votre panier, votre préférence de langue et une copie du catalogue afin que l’application fonctionne hors
            ligne. Nous n’utilisons aucun cookie publicitaire. Vous pouvez effacer ces données à tout moment dans les réglages de votre
            navigateur ; votre panier et la copie hors ligne seront alors vidés.
          </p>
        ),
      },
      {
        id: 'children',
        heading: 'Âge minimum',
        body: (
          <p>
            Vous devez avoir au moins <strong>18 ans</strong> pour créer un compte ou passer commande. Les personnes âgées de 13 à 18 ans ne
            peuvent utiliser la boutique qu’avec le consentement et la participation d’un parent ou d’un tuteur légal. Notre boutique ne
            s’adresse pas aux enfants de moins de 13 ans et nous ne collectons pas sciemment leurs données ; si vous pensez qu’un enfant nous a
            transmis des données personnelles, contactez-nous et nous les supprimerons.
          </p>
        ),
      },
      {
        id: 'security',
        heading: 'Sécurité',
        body: (
          <p>
            Nous protégeons vos données par des connexions chiffrées (HTTPS), des mots de passe hachés, un accès réservé au personnel qui en a
            besoin et des prestataires choisis pour leurs pratiques de sécurité. Aucun système n’est parfaitement sûr ; si une violation touchait
            un jour vos données, nous vous en informerions, ainsi que les autorités, comme la loi l’exige.
          </p>
        ),
      },
      {
        id: 'changes',
        heading: 'Modifications de cette politique',
        body: (
          <p>
            Nous pouvons mettre à jour cette politique lorsque nos services ou la loi évoluent. La date indiquée en haut correspond à la version
            en vigueur ; en cas de changement important, nous vous préviendrons aussi par e-mail ou sur le site.
          </p>
        ),
      },
    ],
  }),
}
