/** One titled section of the product editor. */
export function EditorCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="min-w-0 rounded-3xl border border-sand/70 bg-white p-5 shadow-sm sm:p-6">
      <h2 className="font-serif text-xl text-ink">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}
