import { Outlet, ScrollRestoration } from 'react-router-dom'
import { LanguageSync } from '../language-sync'

export function RootLayout() {
  return (
    <>
      <LanguageSync />
      <ScrollRestoration />
      <Outlet />
    </>
  )
}
