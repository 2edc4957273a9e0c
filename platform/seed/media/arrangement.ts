/**
 * Which layers play in each bar. Even a short demo should feel like a track: a stripped
 * intro whose filters open up, the full groove, and (from 12 bars) a two-bar breakdown
 * at about 70% before the groove returns under the fade-out.
 */
export type BarPlan = {
  kick: boolean
  backbeat: boolean
  closedHats: boolean
  openHats: boolean
  percussion: boolean
  bass: boolean
  pad: boolean
  melody: boolean
  /** 0..1: how far the pad/melody filters are open; rises through the intro. */
  brightness: number
}

const FULL: BarPlan = {
  kick: true,
  backbeat: true,
  closedHats: true,
  openHats: true,
  percussion: true,
  bass: true,
  pad: true,
  melody: true,
  brightness: 1,
}

export function planBars(totalBars: number): BarPlan[] {
  // Too short for sections: play everything so a short render still has every layer.
  const introBars = totalBars >= 8 ? 2 : 0
  const hasBreakdown = totalBars >= 12
  const breakdownStart = Math.floor(totalBars * 0.7)
  const breakdownEnd = breakdownStart + 2
  const rampBars = introBars + 2

  return Array.from({ length: totalBars }, (_, bar) => {
    const brightness = introBars === 0 ? 1 : Math.min(1, 0.35 + (0.65 * bar) / rampBars)
    if (bar < introBars) {
      return {
        ...FULL,
        backbeat: false,
        openHats: bar > 0,
        percussion: bar > 0,
        bass: false,
        melody: false,
        brightness,
      }
    }
    if (hasBreakdown && bar >= breakdownStart && bar < breakdownEnd) {
      return {
        ...FULL,
        kick: false,
        backbeat: bar === breakdownEnd - 1,
        closedHats: false,
        bass: false,
        brightness: 0.6,
      }
    }
    return { ...FULL, brightness }
  })
}
