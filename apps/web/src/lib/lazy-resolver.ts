import { useEffect } from 'react'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>
  preload: () => Promise<Resolver<T>>
}

/**
 * A react-hook-form resolver checking with a zod schema that loads on first use. The pages a person reaches
 * first (sign-in, register, password reset) then render and take input without zod and the contract's schemas
 * among their scripts; `preload` fetches them once the page runs, so a submit rarely waits for them.
 */
export function lazyZodResolver<T extends FieldValues>(
  load: () => Promise<z.ZodType<FieldValues, FieldValues>>,
): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | undefined
  const preload = () => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<T>,
      (error: unknown) => {
        loading = undefined // a lost connection: the next submit asks again
        throw error
      },
    )
    return loading
  }
  return {
    resolver: async (values, context, options) => (await preload())(values, context, options),
    preload,
  }
}

/** The form's resolver, its schema fetched as soon as the page runs. */
export function usePreloadedResolver<T extends FieldValues>(lazy: LazyResolver<T>): Resolver<T> {
  useEffect(() => {
    lazy.preload().catch(() => undefined)
  }, [lazy])
  return lazy.resolver
}
