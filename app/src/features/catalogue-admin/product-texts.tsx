// The product's texts in three languages, one tab each; a tab counts the texts its language still lacks.
import * as Tabs from '@radix-ui/react-tabs'
import { useTranslation } from 'react-i18next'
import { TextareaField } from '#app/components/form/textarea-field'
import { TextField } from '#app/components/form/text-field'
import { LANGUAGES, type Language } from '#shared/catalogue/catalogue'
import { textKey, type Draft, type TextField as TextName } from './product-draft'
import type { Errors } from './use-product-editor'

type ProductTextsProps = {
  texts: Draft['texts']
  errors: Errors
  missing: Record<Language, TextName[]>
  tab: Language
  onTab: (tab: Language) => void
  onEdit: (key: keyof Draft['texts'], value: string) => void
}

export function ProductTexts({ texts, errors, missing, tab, onTab, onEdit }: ProductTextsProps) {
  const { t } = useTranslation('catalogue-admin')
  return (
    <Tabs.Root value={tab} onValueChange={(v) => onTab(v as Language)}>
      <Tabs.List aria-label={t('editor.languages')} className="grid grid-cols-3 border-b border-sand sm:flex sm:gap-2">
        {LANGUAGES.map((l) => (
          <Tabs.Trigger
            key={l}
            value={l}
            className="-mb-px flex flex-col items-center gap-1 border-b-2 border-transparent px-2 pb-3 text-sm text-muted hover:text-ink data-[state=active]:border-ink data-[state=active]:text-ink sm:flex-row sm:gap-2"
          >
            {t(`languages.${l}`)}
            {missing[l].length > 0 && (
              <span className="whitespace-nowrap rounded-full bg-amber-100 px-2 py-0.5 text-xs text-amber-900 ring-1 ring-inset ring-amber-300">{t('editor.missingCount', { count: missing[l].length })}</span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LANGUAGES.map((l) => (
        <Tabs.Content key={l} value={l} className="grid gap-4 pt-5 focus-visible:outline-none" lang={l}>
          {(['name', 'description', 'benefits', 'care', 'howToUse'] as const satisfies readonly TextName[]).map((field) => {
            const key = textKey(field, l)
            const label = t(`fields.${field}`, { language: t(`languages.${l}`) })
            const props = { label, value: texts[key], error: errors[key], onChange: (e: { target: { value: string } }) => onEdit(key, e.target.value) }
            return field === 'name' ? (
              <TextField key={key} {...props} />
            ) : (
              <TextareaField key={key} {...props} rows={field === 'description' ? 5 : 4} hint={field === 'description' ? undefined : t('fields.linesHint')} />
            )
          })}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
