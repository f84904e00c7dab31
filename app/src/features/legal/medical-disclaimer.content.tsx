// Medical Disclaimer, effective October 13, 2025, in the three languages.
import type { LegalDocument } from './legal-document'

export const medicalDisclaimer: LegalDocument = {
  en: (f) => ({
    title: 'Medical Disclaimer',
    description: 'Our shapewear and articles are not medical advice. Read how to wear compression garments safely and when to ask your doctor first.',
    intro: (
      <p>
        The products, articles and advice offered by {f.brand} are meant to support your comfort and confidence. They are not a substitute for
        professional medical advice, diagnosis or treatment. Please read this disclaimer before using our garments, especially after surgery
        or if you have a health condition.
      </p>
    ),
    sections: [
      {
        id: 'not-advice',
        heading: 'Not medical advice',
        body: (
          <p>
            Everything on this website, including blog articles, size recommendations, video consultations and answers from our team, is
            general information. It does not create a doctor–patient relationship and must not be used to diagnose or treat any condition.
            Always follow the instructions of your doctor or surgeon; if they differ from anything we say, theirs come first.
          </p>
        ),
      },
      {
        id: 'not-device',
        heading: 'Our garments are not medical devices',
        body: (
          <p>
            Our fajas, waist trainers, body shapers and face and neck pieces are shapewear. They are not medical devices and are not intended to
            diagnose, treat, cure or prevent any disease. They do not make you lose weight or fat, and results such as a smoother silhouette or
            better posture awareness vary from person to person.
          </p>
        ),
      },
      {
        id: 'ask-first',
        heading: 'Ask your doctor first',
        body: (
          <>
            <p>Talk to a health professional before wearing compression garments if you:</p>
            <ul>
              <li>are pregnant, have recently given birth or are breastfeeding;</li>
              <li>have had surgery or a cosmetic procedure, or are planning one;</li>
              <li>have heart, blood-pressure, circulation or breathing problems, or a history of blood clots;</li>
              <li>have diabetes, a hernia, digestive or reflux problems, or kidney disease;</li>
              <li>have sensitive skin, skin conditions, wounds or allergies to fabrics or latex.</li>
            </ul>
          </>
        ),
      },
      {
        id: 'post-surgery',
        heading: 'After surgery',
        body: (
          <p>
            Post-surgery fajas should be worn only as your surgeon prescribes: the stage, the compression level, how many hours a day and for how
            many weeks. Our articles about recovery describe common practice, not instructions for your case. Report any unusual pain, swelling,
            fluid, fever or change in skin colour to your surgeon immediately.
          </p>
        ),
      },
      {
        id: 'safe-use',
        heading: 'Wearing compression safely',
        body: (
          <>
            <ul>
              <li>choose your size with our {f.link('/size-guide', 'Size Guide')}: a garment that is too small is not more effective, only riskier;</li>
              <li>build up wearing time gradually and give your body regular breaks;</li>
              <li>do not sleep in shapewear unless your doctor tells you to;</li>
              <li>drink enough water and do not wear a waist trainer during intense exercise unless a professional has advised it.</li>
            </ul>
            <p>
              Take the garment off straight away and seek medical advice if you feel pain, numbness, tingling, shortness of breath, dizziness,
              or notice skin irritation, marks that do not fade or swelling.
            </p>
          </>
        ),
      },
      {
        id: 'emergencies',
        heading: 'Emergencies',
        body: <p>If you think you have a medical emergency, call your local emergency number or go to the nearest emergency department.</p>,
      },
      {
        id: 'liability',
        heading: 'Responsibility',
        body: (
          <p>
            To the extent the law allows, {f.company} is not responsible for harm resulting from using our garments against this disclaimer, our
            care and use instructions or medical advice. Our {f.link('/terms-of-service', 'Terms of Service')} apply to every purchase.
          </p>
        ),
      },
    ],
  }),
  es: (f) => ({
    title: 'Aviso médico',
    description: 'Nuestras fajas y artículos no son consejo médico. Lee cómo usar prendas de compresión de forma segura y cuándo consultar antes a tu médico.',
    intro: (
      <p>
        Los productos, artículos y consejos que ofrece {f.brand} buscan apoyar tu comodidad y tu seguridad en ti misma. No reemplazan el
        consejo, el diagnóstico ni el tratamiento de un profesional de la salud. Lee este aviso antes de usar nuestras prendas, sobre todo
        después de una cirugía o si tienes alguna condición de salud.
      </p>
    ),
    sections: [
      {
        id: 'not-advice',
        heading: 'No es consejo médico',
        body: (
          <p>
            Todo lo que encuentras en este sitio, incluidos los artículos del blog, las recomendaciones de talla, las asesorías por
            videollamada y las respuestas de nuestro equipo, es información general. No crea una relación médico-paciente y no debe usarse para
            diagnosticar ni tratar ninguna condición. Sigue siempre las indicaciones de tu médico o cirujano; si difieren de algo que decimos
            nosotros, las suyas van primero.
          </p>
        ),
      },
      {
        id: 'not-device',
        heading: 'Nuestras prendas no son dispositivos médicos',
        body: (
          <p>
            Nuestras fajas, cinturillas, moldeadores y prendas para rostro y cuello son prendas moldeadoras. No son dispositivos médicos ni están
            destinadas a diagnosticar, tratar, curar o prevenir ninguna enfermedad. No te hacen perder peso ni grasa, y resultados como una
            silueta más estilizada o una mayor conciencia de la postura varían de una persona a otra.
          </p>
        ),
      },
      {
        id: 'ask-first',
        heading: 'Consulta primero a tu médico',
        body: (
          <>
            <p>Habla con un profesional de la salud antes de usar prendas de compresión si:</p>
            <ul>
              <li>estás embarazada, diste a luz recientemente o estás lactando;</li>
              <li>te hiciste una cirugía o un procedimiento estético, o planeas hacértelo;</li>
              <li>tienes problemas del corazón, de presión arterial, de circulación o respiratorios, o antecedentes de coágulos;</li>
              <li>tienes diabetes, una hernia, problemas digestivos o de reflujo, o una enfermedad renal;</li>
              <li>tienes la piel sensible, afecciones de la piel, heridas o alergia a telas o al látex.</li>
            </ul>
          </>
        ),
      },
      {
        id: 'post-surgery',
        heading: 'Después de una cirugía',
        body: (
          <p>
            Las fajas posquirúrgicas deben usarse solo como las indique tu cirujano: la etapa, el nivel de compresión, cuántas horas al día y
            durante cuántas semanas. Nuestros artículos sobre recuperación describen prácticas comunes, no instrucciones para tu caso. Informa
            de inmediato a tu cirujano cualquier dolor inusual, hinchazón, líquido, fiebre o cambio de color en la piel.
          </p>
        ),
      },
      {
        id: 'safe-use',
        heading: 'Cómo usar la compresión de forma segura',
        body: (
          <>
            <ul>
              <li>elige tu talla con nuestra {f.link('/size-guide', 'Guía de tallas')}: una prenda demasiado pequeña no es más eficaz, solo más riesgosa;</li>
              <li>aumenta el tiempo de uso poco a poco y dale descansos regulares a tu cuerpo;</li>
              <li>no duermas con la faja puesta a menos que tu médico te lo indique;</li>
              <li>toma suficiente agua y no uses cinturilla durante ejercicio intenso salvo que un profesional te lo haya recomendado.</li>
            </ul>
            <p>
              Quítate la prenda de inmediato y busca atención médica si sientes dolor, adormecimiento, hormigueo, falta de aire o mareo, o si
              notas irritación en la piel, marcas que no desaparecen o hinchazón.
            </p>
          </>
        ),
      },
      {
        id: 'emergencies',
        heading: 'Emergencias',
        body: <p>Si crees que tienes una emergencia médica, llama al número de emergencias de tu país o acude al servicio de urgencias más cercano.</p>,
      },
      {
        id: 'liability',
        heading: 'Responsabilidad',
        body: (
          <p>
            En la medida en que la ley lo permita, {f.company} no es responsable de los daños derivados de usar nuestras prendas en contra de
            este aviso, de nuestras instrucciones de uso y cuidado o de las indicaciones médicas. Nuestros{' '}
            {f.link('/terms-of-service', 'Términos del servicio')} se aplican a toda compra.
          </p>
        ),
      },
    ],
  }),
  fr: (f) => ({
    title: 'Avertissement médical',
    description: 'Nos gaines et nos articles ne sont pas des avis médicaux. Comment porter une compression en toute sécurité et quand consulter d’abord votre médecin.',
    intro: (
      <p>
        Les produits, articles et conseils proposés par {f.brand} visent à soutenir votre confort et votre confiance en vous. Ils ne remplacent
        pas l’avis, le diagnostic ou le traitement d’un professionnel de santé. Lisez cet avertissement avant d’utiliser nos vêtements,
        surtout après une chirurgie ou si vous avez un problème de santé.
      </p>
    ),
    sections: [
      {
        id: 'not-advice',
        heading: 'Ceci n’est pas un avis médical',
        body: (
          <p>
            Tout ce qui figure sur ce site, y compris les articles du blog, les recommandations de taille, les consultations vidéo et les
            réponses de notre équipe, est une information générale. Cela ne crée aucune relation médecin-patient et ne doit pas servir à
            diagnostiquer ou traiter une affection. Suivez toujours les consignes de votre médecin ou de votre chirurgien ; si elles diffèrent de
            ce que nous disons, ce sont les leurs qui priment.
          </p>
        ),
      },
      {
        id: 'not-device',
        heading: 'Nos vêtements ne sont pas des dispositifs médicaux',
        body: (
          <p>
            Nos fajas, serre-taille, body gainants et pièces pour le visage et le cou sont des vêtements gainants. Ce ne sont pas des dispositifs
            médicaux et ils ne sont pas destinés à diagnostiquer, traiter, guérir ou prévenir une maladie. Ils ne font perdre ni poids ni graisse,
            et les résultats, comme une silhouette plus lisse ou une meilleure conscience de sa posture, varient d’une personne à l’autre.
          </p>
        ),
      },
      {
        id: 'ask-first',
        heading: 'Demandez d’abord l’avis de votre médecin',
        body: (
          <>
            <p>Consultez un professionnel de santé avant de porter un vêtement de compression si vous :</p>
            <ul>
              <li>êtes enceinte, avez récemment accouché ou allaitez ;</li>
              <li>avez subi une chirurgie ou un acte esthétique, ou en prévoyez un ;</li>
              <li>avez des problèmes cardiaques, de tension, de circulation ou respiratoires, ou des antécédents de caillots sanguins ;</li>
              <li>avez du diabète, une hernie, des troubles digestifs ou du reflux, ou une maladie rénale ;</li>
              <li>avez la peau sensible, une affection cutanée, des plaies ou une allergie à certains tissus ou au latex.</li>
            </ul>
          </>
        ),
      },
      {
        id: 'post-surgery',
        heading: 'Après une chirurgie',
        body: (
          <p>
            Une gaine post-opératoire ne doit être portée que selon la prescription de votre chirurgien : le stade, le niveau de compression, le
            nombre d’heures par jour et de semaines. Nos articles sur la récupération décrivent des pratiques courantes, pas des instructions pour
            votre cas. Signalez immédiatement à votre chirurgien toute douleur inhabituelle, tout gonflement, écoulement, fièvre ou changement de
            couleur de la peau.
          </p>
        ),
      },
      {
        id: 'safe-use',
        heading: 'Porter une compression en toute sécurité',
        body: (
          <>
            <ul>
              <li>choisissez votre taille avec notre {f.link('/size-guide', 'guide des tailles')} : un vêtement trop petit n’est pas plus efficace, seulement plus risqué ;</li>
              <li>augmentez progressivement la durée de port et accordez des pauses régulières à votre corps ;</li>
              <li>ne dormez pas avec une gaine sauf si votre médecin vous le demande ;</li>
              <li>buvez suffisamment et ne portez pas de serre-taille pendant un effort intense sans l’avis d’un professionnel.</li>
            </ul>
            <p>
              Retirez immédiatement le vêtement et consultez si vous ressentez une douleur, un engourdissement, des fourmillements, un
              essoufflement ou des vertiges, ou si vous constatez une irritation, des marques qui ne s’estompent pas ou un gonflement.
            </p>
          </>
        ),
      },
      {
        id: 'emergencies',
        heading: 'Urgences',
        body: <p>Si vous pensez avoir une urgence médicale, appelez le numéro d’urgence de votre pays ou rendez-vous aux urgences les plus proches.</p>,
      },
      {
        id: 'liability',
        heading: 'Responsabilité',
        body: (
          <p>
            Dans les limites permises par la loi, {f.company} n’est pas responsable des dommages résultant d’une utilisation de nos vêtements
            contraire à cet avertissement, à nos instructions d’usage et d’entretien ou à un avis médical. Nos{' '}
            {f.link('/terms-of-service', 'conditions d’utilisation')} s’appliquent à tout achat.
          </p>
        ),
      },
    ],
  }),
}
