// The offer itself (push-prompt.tsx decides when it is made): shown once this device's state is
// read, only if the shop sends notifications and the device follows nothing yet. "Turn on" opens
// the settings in place (the browser's permission is asked when a first topic is switched on);
// "Not now" closes it. Either answer is kept, so the offer is not made again on this device.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '#app/components/ui/button'
import { useLang } from '#app/lib/i18n/use-lang'
import { PUSH_OFFER_ANSWERED, type PushOfferMoment } from './push-prompt'
import { PushSettings } from './push-settings'
import { usePushSettings } from './use-push-settings'

const answer = () => {
  try {
    localStorage.setItem(PUSH_OFFER_ANSWERED, new Date().toISOString())
  } catch {
    // Storage refused (private mode): the offer may come back, nothing else is lost.
  }
}

export function PushSettingsPrompt({ moment, onDismiss }: { moment: PushOfferMoment; onDismiss: () => void }) {
  const { t } = useTranslation('dashboard')
  const { lang } = useLang()
  const { state } = usePushSettings(lang)
  const [open, setOpen] = useState(false)
  if (!open && (state.status !== 'ready' || state.chosen.length > 0 || state.blocked)) return null
  return (
    <section aria-labelledby="push-offer-title" className="mt-8 rounded-3xl bg-white p-6 ring-1 ring-sand/70" data-testid="push-offer">
      <h2 id="push-offer-title" className="font-serif text-2xl text-ink">
        {t('notifications.offerTitle')}
      </h2>
      <p className="mt-2 text-sm text-muted">{t(`notifications.offer.${moment}`)}</p>
      {open ? (
        // Focus moves into the settings that replace the buttons.
        <div ref={(el) => el?.focus()} tabIndex={-1} className="mt-4 outline-none">
          <PushSettings />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button
            size="sm"
            onClick={() => {
              answer()
              setOpen(true)
            }}
          >
            {t('notifications.offerYes')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              answer()
              onDismiss()
            }}
          >
            {t('notifications.offerNo')}
          </Button>
        </div>
      )}
    </section>
  )
}
