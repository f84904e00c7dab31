// Refund and Return Policy. The FAQ's returns answer summarises the same rules; the
// deductions of the FAQ are placed here in the cases they belong to (standard, worn or size returns).
import type { LegalDocument } from './legal-document'

export const refundPolicy: LegalDocument = {
  en: (f) => ({
    title: 'Refund and Return Policy',
    description: `30-day returns with prior approval, ${f.returnFee} return fee, store credit with a 10% bonus that never expires, and refunds in 3-5 business days.`,
    intro: (
      <p>
        We want you to love your {f.brand} piece. If something is not right, this policy explains when and how you can return it, what you get
        back and how long it takes. Our {f.link('/faq#returns', 'FAQ')} summarises the same rules; if the two ever seem to differ, this policy
        applies.
      </p>
    ),
    sections: [
      {
        id: 'window',
        heading: 'Return window and conditions',
        body: (
          <>
            <p>
              You may return items within <strong>30 days</strong> of delivery. To be accepted, an item must be:
            </p>
            <ul>
              <li>unworn and in perfect condition: no damage, stains, signs of wear or odours;</li>
              <li>returned with its tags and original packaging;</li>
              <li>covered by a return authorisation that we gave you before you sent it (prior approval).</li>
            </ul>
            <p>
              <strong>Holiday orders:</strong> orders placed between November 1 and December 25 can be returned until January 31 of the
              following year, even when that is more than 30 days after delivery.
            </p>
          </>
        ),
      },
      {
        id: 'how',
        heading: 'How to request a return',
        body: (
          <ol>
            <li>
              Start your return online: from {f.link('/dashboard/orders', 'My Orders')} if you have an account, or from the link in your order
              confirmation or shipping email. Choose the items, the reason and what you would like, add photos or a video, and see what you will
              get back before you send it. You can also write to us through the {f.link('/contact', 'contact form')} or at {f.email}.
            </li>
            <li>
              We review your request and reply with a return authorisation and the return address within <strong>24–48 business hours</strong>.
            </li>
            <li>
              Ship the item within <strong>2 business days</strong> of receiving the authorisation, well packed, with the authorisation
              number inside the parcel.
            </li>
            <li>When the item arrives we inspect it and let you know the result and the amount refunded or credited.</li>
            <li>
              If we do not hear back from you for <strong>1 week</strong> while your case is open (for example, when we are waiting for photos
              or for the parcel), the case is closed. You can open a new one while you are still within the return window.
            </li>
          </ol>
        ),
      },
      {
        id: 'options',
        heading: 'Refund, store credit or exchange',
        body: (
          <>
            <p>For a standard return (you changed your mind or prefer another style), you choose how you are paid back:</p>
            <ul>
              <li>
                <strong>Refund to your original payment method:</strong> the item price minus a <strong>10% deduction for production
                costs</strong> and minus the <strong>{f.returnFee} return shipping fee</strong>.
              </li>
              <li>
                <strong>Store credit:</strong> the full item price plus a <strong>10% bonus</strong>, minus only the {f.returnFee} return
                shipping fee. Store credit is issued within <strong>24 hours</strong> of approval, can be used on any product and{' '}
                <strong>never expires</strong>.
              </li>
              <li>
                <strong>Exchange</strong> for another size or colour, subject to stock: the {f.returnFee} return shipping fee applies, and the
                new item ships under our usual shipping rule.
              </li>
            </ul>
            <p>
              The original shipping cost is <strong>not refundable</strong>, except when the error is ours (see below). Customs duties and
              taxes you paid on import are not collected by us, so we cannot refund them; your carrier or customs office can tell you whether
              they can be reclaimed.
            </p>
          </>
        ),
      },
      {
        id: 'our-error',
        heading: 'Damaged, defective, wrong or missing items',
        body: (
          <p>
            If an item arrives damaged or defective, if we sent the wrong item, or if something is missing from your parcel, report it within{' '}
            <strong>7 days</strong> of delivery with photos or a video. When the error is ours, the return is <strong>free</strong>: no return
            shipping fee and no deduction. We send a replacement or refund the item in full, including what you paid for shipping.
          </p>
        ),
      },
      {
        id: 'sizing',
        heading: 'Size issues and made-to-measure fajas',
        body: (
          <>
            <p>
              Compression garments are meant to feel firm. If you believe the size is wrong, report it within <strong>48 hours</strong> of
              delivery with photos or a video showing the fit. We can often solve the fit without a return: ask us for a free{' '}
              <strong>video consultation</strong> with our team.
            </p>
            <p>
              Made-to-measure fajas are cut to the measurements you send us, so precise measurements are essential. When a faja matches the
              measurements you gave, an approved size return carries a <strong>30% deduction plus the shipping costs</strong>. When it does not
              match them, the error is ours and we remake or refund it at no cost. In-stock items returned for size follow the standard return
              terms above (refund, store credit or exchange).
            </p>
          </>
        ),
      },
      {
        id: 'deductions',
        heading: 'Items returned worn or damaged',
        body: (
          <p>
            If a returned item arrives damaged or shows signs of wear that you did not report when you requested the return, an{' '}
            <strong>extra 20% deduction</strong> applies on top of the deductions above. Items that cannot be resold may be sent back to you at
            your cost instead.
          </p>
        ),
      },
      {
        id: 'exclusions',
        heading: 'Items that cannot be returned',
        body: (
          <ul>
            <li>items discounted 40% or more;</li>
            <li>items marked as non-returnable on the product page or at checkout;</li>
            <li>items sent back without our prior approval;</li>
            <li>samples, including samples sent to distributors and wholesale customers.</li>
          </ul>
        ),
      },
      {
        id: 'timing',
        heading: 'How long a refund takes',
        body: (
          <ul>
            <li>return authorisation: within 24–48 business hours of your request;</li>
            <li>store credit: issued within 24 hours of approval;</li>
            <li>
              refunds: processed within <strong>3–5 business days</strong> after we receive and inspect the item, then usually{' '}
              <strong>5–10 business days</strong> more for your bank or card issuer to show the money in your account.
            </li>
          </ul>
        ),
      },
      {
        id: 'shipping',
        heading: 'Shipping costs and wholesale orders',
        body: (
          <p>
            Orders with a subtotal of {f.freeFrom} or more ship free; below that amount, shipping costs a flat {f.flat}. Wholesale orders are
            final once production has started unless your wholesale agreement says otherwise; defective wholesale items follow the rules for
            items with an error on our side.
          </p>
        ),
      },
    ],
  }),
  es: (f) => ({
    title: 'Política de reembolsos y devoluciones',
    description: `Devoluciones en 30 días con aprobación previa, tarifa de devolución de ${f.returnFee}, saldo a favor con bono del 10 % que nunca vence y reembolsos en 3-5 días hábiles.`,
    intro: (
      <p>
        Queremos que ames tu prenda {f.brand}. Si algo no está bien, esta política explica cuándo y cómo puedes devolverla, qué recibes y
        cuánto tarda. Nuestras {f.link('/faq#returns', 'preguntas frecuentes')} resumen las mismas reglas; si en algún momento parecen
        diferir, se aplica esta política.
      </p>
    ),
    sections: [
      {
        id: 'window',
        heading: 'Plazo y condiciones de devolución',
        body: (
          <>
            <p>
              Puedes devolver productos dentro de los <strong>30 días</strong> siguientes a la entrega. Para ser aceptado, un producto debe:
            </p>
            <ul>
              <li>estar sin usar y en perfecto estado: sin daños, manchas, señales de uso ni olores;</li>
              <li>devolverse con sus etiquetas y su empaque original;</li>
              <li>contar con una autorización de devolución que te dimos antes de enviarlo (aprobación previa).</li>
            </ul>
            <p>
              <strong>Pedidos de temporada navideña:</strong> los pedidos hechos entre el 1 de noviembre y el 25 de diciembre se pueden devolver
              hasta el 31 de enero del año siguiente, aunque hayan pasado más de 30 días desde la entrega.
            </p>
          </>
        ),
      },
      {
        id: 'how',
        heading: 'Cómo solicitar una devolución',
        body: (
          <ol>
            <li>
              Solicita tu devolución en línea: desde {f.link('/dashboard/orders', 'Mis pedidos')} si tienes cuenta, o desde el enlace del correo
              de confirmación o de envío de tu pedido. Elige los productos, el motivo y lo que prefieres, agrega fotos o un video y mira lo que
              recibirás antes de enviarla. También puedes escribirnos desde el {f.link('/contact', 'formulario de contacto')} o a {f.email}.
            </li>
            <li>
              Revisamos tu solicitud y te respondemos con la autorización y la dirección de devolución en un plazo de{' '}
              <strong>24 a 48 horas hábiles</strong>.
            </li>
            <li>
              Envía el producto dentro de los <strong>2 días hábiles</strong> siguientes a la autorización, bien empacado y con el número de
              autorización dentro del paquete.
            </li>
            <li>Cuando llega, lo revisamos y te informamos el resultado y el valor reembolsado o abonado.</li>
            <li>
              Si no tenemos respuesta tuya durante <strong>1 semana</strong> mientras tu caso está abierto (por ejemplo, cuando esperamos fotos o
              el paquete), el caso se cierra. Puedes abrir uno nuevo mientras sigas dentro del plazo de devolución.
            </li>
          </ol>
        ),
      },
      {
        id: 'options',
        heading: 'Reembolso, saldo a favor o cambio',
        body: (
          <>
            <p>En una devolución estándar (cambiaste de opinión o prefieres otro modelo), tú eliges cómo te devolvemos el dinero:</p>
            <ul>
              <li>
                <strong>Reembolso a tu medio de pago original:</strong> el precio del producto menos un <strong>descuento del 10 % por costos
                de producción</strong> y menos la <strong>tarifa de envío de devolución de {f.returnFee}</strong>.
              </li>
              <li>
                <strong>Saldo a favor:</strong> el precio completo del producto más un <strong>bono del 10 %</strong>, descontando solo la tarifa
                de devolución de {f.returnFee}. El saldo a favor se emite en un plazo de <strong>24 horas</strong> después de la aprobación, sirve
                para cualquier producto y <strong>nunca vence</strong>.
              </li>
              <li>
                <strong>Cambio</strong> por otra talla o color, según disponibilidad: se aplica la tarifa de devolución de {f.returnFee} y el
                nuevo producto se envía con nuestra regla de envío habitual.
              </li>
            </ul>
            <p>
              El costo del envío original <strong>no es reembolsable</strong>, salvo cuando el error es nuestro (ver más abajo). Los aranceles e
              impuestos de importación que pagaste no los cobramos nosotros, por lo que no podemos reembolsarlos; tu transportadora o la aduana
              pueden indicarte si es posible recuperarlos.
            </p>
          </>
        ),
      },
      {
        id: 'our-error',
        heading: 'Productos dañados, defectuosos, equivocados o faltantes',
        body: (
          <p>
            Si un producto llega dañado o defectuoso, si te enviamos un producto equivocado o si falta algo en tu paquete, repórtalo dentro de
            los <strong>7 días</strong> siguientes a la entrega con fotos o un video. Cuando el error es nuestro, la devolución es{' '}
            <strong>gratis</strong>: sin tarifa de devolución y sin descuentos. Te enviamos un reemplazo o te reembolsamos el producto completo,
            incluido lo que pagaste por el envío.
          </p>
        ),
      },
      {
        id: 'sizing',
        heading: 'Problemas de talla y fajas a la medida',
        body: (
          <>
            <p>
              Las prendas de compresión deben sentirse firmes. Si crees que la talla no es la correcta, repórtalo dentro de las{' '}
              <strong>48 horas</strong> siguientes a la entrega con fotos o un video de cómo te queda. Muchas veces podemos solucionar el ajuste
              sin devolución: pídenos una <strong>asesoría por videollamada</strong> gratuita con nuestro equipo.
            </p>
            <p>
              Las fajas a la medida se confeccionan con las medidas que nos envías, por eso es fundamental que sean precisas. Cuando la faja
              corresponde a las medidas que nos diste, una devolución por talla aprobada tiene un <strong>descuento del 30 % más los costos de
              envío</strong>. Cuando no corresponde, el error es nuestro y la rehacemos o reembolsamos sin costo. Los productos en existencia devueltos por talla
              siguen las condiciones de la devolución estándar (reembolso, saldo a favor o cambio).
            </p>
          </>
        ),
      },
      {
        id: 'deductions',
        heading: 'Productos devueltos usados o dañados',
        body: (
          <p>
            Si un producto devuelto llega dañado o con señales de uso que no reportaste al solicitar la devolución, se aplica un{' '}
            <strong>descuento adicional del 20 %</strong> además de los descuentos anteriores. Los productos que no se pueden volver a vender
            pueden devolverse a ti por tu cuenta.
          </p>
        ),
      },
      {
        id: 'exclusions',
        heading: 'Productos que no se pueden devolver',
        body: (
          <ul>
            <li>productos con un descuento del 40 % o más;</li>
            <li>productos marcados como no retornables en la página del producto o en el pago;</li>
            <li>productos enviados sin nuestra aprobación previa;</li>
            <li>muestras, incluidas las enviadas a distribuidores y clientes mayoristas.</li>
          </ul>
        ),
      },
      {
        id: 'timing',
        heading: 'Cuánto tarda un reembolso',
        body: (
          <ul>
            <li>autorización de devolución: en un plazo de 24 a 48 horas hábiles desde tu solicitud;</li>
            <li>saldo a favor: se emite en un plazo de 24 horas después de la aprobación;</li>
            <li>
              reembolsos: se procesan en <strong>3 a 5 días hábiles</strong> después de recibir y revisar el producto; luego tu banco o el
              emisor de tu tarjeta suele tardar <strong>5 a 10 días hábiles</strong> más en reflejar el dinero en tu cuenta.
            </li>
          </ul>
        ),
      },
      {
        id: 'shipping',
        heading: 'Costos de envío y pedidos mayoristas',
        body: (
          <p>
            Los pedidos con un subtotal de {f.freeFrom} o más tienen envío gratis; por debajo de ese monto, el envío tiene una tarifa fija de{' '}
            {f.flat}. Los pedidos mayoristas son definitivos una vez iniciada la producción, salvo que tu acuerdo mayorista diga otra cosa; los
            productos mayoristas defectuosos siguen las reglas de los productos con un error de nuestra parte.
          </p>
        ),
      },
    ],
  }),
  fr: (f) => ({
    title: 'Politique de remboursement et de retour',
    description: `Retours sous 30 jours avec accord préalable, frais de retour de ${f.returnFee}, avoir avec bonus de 10 % sans date d’expiration et remboursement sous 3 à 5 jours ouvrés.`,
    intro: (
      <p>
        Nous voulons que vous aimiez votre pièce {f.brand}. Si quelque chose ne va pas, cette politique explique quand et comment la retourner,
        ce que vous récupérez et dans quels délais. Notre {f.link('/faq#returns', 'FAQ')} résume les mêmes règles ; si elles semblent un jour
        différer, c’est cette politique qui s’applique.
      </p>
    ),
    sections: [
      {
        id: 'window',
        heading: 'Délai et conditions de retour',
        body: (
          <>
            <p>
              Vous pouvez retourner un article dans les <strong>30 jours</strong> suivant la livraison. Pour être accepté, il doit être :
            </p>
            <ul>
              <li>non porté et en parfait état : ni dommage, ni tache, ni trace d’usure, ni odeur ;</li>
              <li>renvoyé avec ses étiquettes et son emballage d’origine ;</li>
              <li>couvert par une autorisation de retour que nous vous avons donnée avant l’envoi (accord préalable).</li>
            </ul>
            <p>
              <strong>Commandes des fêtes :</strong> les commandes passées entre le 1er novembre et le 25 décembre peuvent être retournées
              jusqu’au 31 janvier de l’année suivante, même si plus de 30 jours se sont écoulés depuis la livraison.
            </p>
          </>
        ),
      },
      {
        id: 'how',
        heading: 'Comment demander un retour',
        body: (
          <ol>
            <li>
              Faites votre demande de retour en ligne : depuis {f.link('/dashboard/orders', 'Mes commandes')} si vous avez un compte, ou depuis
              le lien de l’e-mail de confirmation ou d’expédition de votre commande. Choisissez les articles, le motif et ce que vous souhaitez,
              ajoutez des photos ou une vidéo, et voyez ce que vous recevrez avant d’envoyer la demande. Vous pouvez aussi nous écrire via le{' '}
              {f.link('/contact', 'formulaire de contact')} ou à {f.email}.
            </li>
            <li>
              Nous étudions votre demande et vous répondons avec une autorisation et l’adresse de retour sous{' '}
              <strong>24 à 48 heures ouvrées</strong>.
            </li>
            <li>
              Expédiez l’article dans les <strong>2 jours ouvrés</strong> suivant l’autorisation, bien emballé, avec le numéro d’autorisation
              dans le colis.
            </li>
            <li>À réception, nous l’examinons et vous indiquons le résultat ainsi que le montant remboursé ou crédité.</li>
            <li>
              Sans nouvelles de votre part pendant <strong>1 semaine</strong> alors que votre dossier est ouvert (par exemple si nous attendons
              des photos ou le colis), le dossier est clôturé. Vous pouvez en ouvrir un nouveau tant que vous êtes dans le délai de retour.
            </li>
          </ol>
        ),
      },
      {
        id: 'options',
        heading: 'Remboursement, avoir ou échange',
        body: (
          <>
            <p>Pour un retour standard (changement d’avis ou envie d’un autre modèle), vous choisissez la forme du remboursement :</p>
            <ul>
              <li>
                <strong>Remboursement sur votre moyen de paiement d’origine :</strong> le prix de l’article moins une <strong>déduction de
                10 % pour frais de fabrication</strong> et moins les <strong>frais de retour de {f.returnFee}</strong>.
              </li>
              <li>
                <strong>Avoir :</strong> le prix total de l’article plus un <strong>bonus de 10 %</strong>, moins les seuls frais de retour de{' '}
                {f.returnFee}. L’avoir est émis sous <strong>24 heures</strong> après l’accord, valable sur tous les produits et{' '}
                <strong>n’expire jamais</strong>.
              </li>
              <li>
                <strong>Échange</strong> contre une autre taille ou couleur, selon le stock : les frais de retour de {f.returnFee} s’appliquent et
                le nouvel article est expédié selon notre règle de livraison habituelle.
              </li>
            </ul>
            <p>
              Les frais de livraison initiaux <strong>ne sont pas remboursables</strong>, sauf en cas d’erreur de notre part (voir ci-dessous).
              Les droits et taxes d’importation que vous avez payés ne sont pas perçus par nous : nous ne pouvons donc pas les rembourser ; votre
              transporteur ou les douanes peuvent vous dire s’ils sont récupérables.
            </p>
          </>
        ),
      },
      {
        id: 'our-error',
        heading: 'Articles endommagés, défectueux, erronés ou manquants',
        body: (
          <p>
            Si un article arrive endommagé ou défectueux, si nous vous avons envoyé le mauvais article ou s’il manque quelque chose dans votre
            colis, signalez-le dans les <strong>7 jours</strong> suivant la livraison avec des photos ou une vidéo. Lorsque l’erreur vient de
            nous, le retour est <strong>gratuit</strong> : ni frais de retour, ni déduction. Nous envoyons un article de remplacement ou
            remboursons l’article en totalité, frais de livraison compris.
          </p>
        ),
      },
      {
        id: 'sizing',
        heading: 'Problèmes de taille et gaines sur mesure',
        body: (
          <>
            <p>
              Un vêtement de compression doit paraître ferme. Si vous pensez que la taille ne convient pas, signalez-le dans les{' '}
              <strong>48 heures</strong> suivant la livraison avec des photos ou une vidéo de l’article porté. Nous pouvons souvent régler
              l’ajustement sans retour : demandez une <strong>consultation vidéo</strong> gratuite avec notre équipe.
            </p>
            <p>
              Les gaines sur mesure sont coupées selon les mesures que vous nous envoyez : des mesures précises sont indispensables. Lorsque la
              gaine correspond aux mesures fournies, un retour pour taille accepté fait l’objet d’une <strong>déduction de 30 %, plus les frais
              de port</strong>. Si elle n’y correspond pas, l’erreur vient de nous et nous la refaisons ou la remboursons sans frais. Les articles en stock retournés
              pour une question de taille suivent les conditions du retour standard (remboursement, avoir ou échange).
            </p>
          </>
        ),
      },
      {
        id: 'deductions',
        heading: 'Articles retournés portés ou endommagés',
        body: (
          <p>
            Si un article retourné arrive endommagé ou présente des traces d’usure que vous n’aviez pas signalées lors de votre demande, une{' '}
            <strong>déduction supplémentaire de 20 %</strong> s’ajoute aux déductions ci-dessus. Un article qui ne peut pas être revendu peut
            aussi vous être renvoyé à vos frais.
          </p>
        ),
      },
      {
        id: 'exclusions',
        heading: 'Articles non retournables',
        body: (
          <ul>
            <li>les articles remisés de 40 % ou plus ;</li>
            <li>les articles indiqués comme non retournables sur la fiche produit ou lors du paiement ;</li>
            <li>les articles renvoyés sans notre accord préalable ;</li>
            <li>les échantillons, y compris ceux envoyés aux distributeurs et aux clients grossistes.</li>
          </ul>
        ),
      },
      {
        id: 'timing',
        heading: 'Délais de remboursement',
        body: (
          <ul>
            <li>autorisation de retour : sous 24 à 48 heures ouvrées après votre demande ;</li>
            <li>avoir : émis sous 24 heures après l’accord ;</li>
            <li>
              remboursement : traité sous <strong>3 à 5 jours ouvrés</strong> après réception et examen de l’article, puis généralement{' '}
              <strong>5 à 10 jours ouvrés</strong> de plus pour que votre banque ou l’émetteur de votre carte crédite votre compte.
            </li>
          </ul>
        ),
      },
      {
        id: 'shipping',
        heading: 'Frais de livraison et commandes de gros',
        body: (
          <p>
            La livraison est offerte dès {f.freeFrom} d’achat (sous-total) ; en dessous, elle coûte un forfait de {f.flat}. Les commandes de
            gros sont définitives dès le lancement de la production, sauf disposition contraire de votre accord de grossiste ; les articles de
            gros défectueux suivent les règles des articles présentant une erreur de notre part.
          </p>
        ),
      },
    ],
  }),
}
