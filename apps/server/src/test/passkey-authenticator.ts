import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'

// A software WebAuthn authenticator, as a browser and a phone's keychain answer the passkey plugin's challenges:
// ES256 keys, "none" attestation, its flags (user present, user verified) chosen per answer. What it signs is
// checked by the plugin's real verification (@simplewebauthn/server), so a test speaks the browser's JSON.

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest()

/** The few CBOR items WebAuthn's attestation object and COSE key need (RFC 8949): integers, bytes, text, maps. */
function cbor(value: number | Uint8Array | string | Map<number | string, unknown>): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length])
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length])
    const bytes = Buffer.alloc(3)
    bytes.writeUInt8((major << 5) | 25)
    bytes.writeUInt16BE(length, 1)
    return bytes
  }
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value)
  if (typeof value === 'string') return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)])
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value])
  return Buffer.concat([
    head(5, value.size),
    ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item as Parameters<typeof cbor>[0])]),
  ])
}

const FLAG_USER_PRESENT = 0x01
const FLAG_USER_VERIFIED = 0x04
const FLAG_ATTESTED_DATA = 0x40

export interface Credential {
  id: Buffer
  privateKey: KeyObject
  /** The WebAuthn user handle the registration options gave the credential. */
  userHandle: string
}

export interface AnswerOptions {
  /** Whether the authenticator verified its user (a PIN, a fingerprint); true unless a test says otherwise. */
  userVerified?: boolean
  /** The page's origin as the browser reports it. */
  origin: string
}

/** What the authenticator reads of WebAuthn's creation options. */
export interface RegistrationOptions {
  challenge: string
  rp: { id: string }
  user: { id: string }
}

/** What the authenticator reads of WebAuthn's request options. */
export interface AuthenticationOptions {
  challenge: string
  rpId: string
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string) {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
}

function flags(userVerified: boolean | undefined, attested: boolean) {
  return (
    FLAG_USER_PRESENT |
    (userVerified === false ? 0 : FLAG_USER_VERIFIED) |
    (attested ? FLAG_ATTESTED_DATA : 0)
  )
}

/** A new credential for the registration options: the browser's JSON answer and the credential to keep. */
export function createCredential(options: RegistrationOptions, answer: AnswerOptions) {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const jwk = publicKey.export({ format: 'jwk' })
  const coseKey = cbor(
    new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  )
  const id = randomBytes(32)
  const length = Buffer.alloc(2)
  length.writeUInt16BE(id.length)
  const authenticatorData = Buffer.concat([
    sha256(options.rp.id),
    Buffer.from([flags(answer.userVerified, true)]),
    Buffer.alloc(4), // signature counter 0: the authenticator keeps none, as synced passkeys do
    Buffer.alloc(16), // AAGUID: none told
    length,
    id,
    coseKey,
  ])
  const attestationObject = cbor(
    new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', authenticatorData],
    ]),
  )
  const credential: Credential = { id, privateKey, userHandle: options.user.id }
  const response = {
    id: base64url(id),
    rawId: base64url(id),
    type: 'public-key',
    response: {
      clientDataJSON: base64url(clientData('webauthn.create', options.challenge, answer.origin)),
      attestationObject: base64url(attestationObject),
      transports: ['internal'],
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  }
  return { credential, response }
}

/** The browser's JSON answer to sign-in options, signed with `credential`. */
export function signChallenge(credential: Credential, options: AuthenticationOptions, answer: AnswerOptions) {
  const authenticatorData = Buffer.concat([
    sha256(options.rpId),
    Buffer.from([flags(answer.userVerified, false)]),
    Buffer.alloc(4),
  ])
  const clientDataJSON = clientData('webauthn.get', options.challenge, answer.origin)
  const signature = sign(
    'sha256',
    Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
    credential.privateKey,
  )
  return {
    id: base64url(credential.id),
    rawId: base64url(credential.id),
    type: 'public-key',
    response: {
      clientDataJSON: base64url(clientDataJSON),
      authenticatorData: base64url(authenticatorData),
      signature: base64url(signature),
      userHandle: credential.userHandle,
    },
    clientExtensionResults: {},
    authenticatorAttachment: 'platform',
  }
}
