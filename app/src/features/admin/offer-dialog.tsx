// Create or edit a dashboard offer (decision 036): its words in English, Spanish and French (one
// fieldset each), one of the shop's images, its dates, who sees it and the discount code it
// promotes. The server checks everything (shared/contracts/admin-offers.ts) and its messages land
// on their fields in the staff's language; the dialog only turns what was typed into the request
// (empty is "none").
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLang } from '#app/lib/i18n/use-lang'
import { SelectField } from '#app/components/form/select-field'
import { TextField } from '#app/components/form/text-field'
import { TextareaField } from '#app/components/form/textarea-field'
import { useForm } from '#app/components/form/use-form'
import { FormDialog } from '#app/components/ui/form-dialog'
import { callApi } from '#app/lib/api-client'
import { useApiQuery } from '#app/lib/use-api-query'
import { adminOffersApi, OFFER_AUDIENCES, type AdminOffer, type OfferAudience } from '#shared/contracts/admin-offers'
import { isoOf, localInput } from './datetime-local'
import { useAdminAction } from './use-admin-action'
import { useSaveRefusal } from './use-save-refusal'

const LANGUAGES = [
  ['En', 'English'],
  ['Es', 'Español'],
  ['Fr', 'Français'],
] as const
const WORDS = LANGUAGES.flatMap(([l]) => [`title${l}`, `description${l}`, `ctaLink${l}`] as const)
const FIELDS = [...WORDS, 'imageUrl', 'startsAt', 'endsAt', 'audience', 'discountCode'] as const
type Field = (typeof FIELDS)[number]

const DAY = 86_400_000

const initialOf = (offer: AdminOffer | null): Record<Field, string> => ({
  ...(Object.fromEntries(WORDS.map((f) => [f, offer?.[f] ?? ''])) as Record<(typeof WORDS)[number], string>),
  imageUrl: offer?.imageUrl ?? '',
  startsAt: localInput(offer?.startsAt ?? new Date().toISOString()),
  // A new offer runs for a month unless staff say otherwise.
  endsAt: localInput(offer?.endsAt ?? new Date(Date.now() + 30 * DAY).toISOString()),
  audience: offer?.audience ?? 'everyone',
  discountCode: offer?.discountCode ?? '',
})

export function OfferDialog({ offer, onClose, onSaved }: { offer: AdminOffer | null; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('admin')
  const { lang } = useLang()
  const act = useAdminAction()
  const showRefusal = useSaveRefusal()
  const images = useApiQuery(adminOffersApi.images)
  const form = useForm(FIELDS, initialOf(offer))
  const [saving, setSaving] = useState(false)
  const v = form.values
  // In the reader's language, numbered per product, so two drawings of one product read apart.
  const imageOptions = (images.data?.items ?? []).map((image, i, all) => ({
    url: image.url,
    label: `${image.productNames[lang]} (${all.slice(0, i + 1).filter((o) => o.productNames.en === image.productNames.en).length})`,
  }))

  const submit = async () => {
    const body = {
      ...(Object.fromEntries(WORDS.map((f) => [f, v[f]])) as Record<(typeof WORDS)[number], string>),
      imageUrl: v.imageUrl || null,
      startsAt: isoOf(v.startsAt),
      endsAt: isoOf(v.endsAt),
      audience: v.audience as OfferAudience,
      discountCode: v.discountCode.trim() || null,
    }
    setSaving(true)
    try {
      await act(() => (offer ? callApi(adminOffersApi.update, { params: { id: offer.id }, body }) : callApi(adminOffersApi.create, { body })), {
        success: t(offer ? 'offers.saved' : 'offers.created', { title: v.titleEn.trim() }),
        failure: t('offers.saveFailed'),
      })
      onSaved()
      onClose()
    } catch (error) {
      // A code the shop does not have, or an image not its own: on the field it names.
      showRefusal(form, error, t('offers.saveFailed'))
    } finally {
      setSaving(false)
    }
  }

  return (
    <FormDialog
      title={offer ? t('offers.editTitle') : t('offers.createTitle')}
      description={t('offers.dialogDescription')}
      size="lg"
      busy={saving}
      onSubmit={submit}
      onClose={onClose}
      submitLabel={offer ? t('common.save') : t('offers.create')}
      busyLabel={t('common.saving')}
      className="grid gap-4 sm:grid-cols-2"
    >
      {LANGUAGES.map(([l, name]) => (
        <fieldset key={l} lang={l.toLowerCase()} className="grid gap-3 rounded-xl border border-sand p-4 sm:col-span-2">
          <legend className="px-1 text-sm font-medium text-ink" lang={l.toLowerCase()}>
            {name}
          </legend>
          <TextField label={t('offers.fields.title')} autoComplete="off" {...form.field(`title${l}`)} />
          <TextareaField label={t('offers.fields.description')} rows={3} {...form.field(`description${l}`)} />
          <TextField label={t('offers.fields.ctaLink')} autoComplete="off" spellCheck={false} optional={t('common.optional')} hint={t('offers.hints.ctaLink')} {...form.field(`ctaLink${l}`)} />
        </fieldset>
      ))}
      <div className="grid gap-3 sm:col-span-2 sm:grid-cols-[1fr_auto] sm:items-start">
        <SelectField label={t('offers.fields.image')} optional={t('common.optional')} hint={images.status === 'error' ? t('offers.imagesFailed') : undefined} {...form.field('imageUrl')}>
          <option value="">{t('offers.noImage')}</option>
          {/* An image no longer in the catalogue stays chosen until staff pick another. */}
          {v.imageUrl && !imageOptions.some((o) => o.url === v.imageUrl) && <option value={v.imageUrl}>{t('offers.currentImage')}</option>}
          {imageOptions.map((o) => (
            <option key={o.url} value={o.url}>
              {o.label}
            </option>
          ))}
        </SelectField>
        {v.imageUrl && <img src={v.imageUrl} alt="" className="size-24 rounded-xl border border-sand bg-white object-contain" data-testid="offer-image-preview" />}
      </div>
      <TextField label={t('offers.fields.startsAt')} type="datetime-local" {...form.field('startsAt')} />
      <TextField label={t('offers.fields.endsAt')} type="datetime-local" {...form.field('endsAt')} />
      <SelectField label={t('offers.fields.audience')} {...form.field('audience')}>
        {OFFER_AUDIENCES.map((a) => (
          <option key={a} value={a}>
            {t(`offers.audiences.${a}`)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('offers.fields.discountCode')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        optional={t('common.optional')}
        hint={t('offers.hints.discountCode')}
        {...form.field('discountCode')}
      />
    </FormDialog>
  )
}
