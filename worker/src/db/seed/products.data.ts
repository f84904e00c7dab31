import type { ProductCategory, ProductColor, ProductSize } from '#shared/catalogue/catalogue'

export type GarmentShape =
  | 'faja-long'
  | 'faja-short'
  | 'waist-trainer'
  | 'bodysuit'
  | 'shorts'
  | 'vest'
  | 'bra'
  | 'chin-strap'
  | 'neck-wrap'
  | 'smoother-mid-thigh'
  | 'shorts-butt-lift'
  | 'shorts-knee'
  | 'bodysuit-strapless'
  | 'bodysuit-open-bust'
  | 'bodysuit-butt-lift'
  | 'faja-short-seamless'
  | 'faja-capri'
  | 'faja-long-zip'
  | 'trainer-belt'
  | 'cami'

type SeedProduct = {
  code: string
  category: ProductCategory
  nameEn: string
  nameEs: string
  nameFr: string
  descriptionEn: string
  descriptionEs: string
  descriptionFr: string
  priceCents: number
  colors: ProductColor[]
  sizes: ProductSize[]
  benefitsEn: string[]
  benefitsEs: string[]
  benefitsFr: string[]
  careEn: string[]
  careEs: string[]
  careFr: string[]
  howToUseEn: string[]
  howToUseEs: string[]
  howToUseFr: string[]
  stock: number
  lowStockThreshold?: number
  garment: GarmentShape
  isCustomMade?: boolean
}

// ---------------------------------------------------------------------------
// Shared care instructions (same fabric families share the same care label).
// ---------------------------------------------------------------------------

const CARE_SEAMLESS = {
  careEn: [
    'Hand wash or machine wash cold in a mesh bag',
    'Use a mild detergent; no bleach or fabric softener',
    'Lay flat to dry away from direct sun',
    'Do not iron or tumble dry',
  ],
  careEs: [
    'Lavar a mano o en lavadora con agua fría, dentro de una bolsa de malla',
    'Usar jabón suave; sin cloro ni suavizante',
    'Secar a la sombra, extendida sobre una superficie plana',
    'No planchar ni usar secadora',
  ],
  careFr: [
    'Lavage à la main ou en machine à froid, dans un filet',
    'Lessive douce, sans javel ni assouplissant',
    'Sécher à plat, à l’abri du soleil',
    'Ne pas repasser ni passer au sèche-linge',
  ],
}

const CARE_POWERNET = {
  careEn: [
    'Hand wash in cool water with neutral soap',
    'Close all hooks and zippers before washing',
    'Press out water gently with a towel — never wring',
    'Air dry in the shade; no dryer, no iron',
  ],
  careEs: [
    'Lavar a mano con agua fresca y jabón neutro',
    'Abrochar todos los ganchos y cremalleras antes de lavar',
    'Retirar el agua presionando con una toalla, sin retorcer',
    'Secar a la sombra; sin secadora ni plancha',
  ],
  careFr: [
    'Laver à la main à l’eau fraîche avec un savon neutre',
    'Fermer toutes les agrafes et fermetures avant le lavage',
    'Essorer délicatement dans une serviette, sans tordre',
    'Sécher à l’air libre à l’ombre ; ni sèche-linge ni fer',
  ],
}

const CARE_LATEX = {
  careEn: [
    'Hand wash only, in cool water with a drop of mild soap',
    'Rinse well and pat dry with a towel',
    'Dry flat in the shade, away from heaters',
    'Keep away from oils and lotions, which can weaken latex',
  ],
  careEs: [
    'Solo lavado a mano, con agua fresca y un poco de jabón suave',
    'Enjuagar bien y secar con toquecitos de toalla',
    'Secar extendida a la sombra, lejos de fuentes de calor',
    'Evitar aceites y cremas, que desgastan el látex',
  ],
  careFr: [
    'Lavage à la main uniquement, à l’eau fraîche avec un savon doux',
    'Bien rincer puis tamponner avec une serviette',
    'Sécher à plat à l’ombre, loin des radiateurs',
    'Éviter huiles et crèmes, qui abîment le latex',
  ],
}

const CARE_FACE = {
  careEn: [
    'Hand wash after every few uses with mild soap',
    'Rinse thoroughly to remove skincare residue',
    'Air dry flat; do not tumble dry',
  ],
  careEs: [
    'Lavar a mano cada pocos usos con jabón suave',
    'Enjuagar bien para retirar restos de cremas',
    'Secar al aire, extendida; sin secadora',
  ],
  careFr: [
    'Laver à la main toutes les deux ou trois utilisations, au savon doux',
    'Bien rincer pour éliminer les résidus de soins',
    'Sécher à plat à l’air libre ; pas de sèche-linge',
  ],
}

export const seedProducts: SeedProduct[] = [
  // -------------------------------------------------------------------------
  // Everyday confidence — seamless pieces for daily wear
  // -------------------------------------------------------------------------
  {
    code: 'EC-1001',
    category: 'everyday-confidence',
    nameEn: 'Seamless Everyday Bodysuit',
    nameEs: 'Body Sin Costuras Diario',
    nameFr: 'Body Invisible du Quotidien',
    descriptionEn:
      'A second-skin bodysuit knitted without side seams, so it disappears under fitted dresses and tees. Light, even control smooths the waist and back while staying comfortable from morning coffee to late dinner.',
    descriptionEs:
      'Un body tejido sin costuras laterales que se vuelve invisible bajo vestidos ajustados y camisetas. Su control suave y parejo estiliza la cintura y la espalda, y es tan cómodo que lo usas del desayuno a la cena.',
    descriptionFr:
      'Un body seconde peau, tricoté sans coutures latérales, qui s’efface sous les robes près du corps comme sous un simple tee-shirt. Son maintien léger et homogène lisse la taille et le dos, avec un confort qui tient toute la journée.',
    priceCents: 5900,
    colors: ['beige', 'black', 'nude', 'cocoa'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    benefitsEn: ['Invisible under clothing', 'Light, all-day control', 'Breathable microfibre knit', 'Snap crotch for easy bathroom breaks'],
    benefitsEs: ['No se marca bajo la ropa', 'Control ligero para todo el día', 'Tejido de microfibra transpirable', 'Broches en la entrepierna para mayor practicidad'],
    benefitsFr: ['Invisible sous les vêtements', 'Maintien léger toute la journée', 'Maille microfibre respirante', 'Entrejambe à pressions, ultra pratique'],
    ...CARE_SEAMLESS,
    howToUseEn: ['Step into the bodysuit and draw it up over the hips', 'Slip on the straps and adjust them to your shoulders', 'Fasten the crotch snaps and smooth the fabric from the centre outwards'],
    howToUseEs: ['Mete las piernas y sube el body por las caderas', 'Ponte los tirantes y ajústalos a tus hombros', 'Cierra los broches y alisa la tela del centro hacia los lados'],
    howToUseFr: ['Enfilez le body par les jambes et remontez-le sur les hanches', 'Passez les bretelles et ajustez-les à vos épaules', 'Fermez les pressions puis lissez le tissu du centre vers l’extérieur'],
    stock: 42,
    garment: 'bodysuit',
  },
  {
    code: 'EC-1002',
    category: 'everyday-confidence',
    nameEn: 'Invisible Mid-Thigh Smoother',
    nameEs: 'Short Invisible a Medio Muslo',
    nameFr: 'Panty Lissant Mi-Cuisse',
    descriptionEn:
      'Our best-selling everyday short: high-rise, seam-free and cut to mid-thigh to prevent chafing under skirts. Laser-cut edges lie flat, so there are no lines, just a smooth silhouette.',
    descriptionEs:
      'Nuestro short de diario más vendido: tiro alto, sin costuras y largo a medio muslo para evitar el roce bajo faldas y vestidos. Los bordes cortados con láser no se marcan; solo queda una silueta lisa.',
    descriptionFr:
      'Notre panty le plus plébiscité : taille haute, sans coutures et coupé à mi-cuisse pour éviter les frottements sous les jupes. Les bords découpés au laser restent à plat, pour une silhouette nette, sans marques.',
    priceCents: 4500,
    colors: ['beige', 'black', 'nude'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
    benefitsEn: ['Stops thigh chafing', 'No visible panty lines', 'High waist that stays put', 'Cotton-lined gusset'],
    benefitsEs: ['Evita el roce entre los muslos', 'No marca líneas bajo la ropa', 'Cintura alta que no se enrolla', 'Entrepierna forrada en algodón'],
    benefitsFr: ['Fini les frottements entre les cuisses', 'Aucune marque sous les vêtements', 'Taille haute qui ne roule pas', 'Fond doublé coton'],
    ...CARE_SEAMLESS,
    howToUseEn: ['Gather the short and step in one leg at a time', 'Pull up evenly until the waistband sits just below the bust', 'Smooth the legs down so the hems lie flat'],
    howToUseEs: ['Recoge el short y mete una pierna a la vez', 'Súbelo de forma pareja hasta que la pretina quede bajo el busto', 'Acomoda las piernas para que los bordes queden planos'],
    howToUseFr: ['Roulez le panty et enfilez une jambe après l’autre', 'Remontez-le uniformément jusque sous la poitrine', 'Lissez les jambes pour que les bords restent à plat'],
    stock: 58,
    garment: 'smoother-mid-thigh',
  },
  {
    code: 'EC-1003',
    category: 'everyday-confidence',
    nameEn: 'Soft-Sculpt Wireless Bra',
    nameEs: 'Brasier Moldeador Sin Varillas',
    nameFr: 'Soutien-gorge Modelant Sans Armatures',
    descriptionEn:
      'Lift and shape without a single wire. A wide under-band and moulded, removable pads give a rounded, natural line that pairs perfectly with our seamless shapewear.',
    descriptionEs:
      'Realza y da forma sin una sola varilla. Su banda inferior ancha y las copas moldeadas removibles crean una línea redonda y natural, ideal para combinar con nuestras prendas sin costuras.',
    descriptionFr:
      'Galbe et maintien, sans la moindre armature. Sa large bande sous-poitrine et ses coques moulées amovibles dessinent une ligne ronde et naturelle, parfaite avec nos pièces sans coutures.',
    priceCents: 3900,
    colors: ['beige', 'black', 'nude', 'cocoa'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    benefitsEn: ['Wire-free lift', 'Removable moulded pads', 'Smooths the under-bust area', 'Racerback-friendly straps'],
    benefitsEs: ['Realce sin varillas', 'Copas moldeadas removibles', 'Alisa la zona bajo el busto', 'Tiras adaptables a espalda cruzada'],
    benefitsFr: ['Effet push-up sans armatures', 'Coques moulées amovibles', 'Lisse la zone sous la poitrine', 'Bretelles convertibles en dos nageur'],
    ...CARE_SEAMLESS,
    howToUseEn: ['Slip the bra over your head like a crop top', 'Settle the band flat under the bust and adjust the pads'],
    howToUseEs: ['Póntelo por la cabeza como un top', 'Acomoda la banda bajo el busto y ajusta las copas'],
    howToUseFr: ['Enfilez-le par la tête comme une brassière', 'Placez la bande bien à plat sous la poitrine et ajustez les coques'],
    stock: 35,
    garment: 'bra',
  },
  {
    code: 'EC-1004',
    category: 'everyday-confidence',
    nameEn: 'Smoothing Shaper Cami',
    nameEs: 'Camiseta Moldeadora de Tiras',
    nameFr: 'Caraco Gainant',
    descriptionEn:
      'A fine-gauge camisole that evens out the torso and back, designed to be worn under blouses or on its own. Adjustable straps and a gently firm midsection make it the easiest layer in your wardrobe.',
    descriptionEs:
      'Una camiseta de tiras en tejido fino que empareja el torso y la espalda; úsala debajo de blusas o sola. Tiras ajustables y un abdomen de control suave la convierten en la prenda más práctica de tu clóset.',
    descriptionFr:
      'Un caraco en maille fine qui unifie le buste et le dos, à porter sous un chemisier ou seul. Bretelles réglables et ventre légèrement gainant : la pièce la plus facile de votre garde-robe.',
    priceCents: 4200,
    colors: ['beige', 'black'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    benefitsEn: ['Smooths back and sides', 'Long length stays tucked in', 'Adjustable straps', 'Soft, breathable knit'],
    benefitsEs: ['Alisa espalda y costados', 'Largo extra que no se sale del pantalón', 'Tiras ajustables', 'Tejido suave y transpirable'],
    benefitsFr: ['Lisse le dos et les flancs', 'Longueur qui reste rentrée', 'Bretelles réglables', 'Maille douce et respirante'],
    ...CARE_SEAMLESS,
    howToUseEn: ['Put it on over your bra like any camisole', 'Pull the hem down over the hips and tuck it in if you like'],
    howToUseEs: ['Póntela sobre el brasier como cualquier camiseta', 'Baja el borde hasta la cadera y métela en el pantalón si quieres'],
    howToUseFr: ['Enfilez-le par-dessus votre soutien-gorge comme un caraco classique', 'Descendez l’ourlet sur les hanches et rentrez-le si vous le souhaitez'],
    stock: 3,
    garment: 'cami',
  },
  {
    code: 'EC-1005',
    category: 'everyday-confidence',
    nameEn: 'Everyday Seamless Faja Short',
    nameEs: 'Faja Short Sin Costuras Diaria',
    nameFr: 'Gaine Panty Sans Coutures',
    descriptionEn:
      'All the shaping of a Colombian faja in a soft seamless knit you can wear every day. It firms the tummy, lifts the seat and reaches just above the knee for a clean line under trousers.',
    descriptionEs:
      'Toda la forma de una faja colombiana en un tejido sin costuras, suave y cómodo para el día a día. Reafirma el abdomen, levanta la cola y llega justo encima de la rodilla para una línea impecable bajo el pantalón.',
    descriptionFr:
      'Le galbe d’une gaine colombienne dans une maille sans coutures assez douce pour tous les jours. Elle raffermit le ventre, rehausse le fessier et s’arrête juste au-dessus du genou pour une ligne nette sous un pantalon.',
    priceCents: 5500,
    colors: ['beige', 'black', 'cocoa'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'],
    benefitsEn: ['Medium tummy control', 'Shaped seat for a natural lift', 'Flat, seam-free finish', 'Easy to pull on alone'],
    benefitsEs: ['Control medio de abdomen', 'Cola moldeada con levantamiento natural', 'Acabado plano, sin costuras', 'Fácil de poner sin ayuda'],
    benefitsFr: ['Maintien moyen du ventre', 'Fessier galbé pour un effet rehaussé naturel', 'Finitions plates, sans coutures', 'Facile à enfiler seule'],
    ...CARE_SEAMLESS,
    howToUseEn: ['Roll the faja down to the knees and step in', 'Unroll it up the thighs and hips, a little at a time', 'Centre the seat panels and smooth the waistband'],
    howToUseEs: ['Enrolla la faja hasta las rodillas y métete en ella', 'Desenróllala poco a poco por muslos y caderas', 'Centra la zona de la cola y acomoda la pretina'],
    howToUseFr: ['Roulez la gaine jusqu’aux genoux et enfilez-la', 'Déroulez-la peu à peu sur les cuisses et les hanches', 'Centrez le fessier et lissez la ceinture'],
    stock: 27,
    garment: 'faja-short-seamless',
  },
  {
    code: 'EC-1006',
    category: 'everyday-confidence',
    nameEn: 'Light Control Waist Cincher',
    nameEs: 'Cinturilla de Control Ligero',
    nameFr: 'Serre-taille Maintien Léger',
    descriptionEn:
      'A slim, flexible cincher for days when you want definition without intensity. Soft boning and a breathable cotton lining keep it comfortable at your desk, in the car or on a long walk.',
    descriptionEs:
      'Una cinturilla delgada y flexible para los días en que quieres definir sin apretar de más. Varillas suaves y forro de algodón transpirable la hacen cómoda en la oficina, en el carro o caminando.',
    descriptionFr:
      'Un serre-taille fin et souple pour les jours où l’on veut marquer la taille sans contrainte. Ses baleines souples et sa doublure en coton respirant le rendent agréable au bureau, en voiture comme en balade.',
    priceCents: 4900,
    colors: ['beige', 'nude', 'black'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    benefitsEn: ['Gentle waist definition', 'Flexible boning that doesn’t dig in', 'Cotton lining against the skin', 'Discreet under knitwear'],
    benefitsEs: ['Define la cintura con suavidad', 'Varillas flexibles que no se clavan', 'Forro de algodón en contacto con la piel', 'Discreta bajo sacos y suéteres'],
    benefitsFr: ['Taille marquée en douceur', 'Baleines souples qui ne blessent pas', 'Doublure coton côté peau', 'Discret sous un pull'],
    ...CARE_POWERNET,
    howToUseEn: ['Wrap the cincher around your waist with the hooks at the front', 'Fasten from the bottom up, starting on the loosest row', 'Move to tighter rows only when it feels comfortable'],
    howToUseEs: ['Rodea tu cintura con los ganchos al frente', 'Abrocha de abajo hacia arriba, empezando por la hilera más floja', 'Pasa a hileras más ajustadas solo cuando te sientas cómoda'],
    howToUseFr: ['Placez le serre-taille autour de la taille, agrafes devant', 'Fermez de bas en haut en commençant par la rangée la plus large', 'Passez aux rangées plus serrées seulement quand vous êtes à l’aise'],
    stock: 19,
    garment: 'waist-trainer',
  },
  {
    code: 'EC-1007',
    category: 'everyday-confidence',
    nameEn: 'Strapless Seamless Bodysuit',
    nameEs: 'Body Strapless Sin Costuras',
    nameFr: 'Body Bustier Sans Coutures',
    descriptionEn:
      'Made for off-shoulder tops and party dresses: a silicone-lined neckline keeps it in place while the seamless body smooths from bust to hips. Detachable straps give you a second way to wear it.',
    descriptionEs:
      'Pensado para blusas off-shoulder y vestidos de fiesta: el escote con silicona lo mantiene en su sitio y el cuerpo sin costuras alisa del busto a la cadera. Incluye tiras removibles para usarlo de otra forma.',
    descriptionFr:
      'Conçu pour les hauts épaules dénudées et les robes de soirée : le décolleté siliconé le maintient en place tandis que le corps sans coutures lisse de la poitrine aux hanches. Bretelles amovibles incluses.',
    priceCents: 6400,
    colors: ['beige', 'black', 'nude'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    benefitsEn: ['Non-slip silicone neckline', 'Detachable straps', 'Smooth from bust to hips', 'Snap crotch'],
    benefitsEs: ['Escote con silicona antideslizante', 'Tiras removibles', 'Alisa del busto a la cadera', 'Broches en la entrepierna'],
    benefitsFr: ['Bord siliconé antiglisse', 'Bretelles amovibles', 'Lisse de la poitrine aux hanches', 'Entrejambe à pressions'],
    ...CARE_SEAMLESS,
    howToUseEn: ['Step in and pull the body up to the bust', 'Position the silicone band flat on the skin', 'Clip on the straps if your outfit allows'],
    howToUseEs: ['Mete las piernas y sube el body hasta el busto', 'Apoya la banda de silicona bien plana sobre la piel', 'Engancha las tiras si tu look lo permite'],
    howToUseFr: ['Enfilez le body et remontez-le jusqu’à la poitrine', 'Posez la bande siliconée bien à plat sur la peau', 'Clipsez les bretelles si votre tenue le permet'],
    stock: 0,
    garment: 'bodysuit-strapless',
  },

  // -------------------------------------------------------------------------
  // Sculpt & support — high-compression Colombian fajas
  // -------------------------------------------------------------------------
  {
    code: 'SS-2001',
    category: 'sculpt-support',
    nameEn: 'Stage 2 Post-Surgery Faja',
    nameEs: 'Faja Postquirúrgica Etapa 2',
    nameFr: 'Gaine Post-opératoire Stade 2',
    descriptionEn:
      'A full-body stage 2 faja in double-layer powernet, with a front zipper and hook-and-eye closure for easy dressing during recovery. Wear it only once your surgeon has cleared you for stage 2 compression, and follow their instructions on how many hours a day.',
    descriptionEs:
      'Faja de cuerpo completo para etapa 2, en powernet de doble capa, con cremallera frontal y broches de gancho para vestirte con facilidad durante la recuperación. Úsala solo cuando tu cirujano autorice la etapa 2 y sigue sus indicaciones sobre las horas de uso.',
    descriptionFr:
      'Gaine intégrale de stade 2 en powernet double épaisseur, avec fermeture éclair et agrafes sur le devant pour s’habiller facilement pendant la convalescence. À porter uniquement après l’accord de votre chirurgien pour la compression de stade 2, en suivant ses consignes de durée.',
    priceCents: 13900,
    colors: ['beige', 'nude', 'cocoa'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
    benefitsEn: ['Firm, even compression', 'Zipper plus hook-and-eye front', 'Open crotch for practicality', 'Flat seams that won’t mark the skin'],
    benefitsEs: ['Compresión firme y uniforme', 'Cremallera y broches frontales', 'Entrepierna abierta muy práctica', 'Costuras planas que no marcan la piel'],
    benefitsFr: ['Compression ferme et homogène', 'Fermeture éclair et agrafes devant', 'Entrejambe ouvert, très pratique', 'Coutures plates qui ne marquent pas'],
    ...CARE_POWERNET,
    howToUseEn: ['Check with your surgeon that you are ready for stage 2', 'Sit down, step into the legs and pull up to the hips', 'Close the hooks first, then the zipper, with help if needed', 'Wear for the hours your medical team recommends'],
    howToUseEs: ['Confirma con tu cirujano que ya puedes pasar a etapa 2', 'Siéntate, mete las piernas y sube la faja hasta la cadera', 'Cierra primero los ganchos y luego la cremallera, con ayuda si hace falta', 'Úsala las horas que indique tu equipo médico'],
    howToUseFr: ['Vérifiez avec votre chirurgien que vous pouvez passer au stade 2', 'Asseyez-vous, enfilez les jambes et remontez jusqu’aux hanches', 'Fermez d’abord les agrafes, puis la fermeture éclair, avec de l’aide si besoin', 'Portez-la le nombre d’heures indiqué par votre équipe médicale'],
    stock: 24,
    garment: 'faja-long-zip',
  },
  {
    code: 'SS-2002',
    category: 'sculpt-support',
    nameEn: 'Classic Colombian Full-Body Faja',
    nameEs: 'Faja Colombiana Clásica Completa',
    nameFr: 'Gaine Colombienne Intégrale Classique',
    descriptionEn:
      'The faja that made Medellín famous: high back, knee-length legs and a firm front panel that sculpts the waist and lifts the seat. Sewn by hand in our workshop with reinforced seams that keep their shape wash after wash.',
    descriptionEs:
      'La faja que hizo famosa a Medellín: espalda alta, piernas a la rodilla y un panel frontal firme que moldea la cintura y levanta la cola. Confeccionada a mano en nuestro taller, con costuras reforzadas que mantienen la forma lavada tras lavada.',
    descriptionFr:
      'La gaine qui a fait la réputation de Medellín : dos haut, jambes jusqu’au genou et panneau frontal ferme qui sculpte la taille et rehausse le fessier. Cousue à la main dans notre atelier, avec des coutures renforcées qui tiennent lavage après lavage.',
    priceCents: 14900,
    colors: ['beige', 'black', 'cocoa'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'],
    benefitsEn: ['High compression on waist and tummy', 'Butt-lift cut-out panels', 'High back for posture support', 'Three rows of hook-and-eye closures', 'Handmade in Colombia'],
    benefitsEs: ['Alta compresión en cintura y abdomen', 'Realce de glúteos con diseño levantacola', 'Espalda alta que ayuda a la postura', 'Tres hileras de broches', 'Hecha a mano en Colombia'],
    benefitsFr: ['Forte compression de la taille et du ventre', 'Découpe rehausse-fessier', 'Dos haut pour un meilleur maintien', 'Trois rangées d’agrafes', 'Fabriquée à la main en Colombie'],
    ...CARE_POWERNET,
    howToUseEn: ['Step in with the faja open and pull it up to the hips', 'Position the seat openings and settle the back panel', 'Fasten the hooks from bottom to top on the loosest row'],
    howToUseEs: ['Métete en la faja abierta y súbela hasta la cadera', 'Ubica las aberturas de la cola y acomoda la espalda', 'Abrocha los ganchos de abajo hacia arriba en la hilera más floja'],
    howToUseFr: ['Enfilez la gaine ouverte et remontez-la jusqu’aux hanches', 'Positionnez les découpes du fessier et ajustez le dos', 'Fermez les agrafes de bas en haut sur la rangée la plus large'],
    stock: 31,
    garment: 'faja-long',
  },
  {
    code: 'SS-2003',
    category: 'sculpt-support',
    nameEn: 'Stage 2 Mid-Thigh Faja with Hooks',
    nameEs: 'Faja Etapa 2 a Medio Muslo con Broches',
    nameFr: 'Gaine Stade 2 Mi-Cuisse à Agrafes',
    descriptionEn:
      'A shorter stage 2 option with strapless styling, a front hook-and-eye closure and a reinforced abdominal panel. Choose it when your surgeon recommends compression focused on the midsection, and always follow their advice on fit and wear time.',
    descriptionEs:
      'Una opción más corta para etapa 2, sin tiras, con cierre frontal de broches y panel abdominal reforzado. Elígela cuando tu cirujano recomiende compresión centrada en el abdomen y sigue siempre sus indicaciones de talla y tiempo de uso.',
    descriptionFr:
      'Une version courte pour le stade 2, sans bretelles, avec fermeture à agrafes devant et panneau abdominal renforcé. À choisir lorsque votre chirurgien recommande une compression centrée sur le ventre, en suivant toujours ses conseils de taille et de durée.',
    priceCents: 11900,
    colors: ['beige', 'nude'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL', '3XL'],
    benefitsEn: ['Reinforced double front panel', 'Strapless, no pressure on shoulders', 'Hook-and-eye front closure', 'Silicone band keeps the top edge in place'],
    benefitsEs: ['Doble panel frontal reforzado', 'Sin tiras, sin presión en los hombros', 'Cierre frontal de broches', 'Banda de silicona que evita que se baje'],
    benefitsFr: ['Double panneau avant renforcé', 'Sans bretelles, aucune pression sur les épaules', 'Fermeture à agrafes devant', 'Bande siliconée qui empêche de glisser'],
    ...CARE_POWERNET,
    howToUseEn: ['Get your surgeon’s go-ahead before switching to stage 2', 'Step in and raise the faja to the waist', 'Close the hooks from the bottom up, sitting if that is easier'],
    howToUseEs: ['Pide la aprobación de tu cirujano antes de pasar a etapa 2', 'Métete en la faja y súbela hasta la cintura', 'Cierra los broches de abajo hacia arriba; sentada puede ser más fácil'],
    howToUseFr: ['Obtenez l’accord de votre chirurgien avant de passer au stade 2', 'Enfilez la gaine et remontez-la jusqu’à la taille', 'Fermez les agrafes de bas en haut, assise si c’est plus simple'],
    stock: 5,
    garment: 'faja-short',
  },
  {
    code: 'SS-2004',
    category: 'sculpt-support',
    nameEn: 'High-Back Posture Sculpt Vest',
    nameEs: 'Chaleco Moldeador de Espalda Alta',
    nameFr: 'Gilet Sculptant Dos Haut',
    descriptionEn:
      'A firm-compression vest that wraps the torso from under-bust to hips, with wide straps that gently draw the shoulders back. Ideal over a faja short for a complete sculpted look under dresses.',
    descriptionEs:
      'Un chaleco de compresión firme que envuelve el torso desde el busto hasta la cadera, con tiras anchas que llevan los hombros suavemente hacia atrás. Perfecto sobre un short faja para un look moldeado completo bajo vestidos.',
    descriptionFr:
      'Un gilet à compression ferme qui enveloppe le buste de la poitrine aux hanches, avec de larges bretelles qui ramènent doucement les épaules en arrière. Idéal par-dessus un panty gainant pour une silhouette sculptée sous une robe.',
    priceCents: 9500,
    colors: ['beige', 'black', 'nude', 'cocoa'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
    benefitsEn: ['Wide straps that encourage good posture', 'Smooths bra bulges on the back', 'Firm waist compression', 'Front hook-and-eye closure'],
    benefitsEs: ['Tiras anchas que favorecen una buena postura', 'Disimula los gorditos de la espalda', 'Compresión firme en la cintura', 'Cierre frontal de broches'],
    benefitsFr: ['Bretelles larges pour une meilleure posture', 'Lisse les bourrelets du dos', 'Compression ferme de la taille', 'Fermeture à agrafes devant'],
    ...CARE_POWERNET,
    howToUseEn: ['Slip your arms through the straps like a waistcoat', 'Fasten the front hooks from the bottom up', 'Adjust the shoulder straps so the back panel sits flat'],
    howToUseEs: ['Pasa los brazos por las tiras como un chaleco', 'Abrocha los ganchos frontales de abajo hacia arriba', 'Ajusta las tiras para que la espalda quede bien plana'],
    howToUseFr: ['Passez les bras dans les bretelles comme un gilet', 'Fermez les agrafes de bas en haut', 'Réglez les bretelles pour que le dos reste bien à plat'],
    stock: 22,
    garment: 'vest',
  },
  {
    code: 'SS-2005',
    category: 'sculpt-support',
    nameEn: 'Made-to-Measure Colombian Faja',
    nameEs: 'Faja Colombiana a la Medida',
    nameFr: 'Gaine Colombienne Sur Mesure',
    descriptionEn:
      'Cut and sewn to your own measurements in our Colombian workshop, this full-body faja is the closest thing to a perfect fit. Enter your waist, hips and thigh when you order; production takes 4 business days and delivery another 3-5.',
    descriptionEs:
      'Cortada y cosida con tus propias medidas en nuestro taller en Colombia: lo más cercano a un ajuste perfecto. Ingresa tu cintura, cadera y muslo al hacer el pedido; la confección tarda 4 días hábiles y el envío de 3 a 5 más.',
    descriptionFr:
      'Coupée et cousue selon vos mensurations dans notre atelier colombien, cette gaine intégrale offre un ajustement quasi parfait. Indiquez votre tour de taille, de hanches et de cuisse en commandant ; la confection prend 4 jours ouvrés, puis 3 à 5 jours ouvrés de livraison.',
    priceCents: 18900,
    colors: ['beige', 'black', 'nude', 'cocoa'],
    // Made to measure: the customer's measurements are the size (decision 020).
    sizes: [],
    benefitsEn: ['Pattern drafted from your measurements', 'Firm, even compression from bust to thigh', 'Front hook-and-eye closure in three rows', 'Hand-finished seams'],
    benefitsEs: ['Molde hecho con tus medidas', 'Compresión firme y pareja del busto al muslo', 'Cierre frontal de broches en tres hileras', 'Terminaciones hechas a mano'],
    benefitsFr: ['Patron établi d’après vos mesures', 'Compression ferme et régulière du buste à la cuisse', 'Fermeture à agrafes devant, sur trois rangées', 'Finitions faites main'],
    ...CARE_POWERNET,
    howToUseEn: ['Measure your waist, hips and thigh as the size guide shows and enter them on this page', 'Try it on as soon as it arrives, hooks on the loosest row', 'Put it on as you would any full-body faja, fastening from the bottom up'],
    howToUseEs: ['Mide tu cintura, cadera y muslo como indica la guía de tallas e ingrésalas en esta página', 'Pruébatela apenas llegue, con los broches en la hilera más floja', 'Póntela como cualquier faja completa, abrochando de abajo hacia arriba'],
    howToUseFr: ['Mesurez votre taille, vos hanches et votre cuisse comme l’indique le guide des tailles, puis saisissez-les sur cette page', 'Essayez-la dès réception, agrafes sur la rangée la plus large', 'Enfilez-la comme une gaine intégrale, en fermant de bas en haut'],
    stock: 15,
    garment: 'faja-long',
    isCustomMade: true,
  },
  {
    code: 'SS-2006',
    category: 'sculpt-support',
    nameEn: 'Made-to-Measure Strapless Faja Short',
    nameEs: 'Faja Short Strapless a la Medida',
    nameFr: 'Panty Gainant Sans Bretelles Sur Mesure',
    descriptionEn:
      'Our strapless mid-thigh faja, tailored to your figure by the same hands that make our signature pieces. Perfect under gowns and bridal dresses; allow 4 business days for production plus 3-5 business days for delivery.',
    descriptionEs:
      'Nuestra faja strapless a medio muslo, ajustada a tu figura por las mismas manos que hacen nuestras piezas insignia. Ideal bajo vestidos de gala y de novia; calcula 4 días hábiles de confección más 3 a 5 días hábiles de envío.',
    descriptionFr:
      'Notre gaine sans bretelles à mi-cuisse, ajustée à votre silhouette par les mêmes mains que nos pièces phares. Parfaite sous une robe de soirée ou de mariée ; comptez 4 jours ouvrés de confection et 3 à 5 jours ouvrés de livraison.',
    priceCents: 16900,
    colors: ['beige', 'nude', 'black'],
    // Made to measure: the customer's measurements are the size (decision 020).
    sizes: [],
    benefitsEn: ['Tailored to your measurements', 'Invisible under fitted gowns', 'Silicone grip at the top edge', 'Front hook-and-eye closure'],
    benefitsEs: ['Confeccionada con tus medidas', 'Invisible bajo vestidos ajustados', 'Silicona en el borde superior', 'Cierre frontal de broches'],
    benefitsFr: ['Réalisée selon vos mesures', 'Invisible sous les robes ajustées', 'Bord supérieur siliconé', 'Fermeture à agrafes devant'],
    ...CARE_POWERNET,
    howToUseEn: ['Enter your waist, hips and thigh on this page when you order', 'Try it on as soon as it arrives, hooks on the loosest row', 'Tell us within 48 hours if anything about the fit feels off'],
    howToUseEs: ['Ingresa tu cintura, cadera y muslo en esta página al hacer el pedido', 'Pruébatela apenas llegue, con los broches en la hilera más floja', 'Avísanos en las primeras 48 horas si algo del ajuste no te convence'],
    howToUseFr: ['Indiquez votre tour de taille, de hanches et de cuisse sur cette page en commandant', 'Essayez-la dès réception, agrafes sur la rangée la plus large', 'Prévenez-nous sous 48 heures si l’ajustement ne vous convient pas'],
    stock: 12,
    garment: 'faja-short',
    isCustomMade: true,
  },
  {
    code: 'SS-2007',
    category: 'sculpt-support',
    nameEn: 'Firm Compression Capri Faja',
    nameEs: 'Faja Capri de Compresión Firme',
    nameFr: 'Gaine Corsaire Compression Ferme',
    descriptionEn:
      'Below-the-knee legs and a high, firm waist give this faja an all-over sculpting effect for thighs, hips and tummy. The inner cotton layer feels soft on the skin, while the outer powernet does the work.',
    descriptionEs:
      'Piernas bajo la rodilla y cintura alta y firme: esta faja moldea muslos, caderas y abdomen a la vez. La capa interna de algodón es suave con la piel y el powernet exterior hace todo el trabajo.',
    descriptionFr:
      'Jambes sous le genou et taille haute et ferme : cette gaine sculpte à la fois les cuisses, les hanches et le ventre. La couche intérieure en coton reste douce sur la peau, tandis que le powernet extérieur fait tout le travail.',
    priceCents: 12900,
    colors: ['black', 'cocoa'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'],
    benefitsEn: ['Sculpts thighs and knees', 'Cotton-lined interior', 'Firm high-waist panel', 'Anti-roll leg bands'],
    benefitsEs: ['Moldea muslos y rodillas', 'Interior forrado en algodón', 'Panel de cintura alta y firme', 'Bordes de pierna que no se enrollan'],
    benefitsFr: ['Sculpte les cuisses et les genoux', 'Intérieur doublé coton', 'Panneau taille haute ferme', 'Bas de jambes antiroulement'],
    ...CARE_POWERNET,
    howToUseEn: ['Gather each leg and pull it up to the knee first', 'Work the faja up over the hips in small steps', 'Fasten the front hooks and smooth the waist panel'],
    howToUseEs: ['Recoge cada pierna y súbela primero hasta la rodilla', 'Sube la faja por la cadera poco a poco', 'Abrocha los ganchos frontales y acomoda la cintura'],
    howToUseFr: ['Froncez chaque jambe et remontez-la d’abord jusqu’au genou', 'Remontez la gaine sur les hanches par petites étapes', 'Fermez les agrafes devant et lissez la ceinture'],
    stock: 18,
    garment: 'faja-capri',
  },

  // -------------------------------------------------------------------------
  // Silhouette enhancers — butt-lifters, waist trainers, sculpting bodysuits
  // -------------------------------------------------------------------------
  {
    code: 'SE-3001',
    category: 'silhouette-enhancers',
    nameEn: 'Butt-Lifting Shaper Short',
    nameEs: 'Short Levantacola',
    nameFr: 'Panty Rehausse-fessier',
    descriptionEn:
      'Open seat panels and a contoured back seam lift and round the curves nature gave you, while the high waist flattens the tummy. No pads, no tricks: just clever Colombian pattern-making.',
    descriptionEs:
      'Aberturas en la cola y una costura trasera contorneada levantan y redondean tus curvas naturales, mientras la cintura alta aplana el abdomen. Sin rellenos ni trucos: puro patronaje colombiano.',
    descriptionFr:
      'Des découpes au niveau du fessier et une couture arrière galbée rehaussent et arrondissent vos courbes naturelles, tandis que la taille haute aplatit le ventre. Ni coussinets ni artifices : juste le savoir-faire colombien.',
    priceCents: 5900,
    colors: ['beige', 'black', 'nude', 'cocoa'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
    benefitsEn: ['Natural butt lift without padding', 'Flattens the lower tummy', 'High waist that doesn’t roll down', 'Invisible under jeans'],
    benefitsEs: ['Levanta la cola sin rellenos', 'Aplana el bajo vientre', 'Cintura alta que no se enrolla', 'No se nota bajo los jeans'],
    benefitsFr: ['Effet rehaussé naturel, sans coussinets', 'Aplatit le bas du ventre', 'Taille haute qui ne roule pas', 'Invisible sous un jean'],
    ...CARE_POWERNET,
    howToUseEn: ['Step in and pull up to the hips', 'Centre each seat opening over the curve of the buttock', 'Smooth the waistband up to just under the bust'],
    howToUseEs: ['Métete en el short y súbelo hasta la cadera', 'Centra cada abertura sobre la curva del glúteo', 'Sube la pretina hasta justo debajo del busto'],
    howToUseFr: ['Enfilez le panty et remontez-le jusqu’aux hanches', 'Centrez chaque découpe sur le galbe du fessier', 'Remontez la ceinture juste sous la poitrine'],
    stock: 47,
    garment: 'shorts-butt-lift',
  },
  {
    code: 'SE-3002',
    category: 'silhouette-enhancers',
    nameEn: 'Latex Hourglass Waist Trainer',
    nameEs: 'Cinturilla de Látex Reloj de Arena',
    nameFr: 'Serre-taille en Latex Sablier',
    descriptionEn:
      'The classic Colombian latex cincher: a firm core, flexible steel boning and three rows of hooks so you can adjust as you go. Wear it under clothes or over a tank for instant hourglass definition.',
    descriptionEs:
      'La clásica cinturilla colombiana de látex: núcleo firme, varillas de acero flexibles y tres hileras de ganchos para ajustarla a tu ritmo. Úsala bajo la ropa o sobre una camiseta para una cintura de reloj de arena al instante.',
    descriptionFr:
      'Le serre-taille colombien en latex par excellence : cœur ferme, baleines en acier flexibles et trois rangées d’agrafes pour l’ajuster à votre rythme. À porter sous les vêtements ou sur un débardeur pour une taille de guêpe immédiate.',
    priceCents: 6900,
    colors: ['beige', 'black', 'nude'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'],
    benefitsEn: ['Instant waist definition', 'Flexible steel boning', 'Three adjustable hook rows', 'Cotton inner lining', 'Encourages upright posture'],
    benefitsEs: ['Define la cintura al instante', 'Varillas de acero flexibles', 'Tres hileras de ganchos ajustables', 'Forro interno de algodón', 'Ayuda a mantener una postura erguida'],
    benefitsFr: ['Taille marquée instantanément', 'Baleines en acier flexibles', 'Trois rangées d’agrafes réglables', 'Doublure intérieure en coton', 'Invite à se tenir droite'],
    ...CARE_LATEX,
    howToUseEn: ['Start with 1-2 hours a day on the loosest hook row', 'Wrap it around the waist and fasten from the bottom up', 'Build up wear time gradually and take it off if you feel any discomfort'],
    howToUseEs: ['Empieza con 1 a 2 horas al día en la hilera más floja', 'Rodea tu cintura y abrocha de abajo hacia arriba', 'Aumenta el tiempo poco a poco y quítatela si sientes molestias'],
    howToUseFr: ['Commencez par 1 à 2 heures par jour sur la rangée la plus large', 'Placez-le autour de la taille et fermez de bas en haut', 'Augmentez la durée progressivement et retirez-le en cas d’inconfort'],
    stock: 53,
    garment: 'waist-trainer',
  },
  {
    code: 'SE-3003',
    category: 'silhouette-enhancers',
    nameEn: 'Sport Waist Trainer Belt',
    nameEs: 'Cinturilla Deportiva con Velcro',
    nameFr: 'Ceinture Sport Serre-taille',
    descriptionEn:
      'Built for the gym and long walks: a neoprene-lined trainer with a double Velcro wrap that you can tighten or loosen in seconds. It hugs the core and stays put through squats, lunges and cardio.',
    descriptionEs:
      'Hecha para el gimnasio y las caminatas: cinturilla forrada en neopreno con doble cierre de velcro que ajustas o aflojas en segundos. Abraza el abdomen y no se mueve en sentadillas, zancadas ni cardio.',
    descriptionFr:
      'Pensée pour la salle de sport et la marche : une ceinture doublée de néoprène, avec double fermeture auto-agrippante à régler en quelques secondes. Elle enveloppe la sangle abdominale et ne bouge pas pendant les squats, fentes et séances de cardio.',
    priceCents: 5500,
    colors: ['black', 'cocoa'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    benefitsEn: ['Quick double-Velcro adjustment', 'Warm neoprene lining', 'Stays in place during workouts', 'Supportive feel for the lower back'],
    benefitsEs: ['Ajuste rápido con doble velcro', 'Forro térmico de neopreno', 'No se sube ni se baja al entrenar', 'Sensación de soporte en la zona lumbar'],
    benefitsFr: ['Réglage rapide par double bande auto-agrippante', 'Doublure néoprène chaude', 'Reste en place pendant l’effort', 'Sensation de maintien au niveau des lombaires'],
    careEn: ['Wipe the inside with a damp cloth after each workout', 'Hand wash weekly in cool water', 'Close the Velcro before washing', 'Air dry; no dryer'],
    careEs: ['Limpia el interior con un paño húmedo después de entrenar', 'Lávala a mano cada semana con agua fresca', 'Cierra el velcro antes de lavar', 'Secar al aire; sin secadora'],
    careFr: ['Essuyez l’intérieur avec un linge humide après chaque séance', 'Lavez-la à la main chaque semaine à l’eau fraîche', 'Fermez les bandes auto-agrippantes avant le lavage', 'Séchage à l’air libre ; pas de sèche-linge'],
    howToUseEn: ['Wrap the inner band snugly around your waist', 'Pull the outer strap across and press firmly to close', 'Drink water and take breaks as in any workout'],
    howToUseEs: ['Envuelve la banda interna ajustada a tu cintura', 'Cruza la banda externa y presiona firme para cerrar', 'Hidrátate y descansa como en cualquier entrenamiento'],
    howToUseFr: ['Enroulez la bande intérieure bien ajustée autour de la taille', 'Croisez la sangle extérieure et appuyez fermement pour fermer', 'Hydratez-vous et faites des pauses comme pour tout entraînement'],
    stock: 38,
    garment: 'trainer-belt',
  },
  {
    code: 'SE-3004',
    category: 'silhouette-enhancers',
    nameEn: 'Hourglass Butt-Lift Bodysuit',
    nameEs: 'Body Levantacola Reloj de Arena',
    nameFr: 'Body Sablier Rehausse-fessier',
    descriptionEn:
      'Waist, tummy and seat in one sculpting piece: firm powernet through the middle, a lifting back and an open bust that works with your own bra. It is the secret under every bodycon dress.',
    descriptionEs:
      'Cintura, abdomen y cola en una sola prenda: powernet firme en el centro, espalda levantacola y busto libre para usar con tu propio brasier. El secreto detrás de cada vestido ajustado.',
    descriptionFr:
      'Taille, ventre et fessier en une seule pièce sculptante : powernet ferme au centre, dos rehausse-fessier et poitrine libre pour garder votre propre soutien-gorge. Le secret de toutes les robes moulantes.',
    priceCents: 8900,
    colors: ['beige', 'black', 'cocoa'],
    sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
    benefitsEn: ['Defines the waist', 'Lifts and rounds the seat', 'Open bust for your own bra', 'Adjustable straps', 'Hook-and-eye crotch'],
    benefitsEs: ['Define la cintura', 'Levanta y redondea la cola', 'Busto libre para tu brasier', 'Tiras ajustables', 'Entrepierna con broches'],
    benefitsFr: ['Marque la taille', 'Rehausse et arrondit le fessier', 'Poitrine libre pour votre soutien-gorge', 'Bretelles réglables', 'Entrejambe à agrafes'],
    ...CARE_POWERNET,
    howToUseEn: ['Step in and draw the bodysuit up over the hips', 'Put on the straps and position the bust opening', 'Fasten the crotch hooks and smooth the waist'],
    howToUseEs: ['Mete las piernas y sube el body por la cadera', 'Ponte las tiras y acomoda la abertura del busto', 'Cierra los broches de la entrepierna y alisa la cintura'],
    howToUseFr: ['Enfilez le body et remontez-le sur les hanches', 'Passez les bretelles et ajustez l’ouverture de la poitrine', 'Fermez les agrafes de l’entrejambe et lissez la taille'],
    stock: 4,
    garment: 'bodysuit-butt-lift',
  },
  {
    code: 'SE-3005',
    category: 'silhouette-enhancers',
    nameEn: 'Lift & Define Knee-Length Short',
    nameEs: 'Short Levanta y Define a la Rodilla',
    nameFr: 'Panty Galbant Longueur Genou',
    descriptionEn:
      'A longer butt-lifter that also smooths the thighs, so dresses and wide-leg trousers drape beautifully. The back seam follows your curves and the silicone leg grips keep everything where it belongs.',
    descriptionEs:
      'Un levantacola más largo que también alisa los muslos, para que vestidos y pantalones anchos caigan perfecto. La costura trasera sigue tus curvas y la silicona en las piernas mantiene todo en su lugar.',
    descriptionFr:
      'Un rehausse-fessier plus long qui lisse aussi les cuisses, pour que robes et pantalons larges tombent parfaitement. La couture arrière épouse vos courbes et les bords siliconés maintiennent tout en place.',
    priceCents: 6500,
    colors: ['beige', 'black'],
    sizes: ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'],
    benefitsEn: ['Lifts the seat and smooths thighs', 'Silicone leg grips', 'Contoured back seam', 'Medium tummy control'],
    benefitsEs: ['Levanta la cola y alisa los muslos', 'Silicona antideslizante en las piernas', 'Costura trasera contorneada', 'Control medio de abdomen'],
    benefitsFr: ['Rehausse le fessier et lisse les cuisses', 'Bords de jambes siliconés', 'Couture arrière galbée', 'Maintien moyen du ventre'],
    ...CARE_POWERNET,
    howToUseEn: ['Gather the legs and pull up to the knees', 'Bring the short up over the hips and align the back seam', 'Settle the silicone bands flat on the thighs'],
    howToUseEs: ['Recoge las piernas y súbelas hasta las rodillas', 'Sube el short por la cadera y alinea la costura trasera', 'Acomoda la silicona bien plana sobre los muslos'],
    howToUseFr: ['Froncez les jambes et remontez-les jusqu’aux genoux', 'Remontez le panty sur les hanches et alignez la couture arrière', 'Posez les bandes siliconées bien à plat sur les cuisses'],
    stock: 26,
    garment: 'shorts-knee',
  },
  {
    code: 'SE-3006',
    category: 'silhouette-enhancers',
    nameEn: 'Made-to-Measure Hourglass Trainer',
    nameEs: 'Cinturilla Reloj de Arena a la Medida',
    nameFr: 'Serre-taille Sablier Sur Mesure',
    descriptionEn:
      'A latex waist trainer cut to your exact waist and hip measurements, with boning shaped to your curve. Made in our Colombian workshop in 4 business days and delivered in 3-5 more business days.',
    descriptionEs:
      'Cinturilla de látex cortada según tus medidas exactas de cintura y cadera, con varillas que siguen tu curva. Hecha en nuestro taller colombiano en 4 días hábiles y entregada en 3 a 5 días hábiles más.',
    descriptionFr:
      'Un serre-taille en latex coupé selon vos tours de taille et de hanches, avec des baleines qui épousent votre courbe. Fabriqué dans notre atelier colombien en 4 jours ouvrés, livré en 3 à 5 jours ouvrés.',
    priceCents: 9900,
    colors: ['beige', 'black', 'nude', 'cocoa'],
    // Made to measure: the customer's measurements are the size (decision 020).
    sizes: [],
    benefitsEn: ['Cut to your measurements', 'Boning shaped to your curve', 'Three rows of hooks', 'Made for the figure standard sizes miss'],
    benefitsEs: ['Cortada con tus medidas', 'Varillas que siguen tu curva', 'Tres hileras de ganchos', 'Hecha para las figuras que las tallas estándar no abarcan'],
    benefitsFr: ['Coupé selon vos mesures', 'Baleines qui épousent votre courbe', 'Trois rangées d’agrafes', 'Pensé pour les silhouettes que les tailles standard oublient'],
    ...CARE_LATEX,
    howToUseEn: ['Enter your waist, hips and thigh on this page when you order', 'When it arrives, start on the loosest row for short sessions', 'Report any fit issue within 48 hours with a photo'],
    howToUseEs: ['Ingresa tu cintura, cadera y muslo en esta página al hacer el pedido', 'Cuando llegue, empieza en la hilera más floja por ratos cortos', 'Avísanos de cualquier problema de ajuste en 48 horas, con foto'],
    howToUseFr: ['Indiquez votre tour de taille, de hanches et de cuisse sur cette page en commandant', 'À réception, commencez sur la rangée la plus large, par courtes périodes', 'Signalez tout souci d’ajustement sous 48 heures, photo à l’appui'],
    stock: 2,
    garment: 'waist-trainer',
    isCustomMade: true,
  },
  {
    code: 'SE-3007',
    category: 'silhouette-enhancers',
    nameEn: 'Open-Bust Sculpting Bodysuit',
    nameEs: 'Body Moldeador Busto Libre',
    nameFr: 'Body Sculptant Poitrine Libre',
    descriptionEn:
      'A lighter sculpting body with a thong-style back, designed for figure-hugging outfits where no line may show. The open bust lets you keep your favourite bra, and the waist panel gently cinches.',
    descriptionEs:
      'Un body moldeador más liviano, con espalda tipo tanga, pensado para looks ajustados donde no se puede notar ninguna línea. El busto libre te deja usar tu brasier favorito y el panel de cintura estiliza con suavidad.',
    descriptionFr:
      'Un body sculptant plus léger, dos string, pensé pour les tenues près du corps où aucune ligne ne doit se voir. La poitrine libre permet de garder votre soutien-gorge préféré et le panneau de taille affine en douceur.',
    priceCents: 7900,
    colors: ['beige', 'black', 'nude'],
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    benefitsEn: ['Thong back, zero visible lines', 'Gentle waist cinching', 'Open bust for your own bra', 'Lightweight for warm days'],
    benefitsEs: ['Espalda tipo tanga, cero líneas', 'Estiliza la cintura con suavidad', 'Busto libre para tu brasier', 'Liviano para días de calor'],
    benefitsFr: ['Dos string, aucune ligne visible', 'Affine la taille en douceur', 'Poitrine libre pour votre soutien-gorge', 'Léger pour les beaux jours'],
    ...CARE_SEAMLESS,
    howToUseEn: ['Put on your usual bra first', 'Step into the bodysuit and pull up over the hips', 'Slip on the straps and adjust around the bust'],
    howToUseEs: ['Ponte primero tu brasier de siempre', 'Mete las piernas y sube el body por la cadera', 'Ponte las tiras y acomoda alrededor del busto'],
    howToUseFr: ['Mettez d’abord votre soutien-gorge habituel', 'Enfilez le body et remontez-le sur les hanches', 'Passez les bretelles et ajustez autour de la poitrine'],
    stock: 33,
    garment: 'bodysuit-open-bust',
  },

  // -------------------------------------------------------------------------
  // Face & neck sculpt — chin straps, neck wraps, face sculpt masks
  // -------------------------------------------------------------------------
  {
    code: 'FN-4001',
    category: 'face-neck-sculpt',
    nameEn: 'Chin Sculpt Strap',
    nameEs: 'Mentonera Moldeadora',
    nameFr: 'Mentonnière Sculptante',
    descriptionEn:
      'A soft, breathable strap that cradles the chin and jawline with gentle, even support. Wear it while you relax at home or overnight as part of your beauty routine.',
    descriptionEs:
      'Una mentonera suave y transpirable que sostiene el mentón y la línea de la mandíbula con un soporte delicado y parejo. Úsala mientras descansas en casa o en la noche como parte de tu rutina de belleza.',
    descriptionFr:
      'Une mentonnière douce et respirante qui soutient le menton et l’ovale du visage avec un maintien délicat et régulier. À porter pendant un moment de détente ou la nuit, dans le cadre de votre routine beauté.',
    priceCents: 2900,
    colors: ['beige', 'black', 'nude'],
    sizes: ['S', 'M', 'L'],
    benefitsEn: ['Gentle chin and jaw support', 'Breathable, skin-friendly fabric', 'Adjustable hook-and-loop fastening'],
    benefitsEs: ['Soporte suave para mentón y mandíbula', 'Tela transpirable, amable con la piel', 'Cierre ajustable de contacto'],
    benefitsFr: ['Maintien doux du menton et de la mâchoire', 'Tissu respirant, doux pour la peau', 'Fermeture auto-agrippante réglable'],
    ...CARE_FACE,
    howToUseEn: ['Place the cup under your chin', 'Bring the bands up over the head and fasten at the crown', 'Adjust until it feels snug but never tight'],
    howToUseEs: ['Ubica la copa bajo el mentón', 'Lleva las bandas sobre la cabeza y ciérralas en la coronilla', 'Ajusta hasta que quede firme pero nunca apretada'],
    howToUseFr: ['Placez la coque sous le menton', 'Ramenez les bandes sur le haut de la tête et fermez-les', 'Ajustez pour un maintien ferme, jamais serré'],
    stock: 60,
    garment: 'chin-strap',
  },
  {
    code: 'FN-4002',
    category: 'face-neck-sculpt',
    nameEn: 'Post-Procedure Chin & Jaw Compression',
    nameEs: 'Mentonera de Compresión Postprocedimiento',
    nameFr: 'Mentonnière de Compression Post-intervention',
    descriptionEn:
      'A firmer chin and jaw garment in medical-grade elastic, with ear openings and a wide support band. Use it after facial procedures only as directed by your surgeon or practitioner.',
    descriptionEs:
      'Una mentonera más firme, en elástico de grado médico, con aberturas para las orejas y banda ancha de soporte. Úsala después de procedimientos faciales solo como te lo indique tu cirujano o especialista.',
    descriptionFr:
      'Une mentonnière plus ferme en élastique de qualité médicale, avec ouvertures pour les oreilles et large bande de maintien. À utiliser après une intervention du visage uniquement selon les indications de votre chirurgien ou praticien.',
    priceCents: 3900,
    colors: ['beige', 'nude'],
    sizes: ['S', 'M', 'L'],
    benefitsEn: ['Firm, even compression', 'Ear openings for comfort', 'Wide band under the jaw', 'Latex-free materials'],
    benefitsEs: ['Compresión firme y uniforme', 'Aberturas para las orejas', 'Banda ancha bajo la mandíbula', 'Materiales libres de látex'],
    benefitsFr: ['Compression ferme et homogène', 'Ouvertures pour les oreilles', 'Large bande sous la mâchoire', 'Matières sans latex'],
    ...CARE_FACE,
    howToUseEn: ['Follow the wear schedule your surgeon gives you', 'Position the band under the jaw with the ears through the openings', 'Fasten at the top of the head without over-tightening'],
    howToUseEs: ['Sigue el horario de uso que te indique tu cirujano', 'Ubica la banda bajo la mandíbula con las orejas por las aberturas', 'Ciérrala en la parte alta de la cabeza sin apretar de más'],
    howToUseFr: ['Respectez le rythme de port indiqué par votre chirurgien', 'Placez la bande sous la mâchoire, oreilles dans les ouvertures', 'Fermez sur le haut de la tête sans trop serrer'],
    stock: 1,
    garment: 'chin-strap',
  },
  {
    code: 'FN-4003',
    category: 'face-neck-sculpt',
    nameEn: 'Neck Smoothing Wrap',
    nameEs: 'Banda Alisadora de Cuello',
    nameFr: 'Bandeau Lissant pour le Cou',
    descriptionEn:
      'A contoured wrap that rests softly around the neck and décolleté, helping you keep your chin up and your posture tall while you read, work or unwind. Pair it with your favourite neck cream for a little self-care ritual.',
    descriptionEs:
      'Una banda contorneada que descansa suavemente alrededor del cuello y el escote y te recuerda mantener el mentón en alto mientras lees, trabajas o te relajas. Combínala con tu crema de cuello favorita para un momento de autocuidado.',
    descriptionFr:
      'Un bandeau galbé qui se pose délicatement autour du cou et du décolleté, et vous aide à garder le menton haut et le port de tête droit pendant la lecture, le travail ou la détente. Associez-le à votre crème cou préférée pour un vrai rituel.',
    priceCents: 3500,
    colors: ['beige', 'black', 'nude', 'cocoa'],
    sizes: ['M'],
    benefitsEn: ['Encourages a lifted chin posture', 'Soft, breathable lining', 'Adjustable closure at the nape'],
    benefitsEs: ['Favorece llevar el mentón en alto', 'Forro suave y transpirable', 'Cierre ajustable en la nuca'],
    benefitsFr: ['Encourage un port de tête relevé', 'Doublure douce et respirante', 'Fermeture réglable sur la nuque'],
    ...CARE_FACE,
    howToUseEn: ['Apply your skincare and let it absorb', 'Wrap the band around the neck with the curved edge under the jaw', 'Close at the nape and wear for 20-30 minutes'],
    howToUseEs: ['Aplica tu crema y deja que se absorba', 'Coloca la banda con el borde curvo bajo la mandíbula', 'Ciérrala en la nuca y úsala de 20 a 30 minutos'],
    howToUseFr: ['Appliquez votre soin et laissez-le pénétrer', 'Placez le bandeau, bord arrondi sous la mâchoire', 'Fermez-le sur la nuque et portez-le 20 à 30 minutes'],
    stock: 44,
    garment: 'neck-wrap',
  },
  {
    code: 'FN-4004',
    category: 'face-neck-sculpt',
    nameEn: 'Full-Face Sculpt Mask',
    nameEs: 'Máscara Moldeadora Facial Completa',
    nameFr: 'Masque Sculptant Visage Complet',
    descriptionEn:
      'A lightweight sculpting mask that supports cheeks, jawline and chin at once, leaving the eyes, nose and mouth free. Made for quiet evenings and overnight wear, in a fabric that stays cool against the skin.',
    descriptionEs:
      'Una máscara moldeadora liviana que sostiene mejillas, mandíbula y mentón a la vez, dejando libres ojos, nariz y boca. Pensada para noches tranquilas y para dormir, en una tela fresca sobre la piel.',
    descriptionFr:
      'Un masque sculptant léger qui soutient à la fois les joues, l’ovale et le menton, en laissant les yeux, le nez et la bouche libres. Idéal pour les soirées calmes et la nuit, dans un tissu qui reste frais sur la peau.',
    priceCents: 4500,
    colors: ['beige', 'black'],
    sizes: ['S', 'M', 'L'],
    benefitsEn: ['Supports cheeks, jaw and chin', 'Open eyes, nose and mouth', 'Cool-touch fabric', 'Comfortable enough to sleep in'],
    benefitsEs: ['Sostiene mejillas, mandíbula y mentón', 'Ojos, nariz y boca libres', 'Tela fresca al tacto', 'Tan cómoda que puedes dormir con ella'],
    benefitsFr: ['Soutient joues, mâchoire et menton', 'Yeux, nez et bouche dégagés', 'Tissu frais au toucher', 'Assez confortable pour dormir'],
    ...CARE_FACE,
    howToUseEn: ['Slip the mask over your face, chin into the cup', 'Adjust the side bands behind the head', 'Fasten at the crown with gentle tension'],
    howToUseEs: ['Ponte la máscara con el mentón dentro de la copa', 'Ajusta las bandas laterales detrás de la cabeza', 'Ciérrala en la coronilla con una tensión suave'],
    howToUseFr: ['Enfilez le masque, menton dans la coque', 'Ajustez les bandes latérales derrière la tête', 'Fermez sur le haut de la tête avec une tension légère'],
    stock: 29,
    garment: 'chin-strap',
  },
  {
    code: 'FN-4005',
    category: 'face-neck-sculpt',
    nameEn: 'Silk-Touch Night Neck Wrap',
    nameEs: 'Banda Nocturna para Cuello Tacto Seda',
    nameFr: 'Bandeau de Nuit Toucher Soie',
    descriptionEn:
      'A neck wrap with a silky satin lining that glides over the skin and won’t tug at your night cream. A gently structured band keeps its shape so you can simply put it on and sleep.',
    descriptionEs:
      'Una banda para el cuello con forro satinado, suave como la seda, que se desliza sobre la piel sin arrastrar tu crema de noche. Su estructura ligera mantiene la forma: te la pones y a dormir.',
    descriptionFr:
      'Un bandeau pour le cou doublé d’un satin soyeux qui glisse sur la peau sans accrocher votre crème de nuit. Sa structure légère garde sa forme : il suffit de l’enfiler et de dormir.',
    priceCents: 4200,
    colors: ['nude', 'cocoa'],
    sizes: ['S', 'M', 'L'],
    benefitsEn: ['Silky satin lining', 'Won’t absorb your night cream', 'Holds its shape overnight'],
    benefitsEs: ['Forro satinado tacto seda', 'No absorbe tu crema de noche', 'Mantiene la forma toda la noche'],
    benefitsFr: ['Doublure satinée toucher soie', 'N’absorbe pas votre crème de nuit', 'Garde sa forme toute la nuit'],
    ...CARE_FACE,
    howToUseEn: ['Apply your night cream', 'Wrap the band around the neck, satin side in', 'Close at the nape so it sits comfortably'],
    howToUseEs: ['Aplica tu crema de noche', 'Coloca la banda con el lado satinado hacia la piel', 'Ciérrala en la nuca de forma cómoda'],
    howToUseFr: ['Appliquez votre crème de nuit', 'Placez le bandeau, côté satin contre la peau', 'Fermez-le sur la nuque sans serrer'],
    stock: 16,
    garment: 'neck-wrap',
  },
  {
    code: 'FN-4006',
    category: 'face-neck-sculpt',
    nameEn: 'Face & Neck Contour Set',
    nameEs: 'Set Contorno de Rostro y Cuello',
    nameFr: 'Coffret Contour Visage et Cou',
    descriptionEn:
      'Our chin sculpt strap and neck smoothing wrap together in a keepsake pouch, at a set price. A thoughtful gift, or simply your complete evening routine in one box.',
    descriptionEs:
      'Nuestra mentonera moldeadora y la banda alisadora de cuello juntas, en un estuche de regalo y a precio especial. Un detalle lindo para regalar, o tu rutina de noche completa en una sola caja.',
    descriptionFr:
      'Notre mentonnière sculptante et notre bandeau lissant réunis dans une jolie pochette, à prix coffret. Une belle idée cadeau, ou tout simplement votre rituel du soir au complet.',
    priceCents: 5900,
    colors: ['beige', 'black', 'nude'],
    sizes: ['S', 'M', 'L'],
    benefitsEn: ['Two pieces at a set price', 'Gift-ready fabric pouch', 'Matching colours', 'Complete face and neck routine'],
    benefitsEs: ['Dos piezas a precio especial', 'Estuche de tela listo para regalar', 'Colores combinados', 'Rutina completa de rostro y cuello'],
    benefitsFr: ['Deux pièces à prix coffret', 'Pochette en tissu prête à offrir', 'Coloris assortis', 'Rituel complet visage et cou'],
    ...CARE_FACE,
    howToUseEn: ['Use the neck wrap during the day or while you read', 'Switch to the chin strap in the evening or overnight'],
    howToUseEs: ['Usa la banda de cuello de día o mientras lees', 'Cambia a la mentonera en la noche o para dormir'],
    howToUseFr: ['Portez le bandeau pour le cou en journée ou pendant la lecture', 'Passez à la mentonnière le soir ou pour la nuit'],
    stock: 9,
    garment: 'neck-wrap',
  },
  {
    code: 'FN-4007',
    category: 'face-neck-sculpt',
    nameEn: 'Overnight V-Line Lifting Band',
    nameEs: 'Banda Nocturna Línea V',
    nameFr: 'Bandeau de Nuit Ovale en V',
    descriptionEn:
      'A slim V-line band in stretch mesh that follows the jaw up to the temples for gentle overnight support. So light you’ll forget you’re wearing it.',
    descriptionEs:
      'Una banda delgada en malla elástica que sigue la mandíbula hasta las sienes y da un soporte suave durante la noche. Tan liviana que olvidas que la llevas puesta.',
    descriptionFr:
      'Un bandeau fin en résille extensible qui suit la mâchoire jusqu’aux tempes pour un maintien délicat pendant la nuit. Si léger qu’on l’oublie.',
    priceCents: 3200,
    colors: ['beige', 'nude', 'black', 'cocoa'],
    sizes: ['M'],
    benefitsEn: ['Ultra-light stretch mesh', 'Follows the V of the jaw', 'One size with adjustable closure'],
    benefitsEs: ['Malla elástica ultraliviana', 'Sigue la forma en V de la mandíbula', 'Talla única con cierre ajustable'],
    benefitsFr: ['Résille extensible ultralégère', 'Suit le V de la mâchoire', 'Taille unique, fermeture réglable'],
    ...CARE_FACE,
    howToUseEn: ['Place the band under the chin', 'Bring both sides up past the ears and close at the top of the head'],
    howToUseEs: ['Ubica la banda bajo el mentón', 'Sube ambos lados por delante de las orejas y ciérrala arriba'],
    howToUseFr: ['Placez le bandeau sous le menton', 'Remontez les deux côtés devant les oreilles et fermez sur le dessus de la tête'],
    stock: 50,
    garment: 'chin-strap',
  },
]
