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
 * among their scripts; `preload` fetches them ahead of the submit.
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
    resolver: async (values, context, options) => {
      const check = await preload().catch(() => undefined)
      // Without the schema (the connection dropped) the form still goes: the server checks every field too,
      // and its answer names the one at fault.
      return check ? check(values, context, options) : { values, errors: {} }
    },
    preload,
  }
}

/**
 * The form's resolver; its schema is fetched at the person's first focus, tap or key on the page (while they
 * type), not while the page is still starting on a slow phone.
 */
export function usePreloadedResolver<T extends FieldValues>(lazy: LazyResolver<T>): Resolver<T> {
  useEffect(() => {
    const events = ['focusin', 'pointerdown', 'keydown'] as const
    const preload = () => {
      for (const event of events) document.removeEventListener(event, preload)
      lazy.preload().catch(() => undefined)
    }
    for (const event of events) document.addEventListener(event, preload, { passive: true })
    return () => {
      for (const event of events) document.removeEventListener(event, preload)
    }
  }, [lazy])
  return lazy.resolver
}
