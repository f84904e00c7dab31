// A refused evidence file in the shopper's words.
import { useTranslation } from 'react-i18next'
import type { FileRefusal } from './evidence-files'

export function useFileRefusalText() {
  const { t } = useTranslation('returns')
  return (r: FileRefusal) =>
    r.kind === 'count' ? t('request.tooManyFiles', { count: r.count }) : r.kind === 'size' ? t('request.fileTooBig', { name: r.name }) : t('request.fileType', { name: r.name })
}
