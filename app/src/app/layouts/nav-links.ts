/** The header navigation, shared by the desktop bar and the mobile menu. */
export const NAV_LINKS = [
  ['/', 'nav.home'],
  ['/our-essence', 'nav.ourEssence'],
  ['/shop', 'nav.shop'],
  ['/size-guide', 'nav.sizeGuide'],
  ['/blog', 'nav.blog'],
  ['/wholesale', 'nav.wholesale'],
  ['/faq', 'nav.faq'],
  ['/contact', 'nav.contact'],
] as const
