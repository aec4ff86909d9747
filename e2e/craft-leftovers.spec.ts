import { expect } from '@playwright/test'
import { signInAs } from './support/accounts.ts'
import { test } from './support/interactive.ts'

// Issue 40's finish, measured in the browser.

test("Add Property's feature choices are square checkboxes, not round like radio buttons", async ({
  page,
  baseURL,
}) => {
  await signInAs(page, baseURL ?? '', 'agent@example.com')
  await page.goto('/dashboard/addProperty')
  const features = page.getByRole('group', { name: 'Features' }).getByRole('checkbox')
  await expect(features.first()).toBeVisible()
  const shape = await features.first().evaluate((box) => ({
    side: box.getBoundingClientRect().width,
    radius: Number.parseFloat(getComputedStyle(box).borderTopLeftRadius),
  }))
  // A radio button's corner is half its side; a checkbox's at most a quarter.
  expect(shape.radius).toBeLessThanOrEqual(shape.side / 4)
})
