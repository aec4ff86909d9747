import { Avatar } from '../../components/avatar.tsx'
import { LoadedView } from '../../components/loaded-view.tsx'
import { PageWidth, SectionHeading } from '../../components/page.tsx'
import type { HomeLists } from './api.ts'

export function FeaturedAgents({ agents }: { agents: HomeLists['agents'] }) {
  return (
    <section aria-labelledby="agents-title" className="below-fold py-16">
      <PageWidth className="reveal">
        <SectionHeading id="agents-title" title="Featured Agents" subtitle="The agents with the most sales" />
        <LoadedView
          data={agents}
          error="We could not load the featured agents."
          isEmpty={(data) => data.length === 0}
          empty="No agents to feature yet."
        >
          {(data) => (
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
              {data.map((agent) => (
                <li key={agent._id} className="card items-center bg-base-100 text-center shadow-md">
                  <div className="card-body items-center">
                    <Avatar src={agent.photoURL} name={agent.name} className="size-24" />
                    <h3 className="card-title">{agent.name}</h3>
                    <p>Properties Sold: {agent.soldCount}</p>
                    <a
                      href={`mailto:${agent.email}`}
                      className="btn btn-outline btn-primary btn-sm"
                      aria-label={`Contact ${agent.name}`}
                    >
                      Contact
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
