import { prepareHtml, prepareMarkdown } from "@/lib/content/document-html";

describe("content tables on a phone", () => {
  test("a table scrolls inside the text and can take focus, so a keyboard can scroll it; an author's attributes stay out", () => {
    const { html } = prepareHtml('<table onclick="x()" tabindex="-1" style="width:2000px"><tr><td>1</td></tr></table>');
    expect(html).toBe('<table tabindex="0"><tr><td>1</td></tr></table>');
  });

  test("markdown tables too", () => {
    const { html } = prepareMarkdown("| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).toMatch(/^<table tabindex="0">/);
  });
});
