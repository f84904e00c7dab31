/** The sync centre: every order submitted from this device and where it is (a part of /wholesale). */
export const SYNC_CENTRE = '/wholesale/sent'
