import { describe, expect, it } from 'vitest'
import { FUNCTION_REGIONS, withFunctionRegion } from './function-region.ts'

describe('withFunctionRegion', () => {
  it('names the region in the query, beside any query the call has', () => {
    const site = 'https://api.kaelvoss.example/functions/v1/site'
    expect(withFunctionRegion(`${site}/tracks`, 'eu-central-1')).toBe(
      `${site}/tracks?forceFunctionRegion=eu-central-1`,
    )
    expect(withFunctionRegion(`${site}/tracks?limit=4&lang=de`, 'us-east-1')).toBe(
      `${site}/tracks?limit=4&lang=de&forceFunctionRegion=us-east-1`,
    )
    expect(withFunctionRegion(`${site}/tracks#top`, 'sa-east-1')).toBe(
      `${site}/tracks?forceFunctionRegion=sa-east-1#top`,
    )
    expect(withFunctionRegion(`${site}/tracks`, undefined)).toBe(`${site}/tracks`)
  })

  it('knows the fourteen regions Supabase runs functions in', () => {
    expect(FUNCTION_REGIONS).toHaveLength(14)
    expect(FUNCTION_REGIONS).toContain('eu-central-1')
  })
})
