import { PageWidth, SectionHeading } from '../../components/page.tsx'
import { useT } from '../../lib/i18n/use-t.ts'

const TIPS = [
  { title: 'tips.buyers', items: ['tips.buyers.budget', 'tips.buyers.documents', 'tips.buyers.visit'] },
  { title: 'tips.sellers', items: ['tips.sellers.stage', 'tips.sellers.price', 'tips.sellers.honest'] },
] as const

export function Tips() {
  const t = useT('home')
  return (
    <section aria-labelledby="tips-title" className="below-fold bg-base-200 py-16">
      <PageWidth className="reveal">
        <SectionHeading id="tips-title" title={t('tips.title')} />
        <div className="grid gap-6 md:grid-cols-2">
          {TIPS.map((group) => (
            <div key={group.title} className="card bg-base-100 shadow-sm">
              <div className="card-body">
                <h3 className="card-title">{t(group.title)}</h3>
                <ul className="list-disc space-y-2 ps-5">
                  {group.items.map((item) => (
                    <li key={item}>{t(item)}</li>
                  ))}
                </ul>
              </div>
            </div>
          ))}
        </div>
      </PageWidth>
    </section>
  )
}
