// Where a review request's "stop" link leads (/<lang>/reviews/unsubscribe?token=…, decision 042):
// one click, no sign-in (components/ui/one-click-outcome.tsx).
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { reviewsApi } from '#shared/contracts/reviews'
import { OneClickOutcome, useOneClickLink } from '#app/components/ui/one-click-outcome'
import { callApi } from '#app/lib/api-client'

const stopRequests = (token: string) => callApi(reviewsApi.unsubscribe, { body: { token } })

export function ReviewRequestsUnsubscribePage() {
  const { t } = useTranslation('order-reviews')
  const { t: tc } = useTranslation()
  const [params] = useSearchParams()
  const { state, retry } = useOneClickLink(params.get('token') ?? '', stopRequests, ['review_link_invalid'], t('failed'))
  const texts = {
    pageTitle: `${t('unsubscribe.title')} · ${tc('brand')}`,
    title: t(`unsubscribe.${state.kind}Title`),
    doneBody: t('unsubscribe.doneBody'),
    invalidBody: t('unsubscribe.invalidBody'),
    retry: t('unsubscribe.retry'),
  }
  return <OneClickOutcome state={state} retry={retry} texts={texts} />
}
