// The product page's choice of colour and size, and what the gallery shows for it. Stock is per
// colour and size (decision 026): the page starts on the first colour with stock and its first
// size in stock, offers only the sizes made in the chosen colour, and says of the chosen pair
// whether it is in stock, down to its last few or sold out (a sold-out pair can still be chosen,
// to ask for an alert, but not added to the cart).
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { availabilityOf } from '#shared/catalogue/variants'
import type { Product } from '#shared/schemas/catalogue'
import { picturesOf, stockStatus, type StockStatus } from '#app/components/product/product-info'
import { colorChoices, firstChoice, firstSizeInStock, sizeChoices, unitsOf, unitsOfColor } from '#shared/catalogue/variant-choices'

export function useProductChoice(product: Product) {
  const { t } = useTranslation('product')
  const { t: tc } = useTranslation()
  const colors = colorChoices(product)
  // The colour rides in the URL (?color=black): a card's link preselects it, the server draws its
  // image, and a shared link shows what the shopper chose.
  const [params, setParams] = useSearchParams()
  const asked = params.get('color')
  const inLink = asked && colors.some((c) => c.color === asked) ? asked : undefined
  // The tapped colour shows at once; the URL follows in a navigation React Router may finish a
  // moment later (a controlled radio would spring back until then). A link, Back or Forward
  // changing the URL's colour wins.
  const [tapped, setTapped] = useState(inLink)
  const [linked, setLinked] = useState(inLink)
  if (linked !== inLink) {
    setLinked(inLink)
    setTapped(inLink)
  }
  const first = firstChoice(product)
  const color = tapped ?? first.color
  // A size the shopper (or a link: ?size=M, as a back-in-stock email's) chose stays while the
  // colour makes it; otherwise the colour's first size in stock.
  const [chosenSize, setChosenSize] = useState(() => params.get('size') ?? undefined)
  const sizes = color && !product.isCustomMade ? sizeChoices(product, color) : []
  const size = chosenSize && sizes.some((s) => s.size === chosenSize) ? chosenSize : color && !product.isCustomMade ? firstSizeInStock(product, color) : undefined

  // A colour's photos, or else its drawing; drawn pieces add their back views after the fronts.
  const pictures = picturesOf(product)
  const pictureLabels = pictures.map((p) => {
    const colorName = tc(`colors.${p.color}`, { defaultValue: p.color })
    return p.back ? t('gallery.back', { color: colorName }) : colorName
  })
  const [imageIndex, setImageIndex] = useState(() => Math.max(0, pictures.findIndex((p) => p.color === color)))

  const chooseColor = (c: string) => {
    setTapped(c)
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        next.set('color', c)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
    const i = pictures.findIndex((p) => p.color === c)
    if (i >= 0) setImageIndex(i)
  }

  // What the badge says: of the chosen colour and size; of the colour while no size is chosen.
  const status: StockStatus = product.isCustomMade
    ? { kind: 'made-to-order' }
    : color && size
      ? availabilityOf(unitsOf(product, color, size))
      : color
        ? availabilityOf(unitsOfColor(product, color))
        : stockStatus(product)
  /** Units of the chosen colour and size the cart may take (no limit for a piece made to measure). */
  const units = product.isCustomMade ? Infinity : color && size ? unitsOf(product, color, size) : 0

  return {
    color,
    size,
    colors,
    sizes,
    status,
    units,
    chooseColor,
    chooseSize: setChosenSize,
    pictures,
    pictureLabels,
    imageIndex,
    setImageIndex,
  }
}

export type ProductChoice = ReturnType<typeof useProductChoice>
