/** Footer newsletter signup; built by the content issue. */
export function NewsletterForm() {
  return null
}
