import type { ReactNode } from 'react'

export interface Column<T> {
  label: string
  cell: (row: T, index: number) => ReactNode
  /** 'email' and 'nowrap' keep a value whole on wide screens (a phone's card wraps it); 'actions' keeps buttons on one line. */
  kind?: 'email' | 'actions' | 'nowrap'
}

const KIND_CLASS = {
  email: 'md:whitespace-nowrap',
  actions: 'whitespace-nowrap',
  nowrap: 'md:whitespace-nowrap',
} as const

/**
 * The dashboard's tables: a table on wide screens, one card per row on a phone (each cell labelled by its
 * column), so no value or action is pushed off-screen.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  busy = false,
}: {
  caption: string
  columns: Column<T>[]
  rows: T[]
  rowKey: (row: T) => string
  busy?: boolean
}) {
  return (
    // While newer rows load, the old ones stay in sight, dimmed, but their links and buttons are out of reach.
    <div
      aria-busy={busy}
      inert={busy}
      className={`rounded-box bg-base-100 px-4 shadow md:overflow-x-auto md:px-0 ${busy ? 'opacity-60' : ''}`}
    >
      <table className="stacked-table table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className="whitespace-nowrap">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  data-label={column.label}
                  className={column.kind ? KIND_CLASS[column.kind] : undefined}
                >
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
