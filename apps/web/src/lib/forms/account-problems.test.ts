import { loginFormSchema } from '@keyhaven/contract'
import { describe, expect, it } from 'vitest'
import { catalogueOf } from '../i18n/messages.server.ts'
import { translator } from '../i18n/translator.ts'
import { answerInWords } from './account-problems.ts'

// The contract's refusals of an account form, checked by its route's action, reach the person in the page's
// language; a problem the contract does not list (the API's own words) stays as it came.
const inSpanish = async () => translator('auth', await catalogueOf('es', 'auth'))
const refusalsOf = (values: unknown) =>
  Object.fromEntries(
    (loginFormSchema.safeParse(values).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]),
  )

describe('account form problems', () => {
  it("says a refused login form's problems in the page's language", async () => {
    const t = await inSpanish()
    const answer = answerInWords(
      { intent: '', typed: {}, fields: refusalsOf({ email: 'lena@', password: 'abc' }), failure: null },
      t,
    )
    expect(answer.fields).toEqual({
      email: 'Introduce un correo electrónico válido',
      password: 'La contraseña debe tener al menos 6 caracteres',
    })
  })

  it('keeps the English words on an English page, and a problem it does not know as it came', async () => {
    const english = translator('auth', await catalogueOf('en', 'auth'))
    const refused = (message: string) => ({
      intent: '',
      typed: {},
      fields: { email: message },
      failure: message,
    })
    expect(answerInWords(refused('Email is required'), english)).toEqual(refused('Email is required'))
    const unknown = refused('Too many attempts, wait a minute')
    expect(answerInWords(unknown, await inSpanish())).toEqual(unknown)
  })

  it('leaves an answer that is no refusal as it is', async () => {
    const done = { intent: '', ok: 'Login successful' }
    expect(answerInWords(done, await inSpanish())).toBe(done)
  })
})
