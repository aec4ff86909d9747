import { QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { Outlet } from 'react-router'
import { pageQueryClient } from '../app/query-client.ts'

/** The query cache of the screens below: one per rendered page on the server, one for the page's life in the browser. */
export default function QueryCache() {
  const [queryClient] = useState(pageQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  )
}
