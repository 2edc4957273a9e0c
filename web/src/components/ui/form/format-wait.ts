/** "30 seconds", "2 minutes": how long a rate-limited visitor should wait. */
export function formatWait(seconds: number, language: string): string {
  const [value, unit] =
    seconds < 60 ? [Math.max(1, seconds), 'second'] : [Math.ceil(seconds / 60), 'minute']
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'long' }).format(value)
}
