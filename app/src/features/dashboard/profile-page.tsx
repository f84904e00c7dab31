// /dashboard/profile (decision 015): personal details and language, the password, the
// address book, this device's notifications (decision 043), and the privacy promises (a copy of
// one's data, deleting the account).
import { useTranslation } from 'react-i18next'
import { useCurrentUser } from '#app/lib/auth/current-user'
import { AddressBook } from './components/address-book'
import { AreaPage } from './components/area-page'
import { NotificationsCard } from './components/notifications-card'
import { PasswordForm } from './components/password-form'
import { PrivacySection } from './components/privacy-section'
import { ProfileForm } from './components/profile-form'

export function ProfilePage() {
  const { t } = useTranslation('dashboard')
  const { user } = useCurrentUser()
  return (
    <AreaPage title={t('pages.profile')} intro={t('profile.intro')}>
      {user && <ProfileForm key={user.id} user={user} />}
      <PasswordForm />
      <AddressBook />
      <NotificationsCard />
      <PrivacySection />
    </AreaPage>
  )
}
