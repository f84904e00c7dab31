// Terms of Service: the agreement for using the shop and buying from it. Shipping is quoted from
// the shared rule; returns refer to the Refund and Return Policy rather than repeating it.
import type { LegalDocument } from './legal-document'

export const termsOfService: LegalDocument = {
  en: (f) => ({
    title: 'Terms of Service',
    description: 'The terms that apply when you use our website, create an account, order retail or wholesale, and join our loyalty programme.',
    intro: (
      <p>
        These terms form the agreement between you and {f.company}, which operates the {f.brand} shop. By using the website or placing an order
        you accept them. Please read them together with our {f.link('/privacy-policy', 'Privacy Policy')},{' '}
        {f.link('/refund-policy', 'Refund and Return Policy')} and {f.link('/medical-disclaimer', 'Medical Disclaimer')}.
      </p>
    ),
    sections: [
      {
        id: 'eligibility',
        heading: 'Who can use the shop',
        body: (
          <p>
            You must be at least 18 years old to create an account or place an order. People between 13 and 18 may use the shop only with the
            consent and supervision of a parent or legal guardian, who is responsible for the order. You are responsible for keeping your
            password confidential and for what happens in your account; tell us straight away if you think someone else is using it.
          </p>
        ),
      },
      {
        id: 'products',
        heading: 'Our products',
        body: (
          <>
            <p>
              Our shapewear is handcrafted in Colombia. We describe and photograph every product as accurately as we can, but colours may look
              slightly different on your screen and small variations are part of handmade work.
            </p>
            <p>
              Made-to-measure fajas are produced to the measurements you send us; you are responsible for their accuracy, so please follow our{' '}
              {f.link('/size-guide', 'Size Guide')}. Our garments are not medical devices and do not replace medical advice (see the{' '}
              {f.link('/medical-disclaimer', 'Medical Disclaimer')}).
            </p>
          </>
        ),
      },
      {
        id: 'prices',
        heading: 'Prices and payment',
        body: (
          <p>
            Prices are shown in US dollars. The total you pay, including shipping, is shown before you pay and is calculated by our server from
            current prices. Card payments are processed securely by our payment provider. If an obvious pricing error occurs, we will contact
            you and you may confirm the order at the correct price or cancel it for a full refund. Customs duties and import taxes are not
            included (see “Shipping and delivery”).
          </p>
        ),
      },
      {
        id: 'orders',
        heading: 'Orders',
        body: (
          <p>
            Your order is accepted when your payment is confirmed and you see the order confirmation. We may decline or cancel an order, with a
            full refund, if a product is unavailable, if we suspect fraud, or if the delivery address is one we cannot ship to. Stock shown on
            the website may change while you shop.
          </p>
        ),
      },
      {
        id: 'shipping',
        heading: 'Shipping and delivery',
        body: (
          <>
            <p>
              Orders with a subtotal of <strong>{f.freeFrom} or more ship free</strong>; below that amount shipping costs a flat{' '}
              <strong>{f.flat}</strong>. In-stock items ship within 2 business days after confirmation (weekends and Colombian holidays
              excluded); made-to-measure fajas need 4 business days of production plus 3–5 business days of delivery; standard shipping takes
              5–7 business days. Delivery times are estimates and may be affected by customs or carriers.
            </p>
            <p>
              International orders ship Duties Unpaid: customs duties, taxes and fees of the destination country are paid by you. Orders to the
              United States have no extra charges. We do not deliver to PO Boxes, APO or AE addresses. A parcel returned because customs charges
              were not paid is held until the reshipping cost is paid.
            </p>
          </>
        ),
      },
      {
        id: 'returns',
        heading: 'Returns and refunds',
        body: (
          <p>
            Returns, exchanges and refunds follow our {f.link('/refund-policy', 'Refund and Return Policy')}: 30 days for unworn items in their
            original packaging, always with our prior approval. Nothing in these terms limits the rights that the consumer law of your country
            gives you.
          </p>
        ),
      },
      {
        id: 'wholesale',
        heading: 'Wholesale',
        body: (
          <p>
            Businesses can send bulk requests through our {f.link('/wholesale', 'wholesale form')}. The public form asks for a minimum of 12 units
            per style, colour and size combination; approved wholesale accounts may have their own minimum in their account terms (10 units by
            default), along with their pricing tier and discount. We reply with a quote within 24–48 hours; a request is not an order until
            we confirm it in writing. Samples are not returnable.
          </p>
        ),
      },
      {
        id: 'loyalty',
        heading: 'Loyalty programme',
        body: (
          <p>
            Customers with an account earn 1 point for every US$1 spent. Points can be redeemed as follows: 500 points for
            $5 off, 1,000 points for $12 off and 2,000 points for $30 off. Points have no cash value, cannot be transferred, and points earned on
            an order that is refunded are removed. We may change the programme with notice on the website; points already earned remain
            usable.
          </p>
        ),
      },
      {
        id: 'communications',
        heading: 'Messages and newsletter',
        body: (
          <p>
            We send emails needed for your orders and account. The newsletter is sent only if you subscribe, and you can{' '}
            {f.link('/unsubscribe', 'unsubscribe')} at any time. We answer messages sent through our contact form within 24–48 hours.
          </p>
        ),
      },
      {
        id: 'use',
        heading: 'Acceptable use and intellectual property',
        body: (
          <p>
            Do not misuse the website: no attempts to break its security, overload it, scrape it or use it for anything unlawful. All texts,
            photographs, designs and trademarks on the website belong to us or our licensors and may not be copied without permission.
          </p>
        ),
      },
      {
        id: 'liability',
        heading: 'Liability',
        body: (
          <p>
            We are responsible for delivering products that match their description and for the obligations of these terms. To the extent the
            law allows, we are not liable for indirect losses, or for harm caused by using a garment against our care and use instructions or
            against medical advice. Our total liability for an order is limited to the amount you paid for it. None of this limits liability
            that cannot be limited by law.
          </p>
        ),
      },
      {
        id: 'law',
        heading: 'Governing law, disputes and changes',
        body: (
          <p>
            These terms are governed by the law of the place where {f.company} is registered, without depriving you of the protection of the
            mandatory consumer law of your country of residence. Please contact us first so we can try to solve any problem together. We may
            update these terms; the version in force when you place an order applies to that order.
          </p>
        ),
      },
    ],
  }),
  es: (f) => ({
    title: 'Términos del servicio',
    description: 'Las condiciones que aplican cuando usas nuestro sitio, creas una cuenta, compras al detal o al por mayor y participas en el programa de fidelidad.',
    intro: (
      <p>
        Estos términos son el acuerdo entre tú y {f.company}, que opera la tienda {f.brand}. Al usar el sitio o hacer un pedido los aceptas.
        Léelos junto con nuestra {f.link('/privacy-policy', 'Política de privacidad')}, la{' '}
        {f.link('/refund-policy', 'Política de reembolsos y devoluciones')} y el {f.link('/medical-disclaimer', 'Aviso médico')}.
      </p>
    ),
    sections: [
      {
        id: 'eligibility',
        heading: 'Quién puede usar la tienda',
        body: (
          <p>
            Debes tener al menos 18 años para crear una cuenta o hacer un pedido. Las personas de 13 a 18 años solo pueden usar la tienda con el
            consentimiento y la supervisión de su padre, madre o tutor legal, quien es responsable del pedido. Eres responsable de mantener tu
            contraseña en secreto y de lo que ocurra en tu cuenta; avísanos de inmediato si crees que otra persona la está usando.
          </p>
        ),
      },
      {
        id: 'products',
        heading: 'Nuestros productos',
        body: (
          <>
            <p>
              Nuestras fajas se hacen a mano en Colombia. Describimos y fotografiamos cada producto con la mayor precisión posible, pero los
              colores pueden verse un poco distintos en tu pantalla y las pequeñas variaciones son parte del trabajo artesanal.
            </p>
            <p>
              Las fajas a la medida se confeccionan con las medidas que nos envías; tú eres responsable de que sean exactas, así que sigue
              nuestra {f.link('/size-guide', 'Guía de tallas')}. Nuestras prendas no son dispositivos médicos y no reemplazan la consulta médica
              (ver el {f.link('/medical-disclaimer', 'Aviso médico')}).
            </p>
          </>
        ),
      },
      {
        id: 'prices',
        heading: 'Precios y pago',
        body: (
          <p>
            Los precios se muestran en dólares estadounidenses. El total que pagas, incluido el envío, se muestra antes de pagar y lo calcula
            nuestro servidor con los precios vigentes. Los pagos con tarjeta los procesa de forma segura nuestro proveedor de pagos. Si se
            presenta un error evidente en un precio, te contactaremos y podrás confirmar el pedido con el precio correcto o cancelarlo con
            reembolso total. Los aranceles y los impuestos de importación no están incluidos (ver “Envío y entrega”).
          </p>
        ),
      },
      {
        id: 'orders',
        heading: 'Pedidos',
        body: (
          <p>
            Tu pedido queda aceptado cuando se confirma el pago y ves la confirmación del pedido. Podemos rechazar o cancelar un pedido, con
            reembolso total, si un producto no está disponible, si sospechamos un fraude o si la dirección de entrega es una a la que no podemos
            enviar. Las existencias que ves en el sitio pueden cambiar mientras compras.
          </p>
        ),
      },
      {
        id: 'shipping',
        heading: 'Envío y entrega',
        body: (
          <>
            <p>
              Los pedidos con un subtotal de <strong>{f.freeFrom} o más tienen envío gratis</strong>; por debajo de ese monto, el envío tiene
              una tarifa fija de <strong>{f.flat}</strong>. Los productos en existencia se despachan en un plazo de 2 días hábiles después de la
              confirmación (sin contar fines de semana ni festivos colombianos); las fajas a la medida requieren 4 días hábiles de confección más
              3 a 5 días hábiles de entrega; el envío estándar tarda de 5 a 7 días hábiles. Los plazos de entrega son estimados y pueden verse
              afectados por la aduana o las transportadoras.
            </p>
            <p>
              Los pedidos internacionales se envían con impuestos no pagados (Duties Unpaid): los aranceles, impuestos y cargos del país de
              destino los pagas tú. Los pedidos a Estados Unidos no tienen cargos adicionales. No hacemos entregas a apartados postales (PO Box)
              ni a direcciones APO o AE. Un paquete devuelto porque no se pagaron los cargos de aduana se guarda hasta que se pague el costo del
              nuevo envío.
            </p>
          </>
        ),
      },
      {
        id: 'returns',
        heading: 'Devoluciones y reembolsos',
        body: (
          <p>
            Las devoluciones, cambios y reembolsos siguen nuestra {f.link('/refund-policy', 'Política de reembolsos y devoluciones')}: 30 días
            para productos sin usar en su empaque original, siempre con nuestra aprobación previa. Nada en estos términos limita los derechos
            que te otorga la ley de protección al consumidor de tu país.
          </p>
        ),
      },
      {
        id: 'wholesale',
        heading: 'Ventas al por mayor',
        body: (
          <p>
            Las empresas pueden enviar solicitudes de compra al por mayor desde nuestro {f.link('/wholesale', 'formulario mayorista')}. El
            formulario público pide un mínimo de 12 unidades por combinación de modelo, color y talla; las cuentas mayoristas aprobadas pueden
            tener su propio mínimo en sus condiciones de cuenta (10 unidades por defecto), junto con su nivel de precios y su descuento.
            Respondemos con una cotización en 24 a 48 horas; una solicitud no es un pedido hasta que la confirmemos por escrito. Las muestras no
            se pueden devolver.
          </p>
        ),
      },
      {
        id: 'loyalty',
        heading: 'Programa de fidelidad',
        body: (
          <p>
            Los clientes con cuenta ganan 1 punto por cada US$1 gastado. Los puntos se pueden canjear así: 500 puntos por
            $5 de descuento, 1.000 puntos por $12 de descuento y 2.000 puntos por $30 de descuento. Los puntos no tienen valor en efectivo, no
            son transferibles y los puntos ganados en un pedido reembolsado se descuentan. Podemos modificar el programa avisando en el sitio;
            los puntos ya ganados se pueden seguir usando.
          </p>
        ),
      },
      {
        id: 'communications',
        heading: 'Mensajes y boletín',
        body: (
          <p>
            Te enviamos los correos necesarios para tus pedidos y tu cuenta. El boletín solo se envía si te suscribes, y puedes{' '}
            {f.link('/unsubscribe', 'cancelar la suscripción')} en cualquier momento. Respondemos los mensajes enviados desde nuestro formulario de
            contacto en un plazo de 24 a 48 horas.
          </p>
        ),
      },
      {
        id: 'use',
        heading: 'Uso aceptable y propiedad intelectual',
        body: (
          <p>
            No hagas un uso indebido del sitio: no intentes vulnerar su seguridad, sobrecargarlo, extraer su contenido de forma automatizada ni
            usarlo para fines ilícitos. Todos los textos, fotografías, diseños y marcas del sitio nos pertenecen a nosotros o a nuestros
            licenciantes y no pueden copiarse sin autorización.
          </p>
        ),
      },
      {
        id: 'liability',
        heading: 'Responsabilidad',
        body: (
          <p>
            Somos responsables de entregar productos que correspondan a su descripción y de cumplir las obligaciones de estos términos. En la
            medida en que la ley lo permita, no respondemos por pérdidas indirectas ni por daños causados por usar una prenda en contra de
            nuestras instrucciones de uso y cuidado o de las indicaciones médicas. Nuestra responsabilidad total por un pedido se limita al monto
            que pagaste por él. Nada de esto limita la responsabilidad que la ley no permite limitar.
          </p>
        ),
      },
      {
        id: 'law',
        heading: 'Ley aplicable, controversias y cambios',
        body: (
          <p>
            Estos términos se rigen por la ley del lugar donde está registrada {f.company}, sin privarte de la protección de las normas
            imperativas de protección al consumidor de tu país de residencia. Contáctanos primero para que podamos intentar resolver juntos
            cualquier problema. Podemos actualizar estos términos; a cada pedido se le aplica la versión vigente en el momento de hacerlo.
          </p>
        ),
      },
    ],
  }),
  fr: (f) => ({
    title: 'Conditions d’utilisation',
    description: 'Les conditions applicables lorsque vous utilisez notre site, créez un compte, commandez au détail ou en gros et participez au programme de fidélité.',
    intro: (
      <p>
        Ces conditions constituent l’accord entre vous et {f.company}, qui exploite la boutique {f.brand}. En utilisant le site ou en passant
        commande, vous les acceptez. Lisez-les avec notre {f.link('/privacy-policy', 'politique de confidentialité')}, notre{' '}
        {f.link('/refund-policy', 'politique de remboursement et de retour')} et notre{' '}
        {f.link('/medical-disclaimer', 'avertissement médical')}.
      </p>
    ),
    sections: [
      {
        id: 'eligibility',
        heading: 'Qui peut utiliser la boutique',
        body: (
          <p>
            Vous devez avoir au moins 18 ans pour créer un compte ou passer commande. Les personnes âgées de 13 à 18 ans ne peuvent utiliser la
            boutique qu’avec le consentement et sous la surveillance d’un parent ou d’un tuteur légal, responsable de la commande. Vous êtes
            responsable de la confidentialité de votre mot de passe et de l’activité de votre compte ; prévenez-nous immédiatement si vous
            pensez que quelqu’un d’autre l’utilise.
          </p>
        ),
      },
      {
        id: 'products',
        heading: 'Nos produits',
        body: (
          <>
            <p>
              Nos gaines sont fabriquées à la main en Colombie. Nous décrivons et photographions chaque produit aussi fidèlement que possible,
              mais les couleurs peuvent paraître légèrement différentes sur votre écran et de petites variations font partie du travail
              artisanal.
            </p>
            <p>
              Les gaines sur mesure sont fabriquées selon les mesures que vous nous envoyez ; vous êtes responsable de leur exactitude, suivez
              donc notre {f.link('/size-guide', 'guide des tailles')}. Nos vêtements ne sont pas des dispositifs médicaux et ne remplacent pas un
              avis médical (voir l’{f.link('/medical-disclaimer', 'avertissement médical')}).
            </p>
          </>
        ),
      },
      {
        id: 'prices',
        heading: 'Prix et paiement',
        body: (
          <p>
            Les prix sont indiqués en dollars américains. Le total à payer, livraison comprise, s’affiche avant le paiement et est calculé par
            notre serveur à partir des prix en vigueur. Les paiements par carte sont traités de façon sécurisée par notre prestataire de paiement.
            En cas d’erreur de prix manifeste, nous vous contacterons : vous pourrez confirmer la commande au bon prix ou l’annuler avec un
            remboursement intégral. Les droits de douane et taxes d’importation ne sont pas inclus (voir « Livraison »).
          </p>
        ),
      },
      {
        id: 'orders',
        heading: 'Commandes',
        body: (
          <p>
            Votre commande est acceptée lorsque le paiement est confirmé et que la confirmation de commande s’affiche. Nous pouvons refuser ou
            annuler une commande, avec remboursement intégral, si un produit n’est pas disponible, en cas de suspicion de fraude ou si l’adresse
            de livraison fait partie de celles que nous ne desservons pas. Les stocks affichés peuvent évoluer pendant vos achats.
          </p>
        ),
      },
      {
        id: 'shipping',
        heading: 'Livraison',
        body: (
          <>
            <p>
              La livraison est <strong>offerte dès {f.freeFrom} d’achat</strong> (sous-total) ; en dessous, elle coûte un forfait de{' '}
              <strong>{f.flat}</strong>. Les articles en stock sont expédiés sous 2 jours ouvrés après confirmation (hors week-ends et jours
              fériés colombiens) ; les gaines sur mesure demandent 4 jours ouvrés de fabrication puis 3 à 5 jours ouvrés de livraison ; la
              livraison standard prend 5 à 7 jours ouvrés. Ces délais sont indicatifs et peuvent dépendre des douanes ou des transporteurs.
            </p>
            <p>
              Les commandes internationales sont expédiées droits non payés (Duties Unpaid) : les droits de douane, taxes et frais du pays de
              destination sont à votre charge. Les commandes livrées aux États-Unis n’entraînent aucun frais supplémentaire. Nous ne livrons pas
              les boîtes postales (PO Box) ni les adresses APO ou AE. Un colis renvoyé faute de paiement des frais de douane est conservé
              jusqu’au paiement des frais de réexpédition.
            </p>
          </>
        ),
      },
      {
        id: 'returns',
        heading: 'Retours et remboursements',
        body: (
          <p>
            Les retours, échanges et remboursements suivent notre {f.link('/refund-policy', 'politique de remboursement et de retour')} : 30
            jours pour les articles non portés dans leur emballage d’origine, toujours avec notre accord préalable. Rien dans ces conditions ne
            limite les droits que vous accorde le droit de la consommation de votre pays.
          </p>
        ),
      },
      {
        id: 'wholesale',
        heading: 'Vente en gros',
        body: (
          <p>
            Les professionnels peuvent envoyer une demande via notre {f.link('/wholesale', 'formulaire de commande en gros')}. Le formulaire
            public demande un minimum de 12 unités par combinaison de modèle, couleur et taille ; les comptes grossistes approuvés peuvent avoir
            leur propre minimum dans leurs conditions de compte (10 unités par défaut), ainsi que leur grille tarifaire et leur remise. Nous
            répondons par un devis sous 24 à 48 heures ; une demande ne devient une commande qu’après notre confirmation écrite. Les
            échantillons ne sont pas retournables.
          </p>
        ),
      },
      {
        id: 'loyalty',
        heading: 'Programme de fidélité',
        body: (
          <p>
            Les clients disposant d’un compte gagnent 1 point par dollar US dépensé. Les points s’échangent ainsi :
            500 points pour 5 $ de réduction, 1 000 points pour 12 $ et 2 000 points pour 30 $. Les points n’ont pas de valeur monétaire, ne sont
            pas transférables, et ceux gagnés sur une commande remboursée sont retirés. Nous pouvons modifier le programme en l’annonçant sur le
            site ; les points déjà acquis restent utilisables.
          </p>
        ),
      },
      {
        id: 'communications',
        heading: 'Messages et newsletter',
        body: (
          <p>
            Nous vous envoyons les e-mails nécessaires à vos commandes et à votre compte. La newsletter n’est envoyée que si vous vous y abonnez,
            et vous pouvez vous {f.link('/unsubscribe', 'désabonner')} à tout moment. Nous répondons aux messages envoyés via notre formulaire de
            contact sous 24 à 48 heures.
          </p>
        ),
      },
      {
        id: 'use',
        heading: 'Utilisation du site et propriété intellectuelle',
        body: (
          <p>
            N’utilisez pas le site de manière abusive : aucune tentative d’en contourner la sécurité, de le surcharger, d’en aspirer le contenu
            ou de l’utiliser à des fins illicites. Les textes, photographies, créations et marques du site nous appartiennent ou appartiennent à
            nos concédants et ne peuvent être copiés sans autorisation.
          </p>
        ),
      },
      {
        id: 'liability',
        heading: 'Responsabilité',
        body: (
          <p>
            Nous sommes responsables de la livraison de produits conformes à leur description et des obligations prévues par ces conditions.
            Dans les limites permises par la loi, nous ne sommes pas responsables des préjudices indirects, ni des dommages causés par
            l’utilisation d’un vêtement contraire à nos instructions d’usage et d’entretien ou à un avis médical. Notre responsabilité totale
            pour une commande est limitée au montant payé pour celle-ci. Rien de ceci ne limite une responsabilité que la loi interdit de
            limiter.
          </p>
        ),
      },
      {
        id: 'law',
        heading: 'Droit applicable, litiges et modifications',
        body: (
          <p>
            Ces conditions sont régies par le droit du lieu d’immatriculation de {f.company}, sans vous priver de la protection des règles
            impératives du droit de la consommation de votre pays de résidence. Contactez-nous d’abord afin que nous puissions chercher ensemble
            une solution. Nous pouvons mettre à jour ces conditions ; la version en vigueur au moment de votre commande s’applique à celle-ci.
          </p>
        ),
      },
    ],
  }),
}
