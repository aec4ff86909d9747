import { Avatar } from '../../components/avatar.tsx'
import { LoadedView } from '../../components/loaded-view.tsx'
import { PageWidth, SectionHeading } from '../../components/page.tsx'
import { useT } from '../../lib/i18n/use-t.ts'
import type { HomeLists } from './api.ts'

export function FeaturedAgents({ agents }: { agents: HomeLists['agents'] }) {
  const t = useT('home')
  return (
    <section aria-labelledby="agents-title" className="below-fold py-16">
      <PageWidth className="reveal">
        <SectionHeading id="agents-title" title={t('agents.title')} subtitle={t('agents.subtitle')} />
        <LoadedView
          data={agents}
          error={t('agents.error')}
          isEmpty={(data) => data.length === 0}
          empty={t('agents.empty')}
        >
          {(data) => (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
              {data.map((agent) => (
                <li key={agent._id} className="card items-center bg-base-100 text-center shadow-md">
                  <div className="card-body items-center">
                    <Avatar src={agent.photoURL} name={agent.name} className="size-24" />
                    <h3 className="card-title">{agent.name}</h3>
                    <p>{t('agents.sold', { count: agent.soldCount })}</p>
                    <a
                      href={`mailto:${agent.email}`}
                      className="btn btn-outline btn-primary btn-sm"
                      aria-label={t('agents.contactLabel', { name: agent.name })}
                    >
                      {t('agents.contact')}
                    </a>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </LoadedView>
      </PageWidth>
    </section>
  )
}
