import type { BlogCategory } from '#shared/catalogue/catalogue'

type SeedPost = {
  slug: string
  category: BlogCategory
  keywords: string[]
  publishedAt: string
  titleEn: string
  titleEs: string
  titleFr: string
  excerptEn: string
  excerptEs: string
  excerptFr: string
  contentEn: string
  contentEs: string
  contentFr: string
  seoDescriptionEn: string
  seoDescriptionEs: string
  seoDescriptionFr: string
}

// Body format: paragraphs separated by a blank line; a paragraph that is
// entirely `**…**` is a heading; `- ` lines form a bullet list; `✓ ` lines
// form a highlighted checklist.
const body = (...blocks: string[]) => blocks.join('\n\n')
const h = (text: string) => `**${text}**`
const list = (...items: string[]) => items.map((i) => `- ${i}`).join('\n')
const checks = (...items: string[]) => items.map((i) => `✓ ${i}`).join('\n')

export const seedPosts: SeedPost[] = [
  // ---------------------------------------------------------------------------
  {
    slug: 'everyday-shapewear-posture-and-confidence',
    category: 'health-benefits',
    keywords: ['everyday shapewear', 'posture', 'seamless faja', 'confidence', 'comfort'],
    publishedAt: '2025-02-11',
    titleEn: 'Everyday Shapewear, Posture and Confidence: What to Really Expect',
    titleEs: 'Fajas de uso diario, postura y seguridad: lo que puedes esperar de verdad',
    titleFr: 'Gaines du quotidien, posture et confiance : ce qu’on peut vraiment en attendre',
    excerptEn:
      'Seamless shapewear won’t change your body, but it can change how your clothes sit and how you carry yourself. An honest look at the everyday benefits.',
    excerptEs:
      'Una prenda sin costuras no cambia tu cuerpo, pero sí cómo te queda la ropa y cómo te sientes. Una mirada honesta a sus beneficios en el día a día.',
    excerptFr:
      'Une gaine sans coutures ne change pas votre corps, mais elle change la tenue de vos vêtements et votre allure. Un regard honnête sur ses bienfaits au quotidien.',
    contentEn: body(
      'There is a reason so many Colombian women own at least one faja for everyday use, and it has little to do with dramatic transformations. A well-made seamless piece smooths lines under clothing, holds the midsection gently and, for many of us, works as a quiet reminder to sit and stand a little taller. In this article we look at what everyday shapewear can realistically do, what it cannot, and how to wear it so it stays comfortable from morning to night.',
      h('What everyday shapewear actually does'),
      'Everyday pieces such as our seamless bodysuits and mid-thigh smoothers use light to medium compression. The fabric distributes gentle pressure evenly across the waist, hips and back, which softens visible lines and helps clothes drape the way the designer intended. Many customers tell us they feel more put together in a fitted dress or a work blouse, and that feeling is real and valuable.',
      'Shapewear is not a treatment, though. It does not burn fat, change your body composition or replace movement, rest and good nutrition. If you have a medical condition, are pregnant or have recently had surgery, talk to your doctor before wearing any compression garment.',
      h('A gentle reminder to stand tall'),
      'Structured pieces with wide straps or a high back, like our posture sculpt vest, give a light sensation of support around the torso. They don’t hold you upright for you, but the contact of the fabric makes it easier to notice when you slouch at your desk. Think of it as a nudge rather than a brace.',
      'The benefits our customers mention most often:',
      list(
        'Smoother lines under fitted clothes and knitwear',
        'Less thigh chafing on warm days with mid-thigh shorts',
        'A feeling of being held and supported through the core',
        'More confidence choosing body-skimming outfits',
      ),
      h('How to wear it comfortably all day'),
      'Comfort starts with the right size. Too small and a garment will roll, pinch or dig in; too large and it simply won’t smooth. Use our size chart with your waist and hip measurements, and if you fall between two sizes for everyday wear, choose the larger one. Breathable microfibre and cotton-lined gussets make a big difference in warm climates, and giving your skin a break in the evening is always a good idea.',
      'Before you wear a new piece for a full day, run through this quick check:',
      checks(
        'You can breathe deeply and sit down without pressure points',
        'The waistband stays flat and doesn’t roll when you bend',
        'No red marks remain a few minutes after taking it off',
        'You feel comfortable, not just smooth',
      ),
      h('The bottom line'),
      'Everyday shapewear is about comfort and confidence, not about changing who you are. Choose pieces that feel good, listen to your body, and enjoy the way your favourite clothes look and feel on you.',
    ),
    contentEs: body(
      'Hay una razón por la que tantas colombianas tienen al menos una faja para el diario, y no tiene nada que ver con transformaciones milagrosas. Una buena prenda sin costuras alisa las líneas bajo la ropa, sostiene suavemente el abdomen y, a muchas, nos recuerda sentarnos y pararnos un poquito más derechas. En este artículo te contamos qué puede hacer de verdad una prenda moldeadora de uso diario, qué no, y cómo usarla para que sea cómoda de la mañana a la noche.',
      h('Lo que realmente hace una prenda de uso diario'),
      'Las piezas de diario, como nuestros bodies sin costuras y los shorts a medio muslo, tienen compresión ligera a media. La tela reparte una presión suave y pareja sobre cintura, cadera y espalda, lo que disimula las líneas y hace que la ropa caiga como debe. Muchas clientas nos cuentan que se sienten más arregladas con un vestido ajustado o una blusa de oficina, y esa sensación es real y vale mucho.',
      'Eso sí: una faja no es un tratamiento. No quema grasa, no cambia la composición de tu cuerpo ni reemplaza el ejercicio, el descanso y una buena alimentación. Si tienes alguna condición médica, estás embarazada o te operaste hace poco, consulta con tu médico antes de usar cualquier prenda de compresión.',
      h('Un recordatorio suave para enderezarte'),
      'Las prendas estructuradas con tiras anchas o espalda alta, como nuestro chaleco moldeador, dan una sensación ligera de soporte alrededor del torso. No te sostienen por ti, pero el contacto de la tela hace que notes cuándo te estás encorvando frente al computador. Piensa en ella como un empujoncito, no como un corrector.',
      'Los beneficios que más mencionan nuestras clientas:',
      list(
        'Líneas más lisas bajo ropa ajustada y tejidos de punto',
        'Menos roce entre los muslos en días de calor gracias a los shorts a medio muslo',
        'La sensación de estar sostenida y firme en el abdomen',
        'Más seguridad para elegir looks ceñidos al cuerpo',
      ),
      h('Cómo usarla cómoda todo el día'),
      'La comodidad empieza por la talla correcta. Si es muy pequeña, la prenda se enrolla, aprieta o se clava; si es muy grande, simplemente no moldea. Usa nuestra tabla de tallas con tus medidas de cintura y cadera y, si para uso diario quedas entre dos tallas, elige la más grande. La microfibra transpirable y la entrepierna forrada en algodón hacen toda la diferencia en climas cálidos, y darle un descanso a tu piel en la noche siempre es buena idea.',
      'Antes de usar una prenda nueva durante todo un día, haz esta revisión rápida:',
      checks(
        'Puedes respirar profundo y sentarte sin puntos de presión',
        'La pretina queda plana y no se enrolla al agacharte',
        'No quedan marcas rojas unos minutos después de quitártela',
        'Te sientes cómoda, no solo moldeada',
      ),
      h('En resumen'),
      'Una prenda moldeadora de diario es cuestión de comodidad y de sentirte segura, no de cambiar quién eres. Elige piezas que te hagan sentir bien, escucha a tu cuerpo y disfruta cómo te queda tu ropa favorita.',
    ),
    contentFr: body(
      'Si tant de Colombiennes possèdent au moins une gaine pour le quotidien, ce n’est pas pour des transformations spectaculaires. Une pièce sans coutures bien conçue lisse les lignes sous les vêtements, maintient le ventre en douceur et, pour beaucoup d’entre nous, rappelle discrètement de se tenir un peu plus droite. Voyons ce qu’une gaine de tous les jours peut réellement apporter, ce qu’elle ne fait pas, et comment la porter confortablement du matin au soir.',
      h('Ce que fait vraiment une pièce du quotidien'),
      'Les modèles de tous les jours, comme nos bodys sans coutures ou nos panties mi-cuisse, offrent une compression légère à moyenne. Le tissu répartit une pression douce et homogène sur la taille, les hanches et le dos : les marques s’estompent et les vêtements tombent comme ils le devraient. Beaucoup de clientes nous disent se sentir plus soignées dans une robe ajustée ou un chemisier de bureau, et ce ressenti compte.',
      'Une gaine n’est pas pour autant un traitement. Elle ne fait pas fondre les graisses, ne modifie pas la composition du corps et ne remplace ni l’activité physique, ni le repos, ni une alimentation équilibrée. En cas de problème de santé, de grossesse ou d’opération récente, demandez l’avis de votre médecin avant de porter un vêtement de compression.',
      h('Un petit rappel pour se tenir droite'),
      'Les pièces structurées à larges bretelles ou à dos haut, comme notre gilet sculptant, procurent une légère sensation de maintien autour du buste. Elles ne vous tiennent pas à votre place, mais le contact du tissu aide à remarquer quand on s’avachit devant l’ordinateur. Voyez-le comme un coup de pouce, pas comme une attelle.',
      'Les avantages que nos clientes citent le plus souvent :',
      list(
        'Des lignes plus nettes sous les vêtements près du corps et les mailles fines',
        'Moins de frottements entre les cuisses l’été, grâce aux panties mi-cuisse',
        'La sensation d’être soutenue au niveau du ventre',
        'Plus d’assurance pour oser les tenues ajustées',
      ),
      h('Bien la porter toute la journée'),
      'Le confort commence par la bonne taille. Trop petite, la gaine roule, pince ou marque la peau ; trop grande, elle ne lisse tout simplement pas. Reportez vos tours de taille et de hanches sur notre guide des tailles et, si vous hésitez entre deux tailles pour un usage quotidien, prenez la plus grande. Une microfibre respirante et un fond doublé coton changent tout quand il fait chaud, et laisser respirer sa peau le soir est toujours une bonne idée.',
      'Avant de porter une nouvelle pièce toute une journée, faites ce petit test :',
      checks(
        'Vous respirez profondément et vous asseyez sans point de pression',
        'La ceinture reste à plat et ne roule pas quand vous vous penchez',
        'Aucune marque rouge ne persiste quelques minutes après l’avoir retirée',
        'Vous vous sentez bien, pas seulement galbée',
      ),
      h('En résumé'),
      'Une gaine du quotidien, c’est une question de confort et de confiance, pas de changer qui vous êtes. Choisissez des pièces agréables à porter, écoutez votre corps et profitez pleinement de vos vêtements préférés.',
    ),
    seoDescriptionEn:
      'An honest guide to everyday seamless shapewear: smoother lines, a gentle posture reminder and tips for comfortable all-day wear.',
    seoDescriptionEs:
      'Guía honesta sobre las fajas sin costuras de uso diario: líneas más lisas, un recordatorio de postura y consejos para usarlas cómoda.',
    seoDescriptionFr:
      'Guide honnête des gaines sans coutures du quotidien : silhouette lissée, rappel de posture et conseils pour les porter confortablement.',
  },
  // ---------------------------------------------------------------------------
  {
    slug: 'waist-trainers-myths-and-facts',
    category: 'health-benefits',
    keywords: ['waist trainer', 'latex cincher', 'myths', 'hourglass', 'safe use'],
    publishedAt: '2025-03-20',
    titleEn: 'Waist Trainers: Myths, Facts and Realistic Expectations',
    titleEs: 'Cinturillas: mitos, realidades y expectativas sensatas',
    titleFr: 'Serre-taille : mythes, réalités et attentes raisonnables',
    excerptEn:
      'Latex cinchers are a Colombian classic, and they come with plenty of myths. We separate what a waist trainer can do from what social media promises.',
    excerptEs:
      'La cinturilla de látex es un clásico colombiano y viene con muchos mitos. Te contamos qué puede hacer de verdad y qué es puro cuento de redes sociales.',
    excerptFr:
      'Le serre-taille en latex est un classique colombien, entouré de nombreux mythes. Démêlons ce qu’il peut vraiment faire de ce que promettent les réseaux sociaux.',
    contentEn: body(
      'Scroll through social media for a few minutes and you will find bold claims about waist trainers: permanent results in weeks, melted fat, a brand-new body. At our workshop in Colombia we have been sewing cinchers for years, and we prefer to talk about them honestly. A good waist trainer is a wonderful styling tool. It is not a shortcut, and it should never hurt.',
      h('Myth: it reshapes your body permanently'),
      'A cincher shapes your silhouette while you wear it. The firm core and boning draw the waist in and create that hourglass line under a dress, and many women love how that looks and feels. When you take it off, your body returns to its natural shape. Lasting changes in body composition come from habits such as movement, sleep and nutrition, not from a garment.',
      h('Myth: the tighter, the better'),
      'Over-tightening is the most common mistake we see. Compression that is too strong can make it hard to breathe deeply, cause discomfort after meals and leave marks on the skin. The right fit feels firm and secure, yet you can still talk, laugh, sit and take a full breath. That is why our trainers have three rows of hooks: start on the loosest row and only move inwards when it feels natural.',
      'What a well-fitted waist trainer can genuinely offer:',
      list(
        'Instant waist definition under clothing',
        'A supportive feeling around the core',
        'A reminder to keep an upright posture while sitting',
        'A confidence boost for special outfits and occasions',
      ),
      h('Myth: you should sleep and exercise in it'),
      'We don’t recommend sleeping in a latex waist trainer, and intense exercise deserves a garment made for it, such as our sport trainer with a Velcro wrap, worn only as long as it feels comfortable. Stay hydrated, take breaks and remove any garment that causes pain, dizziness, numbness or shortness of breath. If you are pregnant, have a medical condition or are recovering from surgery, ask your doctor before using one.',
      h('How to start the right way'),
      'Begin with one or two hours a day and build up gradually over several weeks. Wear a thin cotton layer underneath if your skin is sensitive, and give yourself rest days. Your waist trainer should fit like a firm hug, never like a cage.',
      checks(
        'Measure your waist and check the size chart before ordering',
        'Start on the loosest hook row',
        'Increase wear time slowly and take it off if anything hurts',
        'Keep moving, eating well and resting: the garment only complements that',
      ),
      'Used with realistic expectations, a waist trainer is simply a beautiful way to highlight the shape you already have.',
    ),
    contentEs: body(
      'Basta con mirar redes sociales unos minutos para encontrar promesas enormes sobre las cinturillas: resultados permanentes en semanas, grasa que se derrite, un cuerpo nuevo. En nuestro taller en Colombia llevamos años cosiendo cinturillas y preferimos hablar de ellas con la verdad. Una buena cinturilla es una herramienta de estilo maravillosa. No es un atajo, y nunca debería doler.',
      h('Mito: cambia tu cuerpo para siempre'),
      'La cinturilla moldea tu silueta mientras la tienes puesta. El núcleo firme y las varillas recogen la cintura y crean esa línea de reloj de arena bajo un vestido, y a muchas nos encanta cómo se ve y cómo se siente. Cuando te la quitas, tu cuerpo vuelve a su forma natural. Los cambios duraderos vienen de hábitos como el movimiento, el sueño y la alimentación, no de una prenda.',
      h('Mito: entre más apretada, mejor'),
      'Apretarla de más es el error más común que vemos. Una compresión excesiva puede dificultar la respiración profunda, causar molestias después de comer y dejar marcas en la piel. El ajuste correcto se siente firme y seguro, pero igual puedes hablar, reír, sentarte y respirar profundo. Por eso nuestras cinturillas traen tres hileras de ganchos: empieza por la más floja y pasa a la siguiente solo cuando se sienta natural.',
      'Lo que una cinturilla bien ajustada sí te puede dar:',
      list(
        'Cintura definida al instante bajo la ropa',
        'Una sensación de soporte en el abdomen',
        'Un recordatorio para mantener la espalda derecha al estar sentada',
        'Un plus de seguridad para ocasiones y looks especiales',
      ),
      h('Mito: hay que dormir y entrenar con ella'),
      'No recomendamos dormir con una cinturilla de látex, y el ejercicio intenso merece una prenda pensada para eso, como nuestra cinturilla deportiva con velcro, usada solo mientras te sientas cómoda. Hidrátate, descansa y quítate cualquier prenda que te cause dolor, mareo, adormecimiento o falta de aire. Si estás embarazada, tienes alguna condición médica o te estás recuperando de una cirugía, pregúntale a tu médico antes de usarla.',
      h('Cómo empezar con el pie derecho'),
      'Empieza con una o dos horas al día y ve aumentando poco a poco durante varias semanas. Si tienes la piel sensible, ponte una camiseta delgada de algodón debajo y date días de descanso. Tu cinturilla debe sentirse como un abrazo firme, nunca como una jaula.',
      checks(
        'Mide tu cintura y revisa la tabla de tallas antes de comprar',
        'Empieza en la hilera de ganchos más floja',
        'Aumenta el tiempo de uso despacio y quítatela si algo duele',
        'Sigue moviéndote, comiendo bien y descansando: la prenda solo complementa',
      ),
      'Con expectativas realistas, una cinturilla es sencillamente una forma bonita de resaltar la figura que ya tienes.',
    ),
    contentFr: body(
      'Quelques minutes sur les réseaux sociaux suffisent pour tomber sur des promesses spectaculaires au sujet des serre-taille : résultats définitifs en quelques semaines, graisses qui fondent, corps transformé. Dans notre atelier colombien, nous cousons des serre-taille depuis des années et nous préférons en parler franchement. Un bon serre-taille est un formidable allié de style. Ce n’est pas un raccourci, et il ne doit jamais faire mal.',
      h('Mythe : il transforme le corps pour toujours'),
      'Le serre-taille façonne la silhouette tant qu’on le porte. Son cœur ferme et ses baleines resserrent la taille et dessinent cette ligne en sablier sous une robe, et beaucoup d’entre nous adorent l’effet. Une fois retiré, le corps reprend sa forme naturelle. Les changements durables viennent des habitudes — bouger, bien dormir, bien manger — et non d’un vêtement.',
      h('Mythe : plus c’est serré, mieux c’est'),
      'Trop serrer est l’erreur la plus fréquente. Une compression excessive peut gêner la respiration profonde, provoquer un inconfort après les repas et marquer la peau. Le bon ajustement est ferme et rassurant, mais vous pouvez parler, rire, vous asseoir et respirer à fond. C’est pour cela que nos modèles ont trois rangées d’agrafes : commencez par la plus large et ne resserrez que lorsque cela devient naturel.',
      'Ce qu’un serre-taille bien ajusté peut réellement offrir :',
      list(
        'Une taille marquée instantanément sous les vêtements',
        'Une sensation de maintien autour du ventre',
        'Un rappel pour garder le dos droit en position assise',
        'Un supplément d’assurance pour les tenues et occasions spéciales',
      ),
      h('Mythe : il faut dormir et faire du sport avec'),
      'Nous déconseillons de dormir avec un serre-taille en latex, et le sport intense mérite une pièce conçue pour cela, comme notre ceinture sport à fermeture auto-agrippante, portée seulement tant qu’elle reste confortable. Hydratez-vous, faites des pauses et retirez tout vêtement qui provoque douleur, vertiges, fourmillements ou essoufflement. Enceinte, en convalescence ou en cas de problème de santé, demandez conseil à votre médecin avant de l’utiliser.',
      h('Bien démarrer'),
      'Commencez par une ou deux heures par jour et augmentez progressivement sur plusieurs semaines. Si votre peau est sensible, glissez un fin débardeur en coton dessous et accordez-vous des jours de pause. Votre serre-taille doit ressembler à une étreinte ferme, jamais à une cage.',
      checks(
        'Mesurez votre tour de taille et consultez le guide des tailles avant de commander',
        'Commencez sur la rangée d’agrafes la plus large',
        'Allongez la durée de port petit à petit et retirez-le en cas de douleur',
        'Continuez à bouger, à bien manger et à vous reposer : le vêtement ne fait que compléter',
      ),
      'Avec des attentes réalistes, le serre-taille devient tout simplement une belle façon de souligner la silhouette que vous avez déjà.',
    ),
    seoDescriptionEn:
      'Waist trainer myths vs facts: what a latex cincher can and can’t do, how tight it should be and how to start wearing one safely.',
    seoDescriptionEs:
      'Mitos y realidades de las cinturillas de látex: qué pueden hacer, qué tan ajustadas deben ir y cómo empezar a usarlas de forma segura.',
    seoDescriptionFr:
      'Serre-taille : mythes et réalités. Ce qu’un modèle en latex peut faire, jusqu’où le serrer et comment commencer à le porter sans risque.',
  },
  // ---------------------------------------------------------------------------
  {
    slug: 'stage-1-vs-stage-2-fajas',
    category: 'post-surgery',
    keywords: ['stage 2 faja', 'post-surgery faja', 'compression garment', 'recovery', 'lipo faja'],
    publishedAt: '2025-04-08',
    titleEn: 'Stage 1 vs Stage 2 Fajas: What Changes and When',
    titleEs: 'Faja etapa 1 vs. etapa 2: qué cambia y cuándo',
    titleFr: 'Gaine de stade 1 ou de stade 2 : ce qui change et à quel moment',
    excerptEn:
      'Stage 1, stage 2… post-surgery fajas come with their own vocabulary. Here is what the stages mean and why your surgeon always has the final word.',
    excerptEs:
      'Etapa 1, etapa 2… las fajas postquirúrgicas tienen su propio vocabulario. Te explicamos qué significa cada etapa y por qué tu cirujano siempre tiene la última palabra.',
    excerptFr:
      'Stade 1, stade 2… les gaines post-opératoires ont leur propre vocabulaire. Voici ce que recouvrent ces étapes, et pourquoi votre chirurgien a toujours le dernier mot.',
    contentEn: body(
      'If you are preparing for a body contouring procedure, you have probably heard about stage 1 and stage 2 fajas. The terms are used widely in Colombia and beyond, but they are not always explained clearly. This guide describes the general idea behind each stage so you can have a more informed conversation with your medical team. It is not medical advice: your surgeon’s instructions always come first.',
      h('Stage 1: the first weeks'),
      'A stage 1 faja is usually the garment you wear immediately after surgery. It tends to be softer and more adjustable, with long zippers and side closures so it can be put on and taken off while you are still very limited in your movements. Many clinics provide or specify this garment themselves, and they will tell you how long to wear it each day.',
      h('Stage 2: when your surgeon gives the go-ahead'),
      'Once your surgeon decides you are ready, often a few weeks after the procedure, they may recommend moving to a stage 2 faja. These garments are generally firmer and more fitted, with a more sculpted pattern, hook-and-eye closures and reinforced panels. Our Stage 2 Post-Surgery Faja and our Stage 2 Mid-Thigh Faja belong to this group. Timing varies from person to person, which is why we never suggest a date: only your medical team can.',
      'Features to look for in a stage 2 faja:',
      list(
        'Powernet with firm, even compression across the treated areas',
        'Flat seams that won’t mark sensitive skin',
        'Front hook-and-eye closure, ideally combined with a zipper',
        'An open crotch or practical opening for bathroom breaks',
        'A size chosen from your current measurements, not your pre-surgery ones',
      ),
      h('Getting the size right'),
      'Your body will change during recovery, so measure yourself again before ordering your stage 2 garment. Compare your waist and hips with our size chart. If you are between sizes, send us a message with your measurements and your surgeon’s guidance: we are happy to help, and a made-to-measure faja can be an option. Remember that size issues must be reported within 48 hours of receiving your order.',
      h('Before you switch'),
      checks(
        'Your surgeon has confirmed you can move to stage 2',
        'You know how many hours a day you should wear it',
        'You have measured yourself in the last few days',
        'Someone can help you with the closures the first few times',
      ),
      'Recovery is personal, and there is no prize for rushing it. Follow your surgeon’s instructions, attend your check-ups and contact your clinic if anything feels wrong, such as pain, numbness or unusual swelling. We are here for the garment; your medical team is there for you.',
    ),
    contentEs: body(
      'Si te estás preparando para una cirugía de contorno corporal, seguramente has oído hablar de las fajas de etapa 1 y etapa 2. Son términos muy usados en Colombia y en otros países, pero no siempre se explican bien. Esta guía cuenta la idea general de cada etapa para que puedas conversar mejor informada con tu equipo médico. No es un consejo médico: las indicaciones de tu cirujano siempre van primero.',
      h('Etapa 1: las primeras semanas'),
      'La faja de etapa 1 suele ser la que te pones justo después de la cirugía. Por lo general es más suave y ajustable, con cremalleras largas y cierres laterales para ponerla y quitarla cuando todavía te mueves con dificultad. Muchas clínicas la entregan o la especifican, y te dicen cuántas horas al día usarla.',
      h('Etapa 2: cuando tu cirujano dé el visto bueno'),
      'Cuando tu cirujano considere que estás lista, muchas veces unas semanas después del procedimiento, puede recomendarte pasar a una faja de etapa 2. Estas prendas suelen ser más firmes y ajustadas, con un patronaje más moldeador, broches de gancho y paneles reforzados. Nuestra Faja Postquirúrgica Etapa 2 y la Faja Etapa 2 a Medio Muslo pertenecen a este grupo. Los tiempos cambian de una persona a otra, por eso nunca te sugerimos una fecha: solo tu equipo médico puede hacerlo.',
      'Lo que debes buscar en una faja de etapa 2:',
      list(
        'Powernet con compresión firme y pareja en las zonas tratadas',
        'Costuras planas que no marquen la piel sensible',
        'Cierre frontal de broches, idealmente con cremallera',
        'Entrepierna abierta o una abertura práctica para ir al baño',
        'Una talla elegida con tus medidas actuales, no con las de antes de la cirugía',
      ),
      h('Cómo acertar con la talla'),
      'Tu cuerpo va a cambiar durante la recuperación, así que vuelve a medirte antes de pedir tu faja de etapa 2. Compara tu cintura y tu cadera con nuestra tabla de tallas. Si quedas entre dos tallas, escríbenos con tus medidas y las indicaciones de tu cirujano: con gusto te ayudamos, y una faja a la medida puede ser una buena opción. Recuerda que los problemas de talla se deben reportar en las 48 horas siguientes a recibir tu pedido.',
      h('Antes de hacer el cambio'),
      checks(
        'Tu cirujano confirmó que puedes pasar a etapa 2',
        'Sabes cuántas horas al día debes usarla',
        'Te mediste en los últimos días',
        'Alguien puede ayudarte con los broches las primeras veces',
      ),
      'Cada recuperación es distinta y no hay premio por apurarla. Sigue las indicaciones de tu cirujano, asiste a tus controles y comunícate con tu clínica si algo no se siente bien, por ejemplo dolor, adormecimiento o una inflamación fuera de lo normal. Nosotras nos encargamos de la prenda; tu equipo médico se encarga de ti.',
    ),
    contentFr: body(
      'Si vous préparez une intervention de remodelage de la silhouette, vous avez sans doute entendu parler des gaines de stade 1 et de stade 2. Ces termes sont très répandus en Colombie et ailleurs, mais rarement bien expliqués. Ce guide présente l’idée générale de chaque étape pour vous aider à échanger avec votre équipe médicale en connaissance de cause. Il ne s’agit pas d’un avis médical : les consignes de votre chirurgien priment toujours.',
      h('Stade 1 : les premières semaines'),
      'La gaine de stade 1 est généralement celle que l’on porte juste après l’opération. Elle est souvent plus souple et plus réglable, avec de longues fermetures éclair et des ouvertures latérales pour l’enfiler et la retirer quand les mouvements sont encore très limités. De nombreuses cliniques la fournissent ou la prescrivent, et précisent combien d’heures par jour la porter.',
      h('Stade 2 : avec le feu vert du chirurgien'),
      'Lorsque votre chirurgien estime que vous êtes prête, souvent quelques semaines après l’intervention, il peut vous conseiller de passer à une gaine de stade 2. Ces modèles sont en général plus fermes et plus ajustés, avec une coupe plus sculptante, des agrafes et des panneaux renforcés. Notre Gaine Post-opératoire Stade 2 et notre Gaine Stade 2 Mi-Cuisse en font partie. Le bon moment varie d’une personne à l’autre ; c’est pourquoi nous n’avançons jamais de date : seule votre équipe médicale peut le faire.',
      'Les points à vérifier sur une gaine de stade 2 :',
      list(
        'Un powernet à compression ferme et homogène sur les zones traitées',
        'Des coutures plates qui ne marquent pas une peau sensible',
        'Une fermeture à agrafes devant, idéalement doublée d’une fermeture éclair',
        'Un entrejambe ouvert ou une ouverture pratique',
        'Une taille choisie selon vos mesures actuelles, pas celles d’avant l’opération',
      ),
      h('Trouver la bonne taille'),
      'Votre corps évolue pendant la convalescence : reprenez vos mesures avant de commander votre gaine de stade 2. Comparez vos tours de taille et de hanches avec notre guide des tailles. Si vous êtes entre deux tailles, écrivez-nous avec vos mesures et les recommandations de votre chirurgien : nous vous aiderons volontiers, et une gaine sur mesure peut être une solution. N’oubliez pas qu’un problème de taille doit être signalé dans les 48 heures suivant la réception.',
      h('Avant de changer de gaine'),
      checks(
        'Votre chirurgien a confirmé le passage au stade 2',
        'Vous savez combien d’heures par jour la porter',
        'Vous avez repris vos mesures ces derniers jours',
        'Quelqu’un peut vous aider avec les agrafes les premières fois',
      ),
      'Chaque convalescence est unique, et rien ne sert de se presser. Suivez les consignes de votre chirurgien, allez à vos rendez-vous de suivi et contactez votre clinique au moindre signe inhabituel, comme une douleur, un engourdissement ou un gonflement anormal. Nous nous occupons du vêtement ; votre équipe médicale s’occupe de vous.',
    ),
    seoDescriptionEn:
      'Stage 1 vs stage 2 fajas explained: what each stage is for, what to look for in a stage 2 faja and why your surgeon decides when to switch.',
    seoDescriptionEs:
      'Faja etapa 1 vs. etapa 2: para qué sirve cada una, qué buscar en una faja de etapa 2 y por qué tu cirujano decide cuándo cambiar.',
    seoDescriptionFr:
      'Gaine de stade 1 ou 2 : le rôle de chaque étape, les critères d’une bonne gaine de stade 2 et pourquoi votre chirurgien décide du passage.',
  },
  // ---------------------------------------------------------------------------
  {
    slug: 'living-with-your-post-surgery-faja',
    category: 'post-surgery',
    keywords: ['post-surgery faja', 'recovery tips', 'compression', 'skin care', 'stage 2'],
    publishedAt: '2025-05-27',
    titleEn: 'Living With Your Post-Surgery Faja: Practical Tips for Everyday Comfort',
    titleEs: 'Tu faja postquirúrgica en el día a día: consejos prácticos para estar cómoda',
    titleFr: 'Vivre avec sa gaine post-opératoire : conseils pratiques pour le quotidien',
    excerptEn:
      'Dressing, sitting, sleeping, washing: small practical habits that make life with a post-surgery faja easier, always within your surgeon’s instructions.',
    excerptEs:
      'Vestirte, sentarte, dormir, lavar: pequeños hábitos que hacen más fácil la vida con tu faja postquirúrgica, siempre siguiendo a tu cirujano.',
    excerptFr:
      'S’habiller, s’asseoir, dormir, laver : de petites habitudes qui simplifient la vie avec une gaine post-opératoire, toujours dans le respect des consignes médicales.',
    contentEn: body(
      'The weeks after a cosmetic procedure are a time to rest and be patient with yourself. Your surgeon will tell you which garment to wear, for how long and when to change stages. What they may not have time to cover are the small, practical details of living in a faja day after day. These are the tips our customers and our seamstresses share most often. They complement your medical instructions; they never replace them.',
      h('Getting dressed without a struggle'),
      'Put your faja on sitting on the edge of the bed, with everything you need within reach. Close the hooks from the bottom up, one row at a time, and ask for help the first few days. A zipper closes far more easily once the hooks are fastened. Take your time: pulling hard on the fabric or the closures can wear out the garment and tire you.',
      h('Protecting your skin'),
      'Compression garments sit close to the skin for many hours, so a little care goes a long way. Smooth out every wrinkle, since creases can leave marks. Many clinics recommend a thin cotton layer or foam boards under the faja; use them only if your surgeon has advised it, and exactly as they describe.',
      list(
        'Keep a second faja so you always have a clean one while the other dries',
        'Check your skin daily for redness, blisters or marks that don’t fade',
        'Wear loose, front-opening clothes over the faja',
        'Use the crotch opening instead of removing the garment for bathroom breaks',
      ),
      h('Sitting, sleeping and moving'),
      'Follow your surgeon’s guidance on positions and activity, especially after procedures involving the buttocks. Short, gentle walks are often encouraged, but only your medical team can tell you what is right for you. If your faja pinches behind the knees or at the groin when you sit, mention it to us: a different cut or size may be more comfortable.',
      h('When to call your clinic'),
      'A faja should feel firm, not painful. Contact your surgeon straight away if you notice numbness, tingling, increasing pain, swelling on one side only, shortness of breath or anything that worries you. Loosening the garment and calling for advice is always better than waiting.',
      checks(
        'Wear your faja for the hours your surgeon recommends, no more and no less',
        'Wash it gently by hand and let it air dry in the shade',
        'Measure again before ordering a stage 2 garment',
        'Rest, hydrate and attend every follow-up appointment',
      ),
      'Recovery is not a race. With the right garment, a few good habits and your medical team by your side, you can focus on what matters most: healing well.',
    ),
    contentEs: body(
      'Las semanas después de un procedimiento estético son para descansar y tenerte paciencia. Tu cirujano te dirá qué prenda usar, por cuánto tiempo y cuándo cambiar de etapa. Lo que quizá no alcance a explicarte son los detalles prácticos de vivir con una faja día tras día. Estos son los consejos que más comparten nuestras clientas y nuestras costureras. Complementan las indicaciones médicas; nunca las reemplazan.',
      h('Vestirte sin pelear con la faja'),
      'Ponte la faja sentada en el borde de la cama, con todo lo que necesitas a la mano. Cierra los broches de abajo hacia arriba, hilera por hilera, y pide ayuda los primeros días. La cremallera sube mucho más fácil cuando los broches ya están cerrados. Tómate tu tiempo: jalar con fuerza la tela o los cierres desgasta la prenda y te cansa.',
      h('Cuidar tu piel'),
      'Las prendas de compresión están muchas horas en contacto con la piel, así que un poco de cuidado hace una gran diferencia. Alisa cada arruga, porque los pliegues pueden dejar marcas. Muchas clínicas recomiendan una capa delgada de algodón o tablas de espuma debajo de la faja; úsalas solo si tu cirujano te lo indicó y tal como te lo explicó.',
      list(
        'Ten una segunda faja para tener siempre una limpia mientras la otra se seca',
        'Revisa tu piel a diario por si hay enrojecimiento, ampollas o marcas que no desaparecen',
        'Usa ropa holgada y que abra por delante encima de la faja',
        'Usa la abertura de la entrepierna en lugar de quitarte la prenda para ir al baño',
      ),
      h('Sentarte, dormir y moverte'),
      'Sigue las indicaciones de tu cirujano sobre posiciones y actividad, sobre todo después de procedimientos en los glúteos. Muchas veces se recomiendan caminatas cortas y suaves, pero solo tu equipo médico puede decirte qué es lo adecuado para ti. Si al sentarte la faja te aprieta detrás de las rodillas o en la ingle, cuéntanos: otro corte u otra talla pueden ser más cómodos.',
      h('Cuándo llamar a tu clínica'),
      'Una faja debe sentirse firme, no dolorosa. Comunícate de inmediato con tu cirujano si notas adormecimiento, hormigueo, dolor que aumenta, inflamación de un solo lado, falta de aire o cualquier cosa que te preocupe. Aflojar la prenda y pedir orientación siempre es mejor que esperar.',
      checks(
        'Usa la faja las horas que recomiende tu cirujano, ni más ni menos',
        'Lávala a mano con suavidad y sécala a la sombra',
        'Vuelve a medirte antes de pedir tu faja de etapa 2',
        'Descansa, hidrátate y asiste a todos tus controles',
      ),
      'La recuperación no es una carrera. Con la prenda adecuada, unos cuantos buenos hábitos y tu equipo médico al lado, puedes enfocarte en lo más importante: sanar bien.',
    ),
    contentFr: body(
      'Les semaines qui suivent une intervention esthétique sont faites pour se reposer et être patiente avec soi-même. Votre chirurgien vous indiquera quel vêtement porter, combien de temps et quand changer de stade. Ce qu’il n’aura peut-être pas le temps d’aborder, ce sont les petits détails pratiques de la vie avec une gaine, jour après jour. Voici les conseils que nos clientes et nos couturières partagent le plus souvent. Ils complètent les consignes médicales, sans jamais les remplacer.',
      h('S’habiller sans se battre'),
      'Enfilez votre gaine assise au bord du lit, avec tout le nécessaire à portée de main. Fermez les agrafes de bas en haut, rangée par rangée, et faites-vous aider les premiers jours. La fermeture éclair remonte bien plus facilement une fois les agrafes fermées. Prenez votre temps : tirer fort sur le tissu ou les fermetures use le vêtement et vous fatigue.',
      h('Prendre soin de sa peau'),
      'Un vêtement de compression reste de longues heures au contact de la peau : un peu d’attention fait toute la différence. Lissez chaque pli, car les plis peuvent marquer. Beaucoup de cliniques conseillent une fine couche de coton ou des plaques de mousse sous la gaine ; utilisez-les uniquement si votre chirurgien vous l’a recommandé, et exactement comme il l’a décrit.',
      list(
        'Ayez une seconde gaine pour toujours en porter une propre pendant que l’autre sèche',
        'Vérifiez chaque jour votre peau : rougeurs, ampoules ou marques qui ne s’estompent pas',
        'Portez par-dessus des vêtements amples qui s’ouvrent devant',
        'Utilisez l’ouverture de l’entrejambe plutôt que de retirer la gaine',
      ),
      h('S’asseoir, dormir, bouger'),
      'Suivez les consignes de votre chirurgien concernant les positions et l’activité, surtout après une intervention sur les fessiers. De courtes marches douces sont souvent encouragées, mais seule votre équipe médicale peut vous dire ce qui vous convient. Si la gaine pince derrière les genoux ou à l’aine quand vous êtes assise, parlez-nous-en : une autre coupe ou une autre taille peut être plus confortable.',
      h('Quand appeler votre clinique'),
      'Une gaine doit être ferme, pas douloureuse. Contactez immédiatement votre chirurgien en cas d’engourdissement, de fourmillements, de douleur croissante, de gonflement d’un seul côté, d’essoufflement ou de tout autre signe qui vous inquiète. Desserrer le vêtement et demander conseil vaut toujours mieux qu’attendre.',
      checks(
        'Portez la gaine le nombre d’heures indiqué par votre chirurgien, ni plus ni moins',
        'Lavez-la délicatement à la main et faites-la sécher à l’ombre',
        'Reprenez vos mesures avant de commander une gaine de stade 2',
        'Reposez-vous, hydratez-vous et honorez chaque rendez-vous de suivi',
      ),
      'La convalescence n’est pas une course. Avec le bon vêtement, quelques bonnes habitudes et votre équipe médicale à vos côtés, vous pouvez vous concentrer sur l’essentiel : bien guérir.',
    ),
    seoDescriptionEn:
      'Practical tips for life with a post-surgery faja: dressing, skin care, sitting and when to call your clinic. Always follow your surgeon.',
    seoDescriptionEs:
      'Consejos prácticos para vivir con tu faja postquirúrgica: vestirte, cuidar la piel y cuándo llamar a tu clínica. Sigue siempre a tu cirujano.',
    seoDescriptionFr:
      'Conseils pratiques pour vivre avec une gaine post-opératoire : s’habiller, protéger sa peau, quand appeler sa clinique. Suivez votre chirurgien.',
  },
  // ---------------------------------------------------------------------------
  {
    slug: 'how-to-wash-your-colombian-faja',
    category: 'care-tips',
    keywords: ['faja care', 'wash shapewear', 'powernet', 'latex', 'hand wash'],
    publishedAt: '2025-06-17',
    titleEn: 'How to Wash Your Colombian Faja So It Lasts',
    titleEs: 'Cómo lavar tu faja colombiana para que te dure',
    titleFr: 'Comment laver votre gaine colombienne pour qu’elle dure',
    excerptEn:
      'Powernet and latex are strong but sensitive to heat and harsh products. A simple washing routine keeps your faja firm, comfortable and looking new.',
    excerptEs:
      'El powernet y el látex son resistentes, pero sensibles al calor y a los productos fuertes. Una rutina de lavado sencilla mantiene tu faja firme y como nueva.',
    excerptFr:
      'Le powernet et le latex sont solides mais craignent la chaleur et les produits agressifs. Une routine de lavage simple garde votre gaine ferme et comme neuve.',
    contentEn: body(
      'A Colombian faja is an investment. Each one is cut and sewn by hand, and the compression fabrics that give it its shape, powernet and latex above all, need a little care to keep performing. The good news is that the routine is simple. Follow these steps and your faja will stay firm and comfortable for many months.',
      h('Why heat is the enemy'),
      'Elastic fibres lose their strength when they get hot. A tumble dryer, a radiator, hot water or direct sun can slowly relax the fabric, and a faja that has lost its elasticity no longer sculpts. Bleach and fabric softener do similar damage: the first weakens the fibres, the second coats them and reduces their grip. Oils and body lotions are particularly hard on latex, so let creams absorb fully before dressing.',
      h('Our step-by-step hand wash'),
      'Hand washing takes about ten minutes and is by far the kindest option for fajas and waist trainers.',
      list(
        'Close every hook, zipper and Velcro strap so nothing snags',
        'Fill a basin with cool water and a small amount of neutral soap',
        'Soak for a few minutes, then gently press the fabric, without rubbing or twisting',
        'Rinse in clean cool water until no soap remains',
        'Roll the faja in a towel and press to remove excess water',
      ),
      'Our seamless everyday pieces can also go in the washing machine on a cold, delicate cycle inside a mesh bag. Fajas with hooks, boning or latex should always be washed by hand.',
      h('Drying it the right way'),
      'Lay the garment flat on a towel or drying rack in the shade, away from heaters and direct sunlight. Hanging a wet faja by the straps stretches them, so avoid clothes pegs and hangers until it is completely dry. Never iron compression garments.',
      h('How often should you wash it?'),
      'For everyday shapewear, after every one or two wears is ideal, since sweat and skin oils also break down elastic. Post-surgery fajas are often worn many hours a day, which is why having two and alternating them makes such a difference. Always follow any hygiene guidance from your clinic.',
      checks(
        'Cool water and neutral soap only',
        'No bleach, softener, dryer or iron',
        'Hooks and zippers closed before washing',
        'Dry flat in the shade',
      ),
      'A few minutes of care after each wear is all it takes to protect the work of the hands that made your faja.',
    ),
    contentEs: body(
      'Una faja colombiana es una inversión. Cada una se corta y se cose a mano, y las telas de compresión que le dan la forma, sobre todo el powernet y el látex, necesitan un poco de cuidado para seguir funcionando. La buena noticia es que la rutina es sencilla. Sigue estos pasos y tu faja se mantendrá firme y cómoda durante muchos meses.',
      h('Por qué el calor es tu peor enemigo'),
      'Las fibras elásticas pierden fuerza con el calor. La secadora, un radiador, el agua caliente o el sol directo van aflojando la tela poco a poco, y una faja que perdió su elasticidad ya no moldea. El cloro y el suavizante hacen un daño parecido: el primero debilita las fibras y el segundo las recubre y les quita agarre. Los aceites y cremas corporales son especialmente duros con el látex, así que deja que la crema se absorba bien antes de vestirte.',
      h('Nuestro lavado a mano, paso a paso'),
      'Lavar a mano toma unos diez minutos y es, por mucho, lo más amable con tus fajas y cinturillas.',
      list(
        'Cierra todos los broches, cremalleras y velcros para que nada se enganche',
        'Llena un platón con agua fresca y un poquito de jabón neutro',
        'Déjala remojar unos minutos y presiona la tela con suavidad, sin restregar ni retorcer',
        'Enjuaga con agua limpia y fresca hasta que no quede jabón',
        'Enrolla la faja en una toalla y presiona para sacar el exceso de agua',
      ),
      'Nuestras prendas sin costuras de uso diario también se pueden lavar en lavadora, en ciclo delicado con agua fría y dentro de una bolsa de malla. Las fajas con broches, varillas o látex siempre se lavan a mano.',
      h('Cómo secarla bien'),
      'Extiende la prenda sobre una toalla o un tendedero plano, a la sombra y lejos de fuentes de calor y del sol directo. Colgar una faja mojada de las tiras las estira, así que evita ganchos y pinzas hasta que esté totalmente seca. Nunca planches una prenda de compresión.',
      h('¿Cada cuánto lavarla?'),
      'Para las prendas de diario, lo ideal es lavarlas después de una o dos puestas, porque el sudor y la grasa natural de la piel también desgastan el elástico. Las fajas postquirúrgicas se usan muchas horas al día, y por eso tener dos e irlas alternando hace tanta diferencia. Sigue siempre las recomendaciones de higiene de tu clínica.',
      checks(
        'Solo agua fresca y jabón neutro',
        'Nada de cloro, suavizante, secadora ni plancha',
        'Broches y cremalleras cerrados antes de lavar',
        'Secado plano y a la sombra',
      ),
      'Unos minutos de cuidado después de cada uso bastan para proteger el trabajo de las manos que hicieron tu faja.',
    ),
    contentFr: body(
      'Une gaine colombienne est un investissement. Chacune est coupée et cousue à la main, et les tissus de compression qui lui donnent sa forme, surtout le powernet et le latex, demandent un peu d’attention pour rester performants. Bonne nouvelle : la routine est simple. Suivez ces étapes et votre gaine restera ferme et confortable pendant de longs mois.',
      h('Pourquoi la chaleur est l’ennemie'),
      'Les fibres élastiques perdent leur nervosité à la chaleur. Le sèche-linge, un radiateur, l’eau chaude ou le plein soleil détendent peu à peu le tissu, et une gaine qui a perdu son élasticité ne sculpte plus. L’eau de javel et l’assouplissant font des dégâts comparables : la première fragilise les fibres, le second les enrobe et réduit leur tenue. Les huiles et laits corporels sont particulièrement agressifs pour le latex : laissez bien pénétrer vos soins avant de vous habiller.',
      h('Notre lavage à la main, étape par étape'),
      'Le lavage à la main prend une dizaine de minutes et reste de loin la méthode la plus douce pour les gaines et les serre-taille.',
      list(
        'Fermez toutes les agrafes, fermetures éclair et bandes auto-agrippantes',
        'Remplissez une bassine d’eau fraîche avec un peu de savon neutre',
        'Laissez tremper quelques minutes puis pressez doucement le tissu, sans frotter ni tordre',
        'Rincez à l’eau claire et fraîche jusqu’à ce qu’il ne reste plus de savon',
        'Roulez la gaine dans une serviette et pressez pour retirer l’excès d’eau',
      ),
      'Nos pièces sans coutures du quotidien passent aussi en machine, en cycle délicat à froid et dans un filet. Les gaines à agrafes, à baleines ou en latex se lavent toujours à la main.',
      h('Bien la faire sécher'),
      'Posez le vêtement à plat sur une serviette ou un séchoir, à l’ombre, loin des radiateurs et du soleil direct. Suspendre une gaine mouillée par les bretelles les détend : évitez pinces et cintres tant qu’elle n’est pas parfaitement sèche. Ne repassez jamais un vêtement de compression.',
      h('À quelle fréquence la laver ?'),
      'Pour les pièces du quotidien, l’idéal est de les laver toutes les une ou deux utilisations, car la transpiration et le sébum abîment aussi l’élasthanne. Les gaines post-opératoires sont portées de longues heures : en avoir deux et les alterner change vraiment tout. Respectez toujours les consignes d’hygiène de votre clinique.',
      checks(
        'Eau fraîche et savon neutre uniquement',
        'Ni javel, ni assouplissant, ni sèche-linge, ni fer',
        'Agrafes et fermetures fermées avant le lavage',
        'Séchage à plat et à l’ombre',
      ),
      'Quelques minutes de soin après chaque port suffisent à préserver le travail des mains qui ont confectionné votre gaine.',
    ),
    seoDescriptionEn:
      'How to wash a Colombian faja or latex waist trainer: cool water, neutral soap, no dryer. A simple routine to keep compression firm.',
    seoDescriptionEs:
      'Cómo lavar tu faja colombiana o cinturilla de látex: agua fresca, jabón neutro y sin secadora. Una rutina simple para que dure más.',
    seoDescriptionFr:
      'Laver une gaine colombienne ou un serre-taille en latex : eau fraîche, savon neutre, pas de sèche-linge. Une routine simple qui dure.',
  },
  // ---------------------------------------------------------------------------
  {
    slug: 'storing-and-rotating-your-shapewear',
    category: 'care-tips',
    keywords: ['shapewear storage', 'rotate fajas', 'elasticity', 'travel', 'care tips'],
    publishedAt: '2025-07-22',
    titleEn: 'Storing and Rotating Your Shapewear: Small Habits, Longer Life',
    titleEs: 'Guardar y rotar tus fajas: pequeños hábitos para que duren más',
    titleFr: 'Ranger et alterner ses gaines : de petites habitudes pour une plus longue vie',
    excerptEn:
      'How you fold, store and alternate your fajas matters almost as much as how you wash them. Simple habits to keep every piece firm for longer.',
    excerptEs:
      'Cómo doblas, guardas y alternas tus fajas importa casi tanto como la forma de lavarlas. Hábitos sencillos para que cada prenda se mantenga firme.',
    excerptFr:
      'La façon de plier, ranger et alterner vos gaines compte presque autant que le lavage. Des gestes simples pour que chaque pièce reste ferme plus longtemps.',
    contentEn: body(
      'Most advice about shapewear care stops at the washing basin. Yet what happens between wears, in your drawer, in your suitcase and in your weekly routine, has a big impact on how long a faja keeps its hold. Here are the habits our workshop team swears by.',
      h('Give elastic time to recover'),
      'Compression fabrics stretch every time you wear them and need rest to return to their original shape. Wearing the same faja every single day, without a break, shortens its life. If you wear shapewear often, rotate at least two pieces. It also means you always have a clean, dry garment ready, which is especially helpful during post-surgery recovery.',
      'Rotation also helps you notice how each garment is ageing. When you alternate pieces, it is easier to feel when one has lost a little of its hold compared with the other, long before it becomes uncomfortable or stops smoothing.',
      h('Fold, don’t hang'),
      'Hanging a faja by its straps or waistband puts constant weight on the elastic. Instead, fold it gently along its natural lines and lay it flat in a drawer.',
      list(
        'Close the hooks before storing so they don’t catch on other garments',
        'Fold long fajas in half at the waist, never over the boning',
        'Store waist trainers flat or loosely rolled, not bent in two',
        'Keep face and neck pieces in their pouch, away from make-up',
        'Choose a cool, dry, dark drawer rather than a spot near a window',
      ),
      h('Travelling with your faja'),
      'In a suitcase, place your faja flat in a cloth bag on top of your clothes rather than squeezed into a corner. Avoid leaving it in a hot car. If you will need to wash it during the trip, pack a small bottle of gentle soap and allow a full day for it to dry in the shade.',
      h('Know when it’s time to replace it'),
      'Even with the best care, elastic eventually tires. These are the signs we look for:',
      checks(
        'The garment no longer springs back after stretching',
        'You have moved to the tightest hook row and it still feels loose',
        'Seams or hooks show wear, or the fabric has become shiny and thin',
        'It rolls or slides where it used to stay in place',
      ),
      'If your body has changed, after recovery, pregnancy or simply with time, a new size may also be the answer. Measure yourself again and compare with our size chart before ordering. Treat your shapewear kindly and it will return the favour, wear after wear.',
    ),
    contentEs: body(
      'Casi todos los consejos sobre el cuidado de las fajas se quedan en el lavado. Pero lo que pasa entre una puesta y otra, en el cajón, en la maleta y en tu rutina semanal, influye muchísimo en cuánto tiempo conserva una faja su firmeza. Estos son los hábitos que recomienda el equipo de nuestro taller.',
      h('Dale tiempo al elástico para recuperarse'),
      'Las telas de compresión se estiran cada vez que las usas y necesitan descanso para volver a su forma original. Usar la misma faja todos los días, sin pausa, le acorta la vida. Si usas fajas seguido, rota al menos dos prendas. Así además siempre tendrás una limpia y seca lista, algo que se agradece mucho durante la recuperación de una cirugía.',
      'Rotar también te ayuda a notar cómo envejece cada prenda. Al alternarlas, es más fácil sentir cuándo una perdió un poco de firmeza frente a la otra, mucho antes de que se vuelva incómoda o deje de moldear.',
      h('Dóblala, no la cuelgues'),
      'Colgar una faja de las tiras o de la pretina pone un peso constante sobre el elástico. Mejor dóblala suavemente siguiendo sus líneas naturales y guárdala plana en un cajón.',
      list(
        'Cierra los broches antes de guardarla para que no se enganchen con otras prendas',
        'Dobla las fajas largas por la mitad a la altura de la cintura, nunca sobre las varillas',
        'Guarda las cinturillas planas o apenas enrolladas, no dobladas en dos',
        'Mantén las piezas de rostro y cuello en su estuche, lejos del maquillaje',
        'Elige un cajón fresco, seco y oscuro, no un lugar junto a la ventana',
      ),
      h('Viajar con tu faja'),
      'En la maleta, pon la faja plana dentro de una bolsa de tela encima de la ropa, en vez de apretarla en una esquina. No la dejes dentro de un carro caliente. Si vas a tener que lavarla durante el viaje, lleva un frasquito de jabón suave y calcula un día completo para que se seque a la sombra.',
      h('Cuándo es hora de cambiarla'),
      'Aun con el mejor cuidado, el elástico se cansa con el tiempo. Estas son las señales que nosotras revisamos:',
      checks(
        'La prenda ya no recupera su forma después de estirarla',
        'Ya estás en la hilera de broches más ajustada y aun así se siente floja',
        'Las costuras o los broches se ven gastados, o la tela está brillante y delgada',
        'Se enrolla o se desliza donde antes se quedaba quieta',
      ),
      'Si tu cuerpo cambió, después de una recuperación, un embarazo o simplemente con los años, quizá también necesites otra talla. Vuelve a medirte y compara con nuestra tabla antes de pedir. Trata bien a tus fajas y ellas te lo devolverán, puesta tras puesta.',
    ),
    contentFr: body(
      'La plupart des conseils d’entretien s’arrêtent à la bassine de lavage. Pourtant, ce qui se passe entre deux utilisations, dans votre tiroir, dans votre valise et dans votre routine de la semaine, influe beaucoup sur la durée pendant laquelle une gaine garde son maintien. Voici les habitudes que recommande l’équipe de notre atelier.',
      h('Laisser l’élasthanne récupérer'),
      'Les tissus de compression s’étirent à chaque port et ont besoin de repos pour retrouver leur forme. Porter la même gaine tous les jours, sans pause, raccourcit sa durée de vie. Si vous en portez souvent, alternez au moins deux pièces. Vous aurez ainsi toujours une gaine propre et sèche sous la main, ce qui est précieux pendant une convalescence.',
      'Alterner permet aussi de voir comment chaque pièce vieillit. En passant de l’une à l’autre, on sent plus facilement quand l’une a perdu un peu de son maintien, bien avant qu’elle ne devienne inconfortable ou ne lisse plus.',
      h('Plier plutôt que suspendre'),
      'Suspendre une gaine par les bretelles ou la ceinture exerce un poids constant sur l’élastique. Pliez-la plutôt délicatement en suivant ses lignes naturelles et rangez-la à plat dans un tiroir.',
      list(
        'Fermez les agrafes avant de ranger pour qu’elles n’accrochent pas les autres vêtements',
        'Pliez les gaines longues en deux au niveau de la taille, jamais sur les baleines',
        'Rangez les serre-taille à plat ou légèrement roulés, pas pliés en deux',
        'Gardez les pièces visage et cou dans leur pochette, loin du maquillage',
        'Choisissez un tiroir frais, sec et sombre plutôt qu’un endroit près d’une fenêtre',
      ),
      h('Voyager avec sa gaine'),
      'Dans la valise, posez la gaine à plat dans un sac en tissu, par-dessus vos vêtements, plutôt que coincée dans un coin. Ne la laissez pas dans une voiture en plein soleil. Si vous devez la laver en voyage, emportez un petit flacon de savon doux et prévoyez une journée entière de séchage à l’ombre.',
      h('Savoir quand la remplacer'),
      'Même avec le meilleur entretien, l’élastique finit par se fatiguer. Voici les signes que nous surveillons :',
      checks(
        'Le vêtement ne reprend plus sa forme après avoir été étiré',
        'Vous êtes sur la rangée d’agrafes la plus serrée et il reste lâche',
        'Les coutures ou les agrafes sont usées, ou le tissu est devenu brillant et fin',
        'Il roule ou glisse là où il restait bien en place',
      ),
      'Si votre corps a changé, après une convalescence, une grossesse ou tout simplement avec le temps, une nouvelle taille peut aussi être la solution. Reprenez vos mesures et comparez-les à notre guide des tailles avant de commander. Prenez soin de vos gaines : elles vous le rendront, jour après jour.',
    ),
    seoDescriptionEn:
      'Make your shapewear last: how to fold, store, rotate and travel with your fajas, and the signs it is time for a new one.',
    seoDescriptionEs:
      'Haz que tus fajas duren más: cómo doblarlas, guardarlas, rotarlas y llevarlas de viaje, y cuándo es momento de cambiarlas.',
    seoDescriptionFr:
      'Faire durer ses gaines : comment les plier, les ranger, les alterner et voyager avec, et les signes qu’il est temps de les remplacer.',
  },
  // ---------------------------------------------------------------------------
  {
    slug: 'how-to-measure-yourself-for-a-faja',
    category: 'sizing-guide',
    keywords: ['faja size chart', 'how to measure', 'waist', 'hips', 'between sizes'],
    publishedAt: '2025-08-12',
    titleEn: 'How to Measure Yourself for a Faja (and Choose Between Two Sizes)',
    titleEs: 'Cómo tomarte las medidas para una faja (y elegir entre dos tallas)',
    titleFr: 'Comment prendre ses mesures pour une gaine (et choisir entre deux tailles)',
    excerptEn:
      'A tape measure, a mirror and five minutes are all you need. Our step-by-step guide to measuring your waist and hips and reading our size chart.',
    excerptEs:
      'Un metro, un espejo y cinco minutos es todo lo que necesitas. Nuestra guía paso a paso para medir cintura y cadera y leer la tabla de tallas.',
    excerptFr:
      'Un mètre ruban, un miroir et cinq minutes suffisent. Notre guide pas à pas pour mesurer taille et hanches et lire notre guide des tailles.',
    contentEn: body(
      'The right size is the secret to a faja that sculpts beautifully and still feels comfortable. Because compression garments are designed to fit closely, ordering by your usual clothing size is not enough. Five minutes with a tape measure will give you a far more reliable answer.',
      h('What you need'),
      'A soft tape measure, a mirror and light underwear or nothing at all. Measure in the morning if you can, standing relaxed with your feet together. Breathe out normally and don’t pull your tummy in: the faja will do that part.',
      h('Taking your measurements'),
      list(
        'Waist: wrap the tape around the narrowest part of your torso, usually just above the navel',
        'Hips: measure around the fullest part of your seat, keeping the tape level all the way round',
        'Keep the tape snug against the skin, but not so tight that it presses in',
        'Write both numbers down in centimetres or inches, and measure twice to be sure',
      ),
      h('Reading our size chart'),
      'Compare your numbers with our chart. A few examples: size S fits a waist of 62-71 cm (24.4-27.9 in) and hips of 79-97 cm (31.1-38.1 in); size M fits a waist of 72-80 cm (28-31.5 in) and hips of 98-107 cm; size L fits a waist of 81-90 cm (31.8-35.4 in) and hips of 108-117 cm. The full range goes from XS to 4XL, so you can find your fit across every collection.',
      h('When you fall between two sizes'),
      'It is very common for the waist to match one size and the hips another. Our rule of thumb is to follow the waist measurement for fajas and waist trainers, since that is where the compression is strongest. For everyday seamless pieces, choose the larger size for comfort. For post-surgery garments, follow your surgeon’s advice, and remember that your measurements will keep changing during recovery.',
      'Still unsure? Send us your measurements and the product you love, and we will recommend a size. For an even more personal fit, our made-to-measure fajas are cut to your exact measurements.',
      checks(
        'Measured in the morning, relaxed, without pulling the tummy in',
        'Waist taken at the narrowest point, hips at the fullest',
        'Both numbers compared with the size chart',
        'Fit checked within 48 hours of delivery, with tags still on',
      ),
      'One last tip: try your new faja on as soon as it arrives. If the size isn’t right, let us know within 48 hours with a photo so we can help you quickly.',
    ),
    contentEs: body(
      'La talla correcta es el secreto de una faja que moldea lindo y que igual se siente cómoda. Como las prendas de compresión están hechas para ir bien ajustadas, pedir por tu talla de ropa de siempre no es suficiente. Cinco minutos con un metro te darán una respuesta mucho más confiable.',
      h('Qué necesitas'),
      'Un metro de costura, un espejo y ropa interior ligera, o nada. Si puedes, mídete en la mañana, de pie, relajada y con los pies juntos. Suelta el aire normalmente y no metas el abdomen: de eso se encarga la faja.',
      h('Cómo tomarte las medidas'),
      list(
        'Cintura: pasa el metro por la parte más estrecha del torso, normalmente un poco arriba del ombligo',
        'Cadera: mide alrededor de la parte más prominente de la cola, con el metro derecho todo el contorno',
        'Deja el metro pegado a la piel, pero sin apretar tanto que se hunda',
        'Anota ambas medidas en centímetros o pulgadas y mide dos veces para estar segura',
      ),
      h('Cómo leer nuestra tabla de tallas'),
      'Compara tus medidas con nuestra tabla. Algunos ejemplos: la talla S corresponde a una cintura de 62-71 cm (24,4-27,9 pulgadas) y una cadera de 79-97 cm (31,1-38,1 pulgadas); la M, a una cintura de 72-80 cm (28-31,5 pulgadas) y una cadera de 98-107 cm; la L, a una cintura de 81-90 cm (31,8-35,4 pulgadas) y una cadera de 108-117 cm. Manejamos de la XS a la 4XL, así que encuentras tu talla en todas las colecciones.',
      h('Si quedas entre dos tallas'),
      'Es muy común que la cintura corresponda a una talla y la cadera a otra. Nuestra regla general: en fajas y cinturillas, guíate por la medida de la cintura, porque ahí es donde la compresión es más fuerte. En las prendas sin costuras de uso diario, elige la talla más grande para estar cómoda. En las prendas postquirúrgicas, sigue lo que te diga tu cirujano y recuerda que tus medidas van a seguir cambiando durante la recuperación.',
      '¿Todavía tienes dudas? Envíanos tus medidas y la prenda que te gusta, y te recomendamos la talla. Y si quieres un ajuste todavía más personal, nuestras fajas a la medida se cortan con tus medidas exactas.',
      checks(
        'Te mediste en la mañana, relajada y sin meter el abdomen',
        'Cintura en la parte más estrecha, cadera en la más prominente',
        'Comparaste ambas medidas con la tabla de tallas',
        'Revisas el ajuste en las 48 horas siguientes a la entrega, con las etiquetas puestas',
      ),
      'Un último consejo: pruébate tu faja nueva apenas llegue. Si la talla no es la correcta, avísanos en las primeras 48 horas con una foto para ayudarte rápido.',
    ),
    contentFr: body(
      'La bonne taille, c’est le secret d’une gaine qui sculpte joliment tout en restant confortable. Les vêtements de compression étant conçus pour être très ajustés, commander selon votre taille de prêt-à-porter habituelle ne suffit pas. Cinq minutes avec un mètre ruban vous donneront une réponse bien plus fiable.',
      h('Ce qu’il vous faut'),
      'Un mètre ruban souple, un miroir et des sous-vêtements légers, voire rien du tout. Mesurez-vous de préférence le matin, debout, détendue, pieds joints. Expirez normalement et ne rentrez pas le ventre : c’est le rôle de la gaine.',
      h('Prendre ses mesures'),
      list(
        'Tour de taille : passez le mètre à l’endroit le plus fin du buste, en général juste au-dessus du nombril',
        'Tour de hanches : mesurez à l’endroit le plus fort du fessier, en gardant le mètre bien horizontal',
        'Le mètre doit être au contact de la peau, sans la comprimer',
        'Notez les deux valeurs en centimètres ou en pouces et mesurez deux fois pour être sûre',
      ),
      h('Lire notre guide des tailles'),
      'Comparez vos mesures avec notre tableau. Quelques repères : le S correspond à un tour de taille de 62 à 71 cm et un tour de hanches de 79 à 97 cm ; le M, à une taille de 72 à 80 cm et des hanches de 98 à 107 cm ; le L, à une taille de 81 à 90 cm et des hanches de 108 à 117 cm. Notre gamme va du XS au 4XL, pour trouver votre ajustement dans toutes les collections.',
      h('Si vous êtes entre deux tailles'),
      'Il est très fréquent que la taille corresponde à une taille et les hanches à une autre. Notre règle : pour les gaines et les serre-taille, fiez-vous au tour de taille, car c’est là que la compression est la plus forte. Pour les pièces sans coutures du quotidien, prenez la taille au-dessus pour plus de confort. Pour les gaines post-opératoires, suivez les conseils de votre chirurgien, en gardant à l’esprit que vos mesures évolueront pendant la convalescence.',
      'Encore un doute ? Envoyez-nous vos mesures et le modèle qui vous plaît : nous vous conseillerons une taille. Et pour un ajustement encore plus personnel, nos gaines sur mesure sont coupées selon vos mensurations exactes.',
      checks(
        'Mesures prises le matin, détendue, sans rentrer le ventre',
        'Taille à l’endroit le plus fin, hanches à l’endroit le plus fort',
        'Les deux valeurs comparées au guide des tailles',
        'Ajustement vérifié dans les 48 heures suivant la livraison, étiquettes en place',
      ),
      'Dernier conseil : essayez votre nouvelle gaine dès sa réception. Si la taille ne convient pas, prévenez-nous dans les 48 heures avec une photo pour que nous puissions vous aider rapidement.',
    ),
    seoDescriptionEn:
      'Measure your waist and hips in five minutes, read our XS-4XL faja size chart and learn which size to pick when you are between two.',
    seoDescriptionEs:
      'Mide tu cintura y cadera en cinco minutos, lee nuestra tabla de tallas de XS a 4XL y aprende qué talla elegir si quedas entre dos.',
    seoDescriptionFr:
      'Mesurez taille et hanches en cinq minutes, lisez notre guide des tailles du XS au 4XL et sachez quoi choisir entre deux tailles.',
  },
  // ---------------------------------------------------------------------------
  {
    slug: 'ordering-a-made-to-measure-faja',
    category: 'sizing-guide',
    keywords: ['custom faja', 'made to measure', 'measurements', 'production time', 'colombian faja'],
    publishedAt: '2025-09-16',
    titleEn: 'Ordering a Made-to-Measure Faja: The Measurements We Need',
    titleEs: 'Cómo pedir una faja a la medida: las medidas que necesitamos',
    titleFr: 'Commander une gaine sur mesure : les mesures dont nous avons besoin',
    excerptEn:
      'Between sizes, petite, tall or simply after the perfect fit? Here is how our made-to-measure fajas work, from your measurements to your door.',
    excerptEs:
      '¿Entre dos tallas, bajita, alta o buscando el ajuste perfecto? Así funcionan nuestras fajas a la medida, desde tus medidas hasta la puerta de tu casa.',
    excerptFr:
      'Entre deux tailles, petite, grande ou en quête de l’ajustement parfait ? Voici comment fonctionnent nos gaines sur mesure, de vos mesures à votre porte.',
    contentEn: body(
      'Standard sizes fit most bodies well, but not every body. If your waist and hips sit in different sizes, if you have a short or long torso, or if you simply want a faja that feels made for you, our made-to-measure service is the answer. Each piece is drafted and sewn by hand in our Colombian workshop.',
      h('How it works'),
      'Open the made-to-measure piece you love, choose its colour and enter your waist, hips and thigh, in centimetres or inches, right on the product page: they travel with your order, so there is nothing to send afterwards. Production takes 4 business days from your order, and delivery takes another 3-5 business days. Orders from $100 ship free.',
      'Made-to-measure is not only for special occasions. Many customers choose it for their everyday faja because the hooks line up exactly where they should, the legs end at the right point on the thigh and the back panel follows the curve of their spine. It is the same quality as our standard pieces, simply cut for one person.',
      h('The measurements we ask for'),
      'Use a soft tape measure, stand relaxed and ask someone to help if possible. Keep the tape snug but not tight.',
      list(
        'Waist: the narrowest part of the torso',
        'Hips: the fullest part of the seat',
        'Thigh: the fullest part of one thigh',
      ),
      h('Tips for accurate results'),
      'Measure in the morning, in light underwear, and take each measurement twice. Photos of the tape in place are very helpful and we may ask for them. If your faja is for post-surgery use, tell us which stage it is for and share any specific requirements from your surgeon; we will follow them, and you should always follow your surgeon’s instructions on when and how to wear it.',
      h('Before you enter your measurements'),
      checks(
        'Each measurement taken twice, in centimetres or inches',
        'The same unit, centimetres or inches, for all three',
        'Surgeon’s guidance shared if the faja is for recovery',
        'Delivery address double-checked (we can’t ship to PO boxes, APO or AE addresses)',
      ),
      'Because every custom faja is made for one body only, precise measurements are essential, and fit concerns must be reported within 48 hours of delivery with a photo or video. We will always do our best to help. When it arrives, try it on with the hooks on the loosest row and enjoy a garment that was made with your shape in mind.',
    ),
    contentEs: body(
      'Las tallas estándar le quedan bien a la mayoría de los cuerpos, pero no a todos. Si tu cintura y tu cadera quedan en tallas distintas, si tienes el torso corto o largo, o si simplemente quieres una faja que se sienta hecha para ti, nuestro servicio a la medida es la respuesta. Cada pieza se patrona y se cose a mano en nuestro taller en Colombia.',
      h('Cómo funciona'),
      'Abre la prenda a la medida que te gusta, elige el color e ingresa tu cintura, cadera y muslo, en centímetros o pulgadas, en la misma página del producto: viajan con tu pedido, así que no tienes que enviarnos nada después. La confección toma 4 días hábiles desde tu pedido y el envío de 3 a 5 días hábiles más. Los pedidos desde $100 tienen envío gratis.',
      'Una faja a la medida no es solo para ocasiones especiales. Muchas clientas la eligen para el diario porque los broches quedan exactamente donde deben, las piernas terminan en el punto justo del muslo y la espalda sigue la curva de su columna. Es la misma calidad de nuestras prendas estándar, solo que cortada para una sola persona.',
      h('Las medidas que te pedimos'),
      'Usa un metro de costura, quédate de pie y relajada y, si puedes, pide ayuda. El metro debe quedar ajustado pero sin apretar.',
      list(
        'Cintura: la parte más estrecha del torso',
        'Cadera: la parte más prominente de la cola',
        'Muslo: la parte más ancha de un muslo',
      ),
      h('Consejos para que las medidas queden exactas'),
      'Mídete en la mañana, con ropa interior ligera, y toma cada medida dos veces. Las fotos con el metro puesto nos sirven muchísimo y puede que te las pidamos. Si tu faja es para después de una cirugía, cuéntanos para qué etapa es y compártenos las indicaciones específicas de tu cirujano; las vamos a seguir, y tú sigue siempre lo que te diga tu cirujano sobre cuándo y cómo usarla.',
      h('Antes de ingresar tus medidas'),
      checks(
        'Cada medida tomada dos veces, en centímetros o pulgadas',
        'La misma unidad, centímetros o pulgadas, para las tres',
        'Indicaciones del cirujano compartidas si la faja es para tu recuperación',
        'Dirección de entrega revisada (no enviamos a apartados postales ni direcciones APO o AE)',
      ),
      'Como cada faja a la medida se hace para un solo cuerpo, las medidas precisas son fundamentales, y cualquier problema de ajuste se debe reportar en las 48 horas siguientes a la entrega, con foto o video. Siempre haremos lo posible por ayudarte. Cuando llegue, pruébatela con los broches en la hilera más floja y disfruta una prenda hecha pensando en tu figura.',
    ),
    contentFr: body(
      'Les tailles standard conviennent à la plupart des silhouettes, mais pas à toutes. Si votre tour de taille et votre tour de hanches correspondent à deux tailles différentes, si votre buste est court ou long, ou si vous voulez simplement une gaine qui vous ressemble, notre service sur mesure est fait pour vous. Chaque pièce est patronnée et cousue à la main dans notre atelier colombien.',
      h('Comment ça marche'),
      'Ouvrez la pièce sur mesure qui vous plaît, choisissez sa couleur et indiquez votre tour de taille, de hanches et de cuisse, en centimètres ou en pouces, directement sur la page du produit : vos mesures voyagent avec la commande, rien à nous envoyer ensuite. La confection prend 4 jours ouvrés à compter de la commande, puis la livraison 3 à 5 jours ouvrés. La livraison est offerte dès 100 $.',
      'Le sur-mesure n’est pas réservé aux grandes occasions. Beaucoup de clientes le choisissent pour leur gaine de tous les jours : les agrafes tombent exactement au bon endroit, les jambes s’arrêtent au bon niveau de la cuisse et le dos épouse la courbe de la colonne. C’est la même qualité que nos pièces standard, simplement coupée pour une seule personne.',
      h('Les mesures que nous demandons'),
      'Utilisez un mètre ruban souple, tenez-vous droite et détendue, et faites-vous aider si possible. Le mètre doit être ajusté sans serrer.',
      list(
        'Tour de taille : l’endroit le plus fin du buste',
        'Tour de hanches : l’endroit le plus fort du fessier',
        'Tour de cuisse : l’endroit le plus large d’une cuisse',
      ),
      h('Conseils pour des mesures justes'),
      'Mesurez-vous le matin, en sous-vêtements légers, et prenez chaque mesure deux fois. Des photos du mètre en place nous aident beaucoup et nous pourrons vous en demander. Si la gaine est destinée à une convalescence, précisez-nous le stade et transmettez-nous les recommandations particulières de votre chirurgien : nous les suivrons, et suivez toujours ses consignes sur le moment et la manière de la porter.',
      h('Avant de saisir vos mesures'),
      checks(
        'Chaque mesure prise deux fois, en centimètres ou en pouces',
        'La même unité, centimètres ou pouces, pour les trois',
        'Recommandations du chirurgien transmises s’il s’agit d’une gaine post-opératoire',
        'Adresse de livraison vérifiée (pas de boîte postale ni d’adresse APO ou AE)',
      ),
      'Chaque gaine sur mesure étant confectionnée pour une seule silhouette, des mesures précises sont indispensables, et tout souci d’ajustement doit être signalé dans les 48 heures suivant la livraison, photo ou vidéo à l’appui. Nous ferons toujours notre possible pour vous aider. À réception, essayez-la sur la rangée d’agrafes la plus large et savourez un vêtement pensé pour votre silhouette.',
    ),
    seoDescriptionEn:
      'How our made-to-measure Colombian fajas work: the six measurements we need, production in 4 business days and delivery in 3-5 more.',
    seoDescriptionEs:
      'Así funcionan nuestras fajas colombianas a la medida: las seis medidas que necesitamos, 4 días hábiles de confección y 3 a 5 de envío.',
    seoDescriptionFr:
      'Nos gaines colombiennes sur mesure : les six mesures à nous transmettre, 4 jours ouvrés de confection et 3 à 5 jours de livraison.',
  },
]
