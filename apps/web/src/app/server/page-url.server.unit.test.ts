import { describe, expect, it } from 'vitest'
import { pageUrl } from './page-url.server.ts'

const at = (address: string) => pageUrl(new Request(`http://keyhaven.test${address}`)).href

describe('pageUrl', () => {
  it('is the page a data request is for, without React Router’s own parameters', () => {
    expect(at('/property-details/7.data?_routes=routes%2Fsigned-in%2Croutes%2Fproperty-details')).toBe(
      'http://keyhaven.test/property-details/7',
    )
    expect(at('/rentProperties.data?page=2&_routes=routes%2Frent')).toBe(
      'http://keyhaven.test/rentProperties?page=2',
    )
    expect(at('/_.data')).toBe('http://keyhaven.test/')
    expect(at('/dashboard/_.data?index')).toBe('http://keyhaven.test/dashboard/')
  })

  it('leaves a document request’s address as it is', () => {
    expect(at('/allProperties?search=austin&page=3')).toBe(
      'http://keyhaven.test/allProperties?search=austin&page=3',
    )
  })
})
