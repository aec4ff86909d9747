import type { Config } from '../config/config.ts'
import { createGazetteer } from './gazetteer.ts'
import type { Geocoder } from './geocoder.ts'
import { createRemoteGeocoder } from './remote-geocoder.ts'

/** The geocoder the configuration asks for: a Nominatim or Photon server at GEOCODER_URL, else the gazetteer. */
export function configuredGeocoder(config: Pick<Config, 'geocoder' | 'baseUrl'>): Geocoder {
  return config.geocoder
    ? createRemoteGeocoder(config.geocoder.url, config.geocoder.format, `Keyhaven (${config.baseUrl})`)
    : createGazetteer()
}
