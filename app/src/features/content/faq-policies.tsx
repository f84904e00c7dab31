// The shipping and returns answers of the FAQ, as rich text in each language. Typed as
// Record<Language, …> so a missing translation fails the build. Amounts come from shared/: the
// shipping rule from shared/pricing/shipping.ts and the return fee from shared/policy/returns.ts.
import type { ReactNode } from 'react'
import type { Language } from '#app/lib/i18n/lang-path'

export type PolicyFigures = { freeFrom: string; flat: string; returnFee: string }
type Answer = (f: PolicyFigures) => ReactNode

export const shippingAnswer: Record<Language, Answer> = {
  en: (f) => (
    <>
      <h3>Shipping cost</h3>
      <p>
        Orders with a subtotal of <strong>{f.freeFrom} or more ship free</strong>. Below that amount, shipping is a flat{' '}
        <strong>{f.flat}</strong> per order. You see the exact amount in your cart and at checkout before you pay.
      </p>
      <h3>When your order ships</h3>
      <ul>
        <li>
          <strong>In-stock items</strong> ship within <strong>2 business days</strong> after your order is confirmed (weekends and Colombian
          public holidays are not business days).
        </li>
        <li>
          <strong>Made-to-measure fajas</strong> take <strong>4 business days of production</strong>, followed by{' '}
          <strong>3–5 business days of delivery</strong>.
        </li>
        <li>
          <strong>Standard shipping</strong> takes <strong>5–7 business days</strong> once your parcel has left our workshop.
        </li>
      </ul>
      <h3>Customs, duties and taxes</h3>
      <p>
        Every order ships from Colombia. International shipments are sent <strong>Duties Unpaid</strong>: any customs duties, taxes or fees
        charged by your country are paid by you on delivery and are not included in our prices. Orders delivered to the{' '}
        <strong>United States have no extra charges</strong>.
      </p>
      <p>
        If customs charges are not paid, the carrier may send the parcel back to us. We keep it safe until the reshipping cost has been paid.
      </p>
      <h3>Addresses we cannot deliver to</h3>
      <p>
        We do not deliver to <strong>PO Boxes</strong> or military <strong>APO</strong> and <strong>AE</strong> addresses. Please give a street
        address where someone can receive the parcel.
      </p>
    </>
  ),
  es: (f) => (
    <>
      <h3>Costo del envío</h3>
      <p>
        Los pedidos con un subtotal de <strong>{f.freeFrom} o más tienen envío gratis</strong>. Por debajo de ese monto, el envío tiene una
        tarifa fija de <strong>{f.flat}</strong> por pedido. Ves el valor exacto en tu carrito y en el pago antes de pagar.
      </p>
      <h3>Cuándo se despacha tu pedido</h3>
      <ul>
        <li>
          Los <strong>productos en existencia</strong> se despachan en un plazo de <strong>2 días hábiles</strong> después de confirmado tu
          pedido (los fines de semana y los festivos colombianos no son días hábiles).
        </li>
        <li>
          Las <strong>fajas a la medida</strong> requieren <strong>4 días hábiles de confección</strong>, seguidos de{' '}
          <strong>3 a 5 días hábiles de entrega</strong>.
        </li>
        <li>
          El <strong>envío estándar</strong> tarda de <strong>5 a 7 días hábiles</strong> una vez tu paquete sale de nuestro taller.
        </li>
      </ul>
      <h3>Aduanas, aranceles e impuestos</h3>
      <p>
        Todos los pedidos se envían desde Colombia. Los envíos internacionales se despachan con <strong>impuestos no pagados</strong> (Duties
        Unpaid): los aranceles, impuestos o cargos de aduana de tu país los pagas tú al recibir el paquete y no están incluidos en nuestros
        precios. Los pedidos con destino a <strong>Estados Unidos no tienen cargos adicionales</strong>.
      </p>
      <p>
        Si los cargos de aduana no se pagan, la transportadora puede devolvernos el paquete. Lo guardamos hasta que se pague el costo del nuevo
        envío.
      </p>
      <h3>Direcciones a las que no enviamos</h3>
      <p>
        No hacemos entregas a <strong>apartados postales (PO Box)</strong> ni a direcciones militares <strong>APO</strong> o{' '}
        <strong>AE</strong>. Indica una dirección física donde alguien pueda recibir el paquete.
      </p>
    </>
  ),
  fr: (f) => (
    <>
      <h3>Frais de livraison</h3>
      <p>
        La livraison est <strong>offerte dès {f.freeFrom} d’achat</strong> (sous-total de la commande). En dessous de ce montant, elle est
        facturée au forfait de <strong>{f.flat}</strong> par commande. Le montant exact s’affiche dans votre panier et au paiement, avant de
        payer.
      </p>
      <h3>Quand votre commande est expédiée</h3>
      <ul>
        <li>
          Les <strong>articles en stock</strong> sont expédiés sous <strong>2 jours ouvrés</strong> après la confirmation de votre commande
          (les week-ends et les jours fériés colombiens ne sont pas des jours ouvrés).
        </li>
        <li>
          Les <strong>gaines sur mesure</strong> demandent <strong>4 jours ouvrés de fabrication</strong>, puis{' '}
          <strong>3 à 5 jours ouvrés de livraison</strong>.
        </li>
        <li>
          La <strong>livraison standard</strong> prend <strong>5 à 7 jours ouvrés</strong> une fois le colis parti de notre atelier.
        </li>
      </ul>
      <h3>Douane, droits et taxes</h3>
      <p>
        Toutes les commandes sont expédiées depuis la Colombie. Les envois internationaux partent <strong>droits non payés</strong> (Duties
        Unpaid) : les droits de douane, taxes et frais éventuels de votre pays sont à votre charge à la livraison et ne sont pas inclus dans nos
        prix. Les commandes livrées aux <strong>États-Unis n’entraînent aucun frais supplémentaire</strong>.
      </p>
      <p>
        Si les frais de douane ne sont pas réglés, le transporteur peut nous renvoyer le colis. Nous le conservons jusqu’au paiement des frais de
        réexpédition.
      </p>
      <h3>Adresses non desservies</h3>
      <p>
        Nous ne livrons pas les <strong>boîtes postales (PO Box)</strong> ni les adresses militaires <strong>APO</strong> et{' '}
        <strong>AE</strong>. Merci d’indiquer une adresse physique où quelqu’un pourra réceptionner le colis.
      </p>
    </>
  ),
}

export const returnsAnswer: Record<Language, Answer> = {
  en: (f) => (
    <>
      <h3>30 days to return</h3>
      <p>
        You can return an item within <strong>30 days</strong> of delivery if it is <strong>unworn and in perfect condition</strong> (no
        damage, stains, signs of wear or odours), with its tags and <strong>original packaging</strong>, and only with our{' '}
        <strong>prior approval</strong>. Orders placed between November 1 and December 25 can be returned until January 31.
      </p>
      <h3>How a return works</h3>
      <ol>
        <li>
          Ask for your return online, from My Orders or from the link in your order or shipping email, with <strong>photos or a video</strong>{' '}
          of the item: you see what you will get back before sending. Damaged, defective, wrong or missing items must be reported within{' '}
          <strong>7 days</strong> of receiving your order.
        </li>
        <li>We reply with an authorisation and the return address within 24–48 business hours.</li>
        <li>
          Ship the item within <strong>2 business days</strong> after approval.
        </li>
        <li>We inspect it and process your refund, store credit or exchange.</li>
      </ol>
      <p>
        If we do not hear back from you for <strong>1 week</strong> while a case is open, the case is closed.
      </p>
      <h3>What is deducted</h3>
      <ul>
        <li>
          <strong>Standard returns</strong> (you changed your mind): a refund to your original payment method carries a{' '}
          <strong>10% deduction for production costs</strong> and the <strong>{f.returnFee} return shipping fee</strong>. Prefer store credit
          and you receive the full item value plus a <strong>10% bonus</strong> (only the return fee is deducted); store credit never expires.
        </li>
        <li>
          Items that come back damaged or with wear you did not report carry an <strong>extra 20% deduction</strong>.
        </li>
        <li>
          The original <strong>shipping cost is not refundable</strong>.
        </li>
        <li>
          If the error is ours (damaged in transit, defective or wrong item), the return is free and nothing is deducted.
        </li>
      </ul>
      <h3>Size issues</h3>
      <p>
        Report a size issue within <strong>48 hours</strong> of delivery, with photos or a video of the fit. Made-to-measure fajas are cut to
        the measurements you enter when you order, so precise measurements are essential: when a faja matches the measurements you gave, an approved size
        return carries a <strong>30% deduction</strong> plus shipping costs (if it does not match them, the error is ours and we remake it).
        In-stock items returned for size follow the standard return terms above. Before returning, you can schedule a <strong>video consultation</strong> with our team: often a different hook row or a
        few days of wear solves the fit.
      </p>
      <h3>What cannot be returned</h3>
      <ul>
        <li>Items discounted 40% or more</li>
        <li>Items marked as non-returnable</li>
        <li>Items sent back without our prior approval</li>
        <li>Samples, including samples for distributors and wholesale customers</li>
      </ul>
    </>
  ),
  es: (f) => (
    <>
      <h3>30 días para devolver</h3>
      <p>
        Puedes devolver un producto dentro de los <strong>30 días</strong> siguientes a la entrega si está <strong>sin usar y en perfecto
        estado</strong> (sin daños, manchas, señales de uso ni olores), con sus etiquetas y su <strong>empaque original</strong>, y solo con
        nuestra <strong>aprobación previa</strong>. Los pedidos hechos entre el 1 de noviembre y el 25 de diciembre se pueden devolver hasta el
        31 de enero.
      </p>
      <h3>Cómo funciona una devolución</h3>
      <ol>
        <li>
          Solicita tu devolución en línea, desde Mis pedidos o desde el enlace del correo de tu pedido o de envío, con{' '}
          <strong>fotos o un video</strong> del producto: ves lo que recibirás antes de enviarla. Los productos dañados, defectuosos, equivocados
          o faltantes deben reportarse dentro de los <strong>7 días</strong> siguientes a la recepción del pedido.
        </li>
        <li>Te respondemos con la autorización y la dirección de devolución en un plazo de 24 a 48 horas hábiles.</li>
        <li>
          Envía el producto dentro de los <strong>2 días hábiles</strong> siguientes a la aprobación.
        </li>
        <li>Lo revisamos y procesamos tu reembolso, saldo a favor o cambio.</li>
      </ol>
      <p>
        Si no tenemos respuesta tuya durante <strong>1 semana</strong> mientras un caso está abierto, el caso se cierra.
      </p>
      <h3>Qué se descuenta</h3>
      <ul>
        <li>
          <strong>Devoluciones estándar</strong> (cambiaste de opinión): el reembolso a tu medio de pago original tiene un{' '}
          <strong>descuento del 10 % por costos de producción</strong> y la <strong>tarifa de envío de devolución de {f.returnFee}</strong>. Si
          prefieres saldo a favor, recibes el valor completo del producto más un <strong>bono del 10 %</strong> (solo se descuenta la tarifa de
          devolución); el saldo a favor nunca vence.
        </li>
        <li>
          Los productos que regresan con daños o con señales de uso no reportadas tienen un <strong>descuento adicional del 20 %</strong>.
        </li>
        <li>
          El <strong>costo del envío original no es reembolsable</strong>.
        </li>
        <li>Si el error es nuestro (daño en el transporte, producto defectuoso o equivocado), la devolución es gratis y no se descuenta nada.</li>
      </ul>
      <h3>Problemas de talla</h3>
      <p>
        Reporta un problema de talla dentro de las <strong>48 horas</strong> siguientes a la entrega, con fotos o un video de cómo te queda.
        Las fajas a la medida se confeccionan con las medidas que ingresas al hacer el pedido, por eso es fundamental que sean precisas: cuando la faja corresponde a
        las medidas que nos diste, una devolución por talla aprobada tiene un <strong>descuento del 30 %</strong> más los costos de envío (si
        no corresponde, el error es nuestro y la rehacemos). Los productos en existencia devueltos por talla siguen las condiciones de la
        devolución estándar. Antes de devolverla, puedes agendar una{' '}
        <strong>asesoría por videollamada</strong> con nuestro equipo: muchas veces cambiar de fila de ganchos o usarla unos días soluciona el
        ajuste.
      </p>
      <h3>Qué no se puede devolver</h3>
      <ul>
        <li>Productos con un descuento del 40 % o más</li>
        <li>Productos marcados como no retornables</li>
        <li>Productos enviados sin nuestra aprobación previa</li>
        <li>Muestras, incluidas las muestras para distribuidores y clientes mayoristas</li>
      </ul>
    </>
  ),
  fr: (f) => (
    <>
      <h3>30 jours pour retourner</h3>
      <p>
        Vous pouvez retourner un article dans les <strong>30 jours</strong> suivant la livraison s’il est <strong>non porté et en parfait
        état</strong> (ni dommage, ni tache, ni trace d’usure, ni odeur), avec ses étiquettes et son <strong>emballage d’origine</strong>, et
        uniquement avec notre <strong>accord préalable</strong>. Les commandes passées entre le 1er novembre et le 25 décembre peuvent être
        retournées jusqu’au 31 janvier.
      </p>
      <h3>Comment se passe un retour</h3>
      <ol>
        <li>
          Demandez votre retour en ligne, depuis Mes commandes ou depuis le lien de l’e-mail de commande ou d’expédition, avec des{' '}
          <strong>photos ou une vidéo</strong> de l’article : vous voyez ce que vous recevrez avant d’envoyer. Un article endommagé, défectueux,
          erroné ou manquant doit être signalé dans les <strong>7 jours</strong> suivant la réception de la commande.
        </li>
        <li>Nous vous répondons avec une autorisation et l’adresse de retour sous 24 à 48 heures ouvrées.</li>
        <li>
          Expédiez l’article dans les <strong>2 jours ouvrés</strong> suivant l’accord.
        </li>
        <li>Nous l’examinons, puis traitons votre remboursement, votre avoir ou votre échange.</li>
      </ol>
      <p>
        Sans nouvelles de votre part pendant <strong>1 semaine</strong> alors qu’un dossier est ouvert, celui-ci est clôturé.
      </p>
      <h3>Ce qui est déduit</h3>
      <ul>
        <li>
          <strong>Retours standard</strong> (changement d’avis) : un remboursement sur votre moyen de paiement d’origine fait l’objet d’une{' '}
          <strong>déduction de 10 % pour frais de fabrication</strong> et des <strong>frais de retour de {f.returnFee}</strong>. Si vous
          choisissez un avoir, vous recevez la valeur totale de l’article plus un <strong>bonus de 10 %</strong> (seuls les frais de retour sont
          déduits) ; l’avoir n’expire jamais.
        </li>
        <li>
          Un article retourné endommagé ou présentant une usure non signalée fait l’objet d’une <strong>déduction supplémentaire de 20 %</strong>.
        </li>
        <li>
          Les <strong>frais de livraison initiaux ne sont pas remboursables</strong>.
        </li>
        <li>Si l’erreur vient de nous (article abîmé pendant le transport, défectueux ou erroné), le retour est gratuit et rien n’est déduit.</li>
      </ul>
      <h3>Problèmes de taille</h3>
      <p>
        Signalez un problème de taille dans les <strong>48 heures</strong> suivant la livraison, avec des photos ou une vidéo de l’article
        porté. Les gaines sur mesure sont coupées selon les mesures que vous indiquez en commandant : des mesures précises sont donc indispensables : lorsque la
        gaine correspond aux mesures fournies, un retour pour taille accepté fait l’objet d’une <strong>déduction de 30 %</strong>, plus les
        frais de port (si elle n’y correspond pas, l’erreur vient de nous et nous la refaisons). Les articles en stock retournés pour une
        question de taille suivent les conditions du retour standard. Avant tout retour, vous
        pouvez réserver une <strong>consultation vidéo</strong> avec notre équipe : souvent, une autre rangée d’agrafes ou quelques jours de port
        suffisent à régler l’ajustement.
      </p>
      <h3>Ce qui ne peut pas être retourné</h3>
      <ul>
        <li>Les articles remisés de 40 % ou plus</li>
        <li>Les articles indiqués comme non retournables</li>
        <li>Les articles renvoyés sans notre accord préalable</li>
        <li>Les échantillons, y compris ceux destinés aux distributeurs et aux clients grossistes</li>
      </ul>
    </>
  ),
}
