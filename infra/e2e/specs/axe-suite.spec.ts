import { expect, test } from '@playwright/test'
import { axeProblems, VARIANTS } from '../support/axe.js'

/**
 * The accessibility check itself: it must fail on what WCAG's A/AA rules let through (a best-practice rule
 * broken) and on what axe leaves for review (text over a gradient, whose colours axe cannot read alone).
 */
const page = (body: string) =>
  `<!doctype html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>בדיקה</title></head>` +
  `<body style="margin:0;font:16px sans-serif"><main><h1>בדיקת הבודק</h1>${body}</main></body></html>`

const light = VARIANTS[0]

test.describe('the axe check', () => {
  test('fails on a planted best-practice issue: a heading level skipped', async ({ page: p }) => {
    await p.setContent(page('<h4>כותרת שדילגה על רמות</h4><p>טקסט</p>'))
    const problems = await axeProblems(p, 'planted heading', light)
    expect(problems.join('\n')).toContain('heading-order')
  })

  test('fails on planted low-contrast text that axe leaves for review, and passes readable text there', async ({
    page: p,
  }) => {
    // Over a gradient axe cannot name the background colour: it asks for review instead of failing.
    await p.setContent(
      page(
        `<div style="background:linear-gradient(#767676,#7a7a7a);padding:24px">` +
          `<p id="faint" style="color:#555555;margin:0">טקסט חיוור על רקע אפור</p></div>` +
          `<div style="background:linear-gradient(#18181b,#1c1c1f);padding:24px">` +
          `<p id="clear" style="color:#f4f4f5;margin:0">טקסט בהיר על רקע כהה</p></div>`,
      ),
    )
    const problems = (await axeProblems(p, 'planted contrast', light)).join('\n')
    expect(problems).toContain('color-contrast')
    expect(problems).toContain('#faint')
    expect(problems).not.toContain('#clear')
  })
})
