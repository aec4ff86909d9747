import { describe, expect, it } from 'vitest'
import { checkSigV4, type SignedRequest } from './sigv4-check.ts'

// AWS's worked example of a signed GET Object ("Example: GET Object", Authenticating Requests: Using the
// Authorization Header, Amazon S3 API Reference).
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
}
const emptyHash = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

function awsExample(change: Record<string, string> = {}): SignedRequest {
  return {
    method: 'GET',
    url: 'https://examplebucket.s3.amazonaws.com/test.txt',
    body: new Uint8Array(),
    headers: new Headers({
      Range: 'bytes=0-9',
      'x-amz-content-sha256': emptyHash,
      'x-amz-date': '20130524T000000Z',
      Authorization:
        'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      ...change,
    }),
  }
}

describe('checkSigV4 (the test oracle for the S3 driver)', () => {
  it("accepts AWS's own signed example", () => {
    expect(checkSigV4(awsExample(), credentials)).toBeNull()
  })

  it('refuses the example once anything signed changes', () => {
    expect(checkSigV4(awsExample({ Range: 'bytes=0-10' }), credentials)).toMatch(/does not match/)
    expect(checkSigV4({ ...awsExample(), method: 'DELETE' }, credentials)).toMatch(/does not match/)
    expect(
      checkSigV4({ ...awsExample(), url: 'https://examplebucket.s3.amazonaws.com/other.txt' }, credentials),
    ).toMatch(/does not match/)
    expect(
      checkSigV4(awsExample(), { ...credentials, secretAccessKey: 'another-secret-another-secret' }),
    ).toMatch(/does not match/)
  })

  it('refuses a body that is not the one whose hash was signed, and an old signature', () => {
    expect(checkSigV4({ ...awsExample(), body: new Uint8Array([1]) }, credentials)).toMatch(
      /hash of the body/,
    )
    expect(checkSigV4(awsExample(), credentials, { now: new Date() })).toMatch(/too long ago/)
    expect(checkSigV4(awsExample(), { ...credentials, region: 'eu-west-1' })).toMatch(/region/)
  })
})
