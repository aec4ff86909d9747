import { PageWidth, SectionHeading } from '../../components/page.tsx'

const TIPS = [
  {
    title: 'For Buyers',
    items: [
      'Set a realistic budget, including taxes, fees and moving costs.',
      'Check the property documents carefully before you make an offer.',
      'Visit the property several times, at different hours of the day.',
    ],
  },
  {
    title: 'For Sellers',
    items: [
      'Stage the property so buyers can picture themselves living there.',
      'Set a competitive price based on recent sales nearby.',
      'Be transparent about the condition of the property.',
    ],
  },
]

export function Tips() {
  return (
    <section aria-labelledby="tips-title" className="below-fold bg-base-200 py-16">
      <PageWidth className="reveal">
        <SectionHeading id="tips-title" title="Tips for Buyers & Sellers" />
        <div className="grid gap-6 md:grid-cols-2">
          {TIPS.map((group) => (
            <div key={group.title} className="card bg-base-100 shadow-sm">
              <div className="card-body">
                <h3 className="card-title">{group.title}</h3>
                <ul className="list-disc space-y-2 pl-5">
                  {group.items.map((item) => (
                    <li key={item}>{item}</li>
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
