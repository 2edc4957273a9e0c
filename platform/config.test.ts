import { describe, expect, it } from 'vitest'
import { readPlatformConfig } from './config.ts'

describe('the keycloak provider setting', () => {
  it('is on by default, with the local identity provider as its realm', () => {
    expect(readPlatformConfig({}).keycloak).toEqual({ enabled: true, realm: 'local' })
  })

  it('can be turned off', () => {
    expect(readPlatformConfig({ AUTH_EXTERNAL_KEYCLOAK_ENABLED: 'false' }).keycloak).toEqual({
      enabled: false,
    })
  })

  it('points at a real realm only with its client id and secret', () => {
    const url = 'https://keycloak.example/realms/site'
    expect(() => readPlatformConfig({ AUTH_EXTERNAL_KEYCLOAK_URL: url })).toThrow(
      /AUTH_EXTERNAL_KEYCLOAK_URL needs AUTH_EXTERNAL_KEYCLOAK_CLIENT_ID/,
    )
    expect(
      readPlatformConfig({
        AUTH_EXTERNAL_KEYCLOAK_URL: url,
        AUTH_EXTERNAL_KEYCLOAK_CLIENT_ID: 'site',
        AUTH_EXTERNAL_KEYCLOAK_SECRET: 'from-the-realm',
      }).keycloak,
    ).toEqual({ enabled: true, realm: { url, clientId: 'site', secret: 'from-the-realm' } })
  })
})
