import type { Page } from "@playwright/test";

/** How far the page scrolls sideways as drawn: 0 when it fits the screen's width. */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}
