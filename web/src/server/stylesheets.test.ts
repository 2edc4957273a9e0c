import { describe, expect, it } from 'vitest'
import {
  callingClasses,
  chunkStylesheets,
  inlineStylesheet,
  selectorClasses,
  stylesheetsFor,
} from './stylesheets'

describe('the styles a served page carries', () => {
  it('reads the classes a stylesheet styles from its selectors, not its values', () => {
    const css =
      '.product-card{padding:.5rem;background:url(a.svg)}.shop-grid>li:hover,.card--wide .x_y{margin:1.5rem}' +
      '@media (min-width:60.5rem){.shop-grid{gap:2rem}}:root{--space:.25rem}h1{font-size:2rem}'
    expect([...selectorClasses(css)].sort()).toEqual([
      'card--wide',
      'product-card',
      'shop-grid',
      'x_y',
    ])
  })

  it("is called for by the first class each selector needs, not the layout's or an optional one", () => {
    const css =
      '.player-bar__cart .add-licence{margin:0}.page .button,.shop-grid:not(.is-empty)>li{gap:0}' +
      ':is(.a,.b) .c-d{color:red}@keyframes spin{from{opacity:0}to{opacity:1}}' +
      '@media (min-width:60rem){.hero:has(.hero__play){padding:0}}.page__title{margin:0}'
    const layout = new Set(['page', 'button', 'page__title'])
    expect([...callingClasses(css, layout)].sort()).toEqual([
      'c-d',
      'hero',
      'player-bar__cart',
      'shop-grid',
    ])
  })

  it('keeps the stylesheets whose classes the markup uses, in their order', () => {
    const sheets = chunkStylesheets(
      {
        '/assets/tracks-1.css': '.track-row{color:red}',
        '/assets/shop-2.css': '.product-card{color:blue}.shop-grid{display:grid}',
        '/assets/booking-3.css': '.booking-form{color:green}',
        '/assets/signup-4.css': '.signup{margin:0}',
        // Only adjusts the layout's classes: no page needs it for them.
        '/assets/library-5.css': '.library .button,.page__title{margin:0}.library{gap:1rem}',
        // Only adjusts a class inside the player bar, which the page does not show.
        '/assets/player-6.css': '.player-bar{bottom:0}.player-bar .product-card{margin:0}',
      },
      { '/assets/index-0.css': '.button{color:white}.page__title{font-size:2rem}' },
    )
    const body =
      '<main><h1 class="page__title">Shop</h1><ul class="shop-grid button"><li class="product-card  is-new">x</li></ul>' +
      '<p data-class="signup" class="note">signup</p></main>'
    expect(stylesheetsFor(body, sheets).map(({ href }) => href)).toEqual(['/assets/shop-2.css'])
    expect(
      stylesheetsFor('<main class="track-row signup"></main>', sheets).map(({ href }) => href),
    ).toEqual(['/assets/tracks-1.css', '/assets/signup-4.css'])
    expect(stylesheetsFor('<main>no classes</main>', sheets)).toEqual([])
  })

  it('inlines a stylesheet that cannot close its element, beside a link the browser does not fetch', () => {
    const html = inlineStylesheet({
      href: '/assets/a-1.css',
      css: '.a{content:"</style><script>"}',
    })
    expect(html).toBe(
      '<style>.a{content:"<\\/style><script>"}</style><link rel="stylesheet" href="/assets/a-1.css" disabled>',
    )
  })
})
