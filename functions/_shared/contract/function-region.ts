// Where a call to an edge function runs. Supabase runs a function in the region nearest the
// caller unless the call names one (docs: "Regional Invocations"): with the `x-region` header, or
// the `forceFunctionRegion` query parameter where a header cannot be added or would cost a CORS
// preflight. The functions make several database round trips per request, so the site's calls
// name the database's region: each round trip then stays inside one region.

/** The regions Supabase runs functions in. */
export const FUNCTION_REGIONS = [
  'ap-northeast-1',
  'ap-northeast-2',
  'ap-south-1',
  'ap-southeast-1',
  'ap-southeast-2',
  'ca-central-1',
  'us-east-1',
  'us-west-1',
  'us-west-2',
  'eu-central-1',
  'eu-west-1',
  'eu-west-2',
  'eu-west-3',
  'sa-east-1',
] as const

export type FunctionRegion = (typeof FUNCTION_REGIONS)[number]

export const REGION_HEADER = 'x-region'
export const REGION_QUERY = 'forceFunctionRegion'

/**
 * `url` with the region named in its query, the form browsers use: a custom header would turn
 * every public GET into a CORS preflight and a second round trip.
 */
export function withFunctionRegion(url: string, region: FunctionRegion | undefined): string {
  if (!region) return url
  const [base, hash] = url.split('#', 2) as [string, string | undefined]
  const named = `${base}${base.includes('?') ? '&' : '?'}${REGION_QUERY}=${region}`
  return hash === undefined ? named : `${named}#${hash}`
}
