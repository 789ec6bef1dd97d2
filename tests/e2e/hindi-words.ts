import type { Page } from "@playwright/test";

/*
 * What a Hindi reader sees of a page, for the no-English checks (hindi.spec.ts,
 * hindi-every-page.spec.ts).
 */

/** The visible words of a page outside fragments marked as English (names, official data). */
export async function visibleHindiPageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const words: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang^="en"], script, style, noscript, [hidden], .visually-hidden-focusable')) continue;
      const style = getComputedStyle(parent);
      if (style.display === "none" || style.visibility === "hidden") continue;
      const text = node.textContent?.trim();
      if (text) words.push(text);
    }
    return words;
  });
}
