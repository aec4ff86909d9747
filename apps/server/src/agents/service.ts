import type { FeaturedAgent } from '@keyhaven/contract'
import type { Database } from '../db/client.ts'
import { selectTopSellingAgents } from './queries.ts'

export function createAgentService() {
  return {
    /**
     * The `count` agents with the most sales, fraud agents left out; none while the marketplace has no agents
     * (a fresh install's come from the demo seed). `source`: the database to read, a replica for this public
     * read (see http/read-routing.ts).
     */
    async featured(count: number, source: Database): Promise<FeaturedAgent[]> {
      const rows = await selectTopSellingAgents(source, count)
      return rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        soldCount: row.soldCount,
        photoURL: row.image,
      }))
    },
  }
}

export type AgentService = ReturnType<typeof createAgentService>
