// What a product still lacks before it can be published, as the server lists it (texts per
// language, a photo per colour).
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '#shared/catalogue/catalogue'

export function ProductMissing({ missing }: { missing: string[] }) {
  const { t } = useTranslation('catalogue-admin')
  const { t: common } = useTranslation()
  return (
    <section aria-labelledby="missing-heading" className="rounded-3xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="missing-heading" className="font-medium">
        {t('editor.missingTitle')}
      </h2>
      <ul className="mt-2 list-disc pl-5">
        {missing.map((key) => (
          <li key={key}>{missingLabel(key, t, common)}</li>
        ))}
      </ul>
    </section>
  )
}

function missingLabel(key: string, t: (k: string, o?: Record<string, unknown>) => string, common: (k: string) => string) {
  if (key.startsWith('photos.')) return t('missing.photo', { color: common(`colors.${key.slice('photos.'.length)}`) })
  const lang = LANGUAGES.find((l) => key.endsWith(l[0]!.toUpperCase() + l.slice(1)))
  if (lang) return t(`missing.${key.slice(0, -2)}`, { language: t(`languages.${lang}`) })
  return t(`missing.${key}`)
}
