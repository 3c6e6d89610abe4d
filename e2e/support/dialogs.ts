import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

/**
 * Tab, again and again, never reaches the page behind a modal <dialog>: focus goes through the dialog's
 * controls, then (the browser's own way, past the last one) to the browser's toolbar, outside the page,
 * and comes back to the dialog. `presses` should go round the dialog at least once.
 */
export async function focusStaysIn(page: Page, dialog: Locator, presses = 8): Promise<void> {
  let backInside = 0;
  for (let press = 0; press < presses; press += 1) {
    await page.keyboard.press('Tab');
    const where = await dialog.evaluate((element) =>
      !document.hasFocus() || document.activeElement === document.body
        ? 'outside the page'
        : element.contains(document.activeElement)
          ? 'in the dialog'
          : `behind it: ${document.activeElement?.outerHTML.slice(0, 80)}`,
    );
    assert.notEqual(where.startsWith('behind'), true, where);
    if (where === 'in the dialog') backInside += 1;
  }
  assert.ok(backInside > 0, 'focus came back to the dialog');
}
