// Checkout in two steps, info then payment (the flow is in use-checkout.ts): the details step, then
// the payment step once Proceed has had the server place the order, with the summary beside them.
import { useTranslation } from 'react-i18next'
import { PageMeta } from '#app/components/ui/page-meta'
import { CheckoutSummary } from './components/checkout-summary'
import { DetailsStep } from './components/details-step'
import { PaymentStep } from './components/payment-step'
import { PhoneTotal } from './components/phone-total'
import { Steps } from './components/steps'

const SUMMARY_ID = 'checkout-summary'
import { useCheckout } from './use-checkout'

export function CheckoutPage() {
  const { t } = useTranslation('checkout')
  const { t: tc } = useTranslation()
  const checkout = useCheckout()
  const { step, intent } = checkout

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageMeta title={`${t('pages.checkout')} · ${tc('brand')}`} noindex />
      <h1 className="text-4xl text-ink sm:text-5xl">{t('pages.checkout')}</h1>
      <Steps current={step} />
      <PhoneTotal totalCents={checkout.figures.totalCents} pieces={checkout.lines.reduce((sum, l) => sum + l.quantity, 0)} summaryId={SUMMARY_ID} />

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-sand/70 sm:p-8">
          {step === 'info' ? (
            <DetailsStep
              form={checkout.form}
              placing={checkout.placing}
              limitMessage={checkout.limitMessage}
              signedIn={!!checkout.user}
              balance={checkout.balance}
              subtotalCents={checkout.subtotalCents}
              redeem={checkout.redeem}
              onRedeem={checkout.setRedeem}
              lines={checkout.lines}
              promo={checkout.promo}
              creditCents={checkout.creditCents}
              useStoreCredit={checkout.useStoreCredit}
              onUseStoreCredit={checkout.setUseStoreCredit}
              saveAddress={checkout.knownAddress.offerSave ? { checked: checkout.knownAddress.save, onChange: checkout.knownAddress.setSave } : undefined}
              onProceed={checkout.proceed}
              unavailable={checkout.unavailable}
              unavailableList={checkout.unavailableList}
              onLower={checkout.lowerLine}
              onRemove={checkout.removeLine}
            />
          ) : (
            <PaymentStep
              values={checkout.form.values}
              intent={intent}
              totalCents={checkout.toPayCents}
              paying={checkout.paying}
              cardError={checkout.cardError}
              onBack={checkout.backToDetails}
              onPayWithTestCard={(cardNumber) => void checkout.payWithTestCard(cardNumber)}
              onPaying={checkout.startPaying}
              onOutcome={(outcome) => void checkout.onOutcome(outcome)}
            />
          )}
        </div>

        <CheckoutSummary id={SUMMARY_ID} lines={checkout.summaryLines} figures={checkout.figures} pointsRedeemed={intent?.pointsRedeemed ?? checkout.redeem} promo={checkout.appliedPromo}
          storeCreditCents={checkout.storeCreditCents}
          pricesChanged={checkout.pricesChanged && !!intent} />
      </div>
    </div>
  )
}
