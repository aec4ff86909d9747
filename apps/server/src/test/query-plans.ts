import pg from 'pg'
import type { HeardStatement } from './statement-log.ts'

/** A node of PostgreSQL's plan, as EXPLAIN (FORMAT JSON) writes it: the fields the plan guards read. */
export interface PlanNode {
  'Node Type': string
  'Parent Relationship'?: string
  'Relation Name'?: string
  'Index Name'?: string
  Plans?: PlanNode[]
}

/** The plan PostgreSQL makes for a statement the app sent, with its values (no statement is run). */
export async function planOf(databaseUrl: string | undefined, statement: HeardStatement): Promise<PlanNode> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
      `explain (format json) ${statement.sql}`,
      statement.params,
    )
    const [explained] = rows[0]?.['QUERY PLAN'] ?? []
    if (!explained) throw new Error(`no plan for ${statement.sql}`)
    return explained.Plan
  } finally {
    await client.end()
  }
}
