import { describe, expect, it } from 'vitest'
import { problemIn } from './problems.ts'

describe('a refusal in a language', () => {
  it('is found by its exact English text', () => {
    expect(problemIn('es', 'You already have a pending offer on this property.')).toBe(
      'Ya tienes una oferta pendiente sobre esta propiedad.',
    )
    expect(problemIn('ar', 'No property with this id')).toBe('لا يوجد عقار بهذا المعرّف')
  })

  it("is read against an entry's template, its values written into the translation", () => {
    expect(problemIn('es', 'Offer must be between $100,000 and $120,000')).toBe(
      'La oferta debe estar entre $100,000 y $120,000',
    )
    expect(problemIn('bn', 'You already saved this search as "Lakeside flats".')).toBe(
      'আপনি এই অনুসন্ধানটি ইতিমধ্যে "Lakeside flats" নামে সংরক্ষণ করেছেন।',
    )
  })

  it('prefers the template with more words of its own where several match', () => {
    // "{field} must be at most {max}" matches too, with "120 characters" as the limit.
    expect(problemIn('es', 'title must be at most 120 characters')).toBe(
      'title debe tener como máximo 120 caracteres',
    )
    expect(problemIn('es', 'bedrooms must be at most 100')).toBe('bedrooms debe ser como máximo 100')
  })

  it("keeps a field's name before its problem as the API names it", () => {
    expect(problemIn('es', 'priceRange: Price range is required', 'priceRange')).toBe(
      'priceRange: El rango de precios es obligatorio',
    )
    expect(problemIn('ar', 'bedrooms: bedrooms must be a whole number', 'bedrooms')).toBe(
      'bedrooms: يجب أن يكون bedrooms عددًا صحيحًا',
    )
    // Without the answer's field too (Better Auth's messages, a nested path).
    expect(problemIn('es', 'translations.es.title: A translated title is required')).toBe(
      'translations.es.title: El título traducido es obligatorio',
    )
  })

  it("takes `{field}` only for a field's name, never for words", () => {
    // Not "{field} is required" with "Card colour" as the field: no entry, so it stays English.
    expect(problemIn('es', 'Card colour is required')).toBe('Card colour is required')
    expect(problemIn('es', 'reason is required')).toBe('reason es obligatorio')
  })

  it('stays English when no entry has it, and in English as written', () => {
    expect(problemIn('es', 'Something no entry says')).toBe('Something no entry says')
    expect(problemIn('ar', 'colour: is not a colour we know')).toBe('colour: is not a colour we know')
    expect(problemIn('en', 'Offer must be between $100,000 and $120,000')).toBe(
      'Offer must be between $100,000 and $120,000',
    )
  })
})
