/** @jest-environment jsdom */
import { prepareHtml, prepareMarkdown } from "@/lib/content/document-html";
import { sanitizeContentHtml } from "@/lib/content/sanitize-html";

/** Payloads from the usual XSS filter-evasion lists: tags, handlers, schemes, encodings, parser tricks. */
const XSS_CORPUS = [
  "<script>window.__xss = 1</script>",
  "<SCRIPT SRC=//evil.example/x.js></SCRIPT>",
  '<img src=x onerror="window.__xss=1">',
  "<svg onload=window.__xss=1>",
  "<svg><script>window.__xss=1</script></svg>",
  "<body onload=window.__xss=1>",
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<iframe srcdoc="<script>window.__xss=1</script>"></iframe>',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="JaVaScRiPt:window.__xss=1">click</a>',
  '<a href=" javascript:window.__xss=1">click</a>',
  '<a href="jav&#x09;ascript:window.__xss=1">click</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;window.__xss=1">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="//evil.example/">protocol-relative</a>',
  '<p onclick="window.__xss=1" onmouseover="window.__xss=1">text</p>',
  '<div style="background:url(javascript:window.__xss=1)">styled</div>',
  "<style>@import 'http://evil.example/x.css';</style>",
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<input onfocus=window.__xss=1 autofocus>',
  '<details open ontoggle=window.__xss=1>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=1></style></mglyph></table></mtext></math>',
  "<noscript><p title=\"</noscript><img src=x onerror=window.__xss=1>\"></noscript>",
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:/">',
  '<img src="x" id="cookie" name="location">',
  "<<script>script>window.__xss=1<</script>/script>",
  '<a href="https://ok.example/" onclick="window.__xss=1">ok</a>',
  '<template><script>window.__xss=1</script></template>',
  "<!--<img src=x onerror=window.__xss=1>-->",
  '<table><td background="javascript:window.__xss=1">cell</td></table>',
];

declare global {
  interface Window {
    __xss?: number;
  }
}

describe("sanitizeContentHtml with an XSS corpus", () => {
  test.each(XSS_CORPUS)("given %s, then no script, handler or script URL survives", (payload) => {
    const clean = sanitizeContentHtml(`<p>before</p>${payload}<p>after</p>`);
    expect(clean).not.toMatch(/<script|<iframe|<object|<embed|<style|<svg|<math|<form|<input|<meta|<base|<img/i);
    expect(clean).not.toMatch(/\son[a-z]+\s*=/i);
    expect(clean).not.toMatch(/javascript:|vbscript:|data:/i);
    expect(clean).not.toMatch(/\s(style|id|name|srcdoc|background)\s*=/i);
    expect(clean).toContain("<p>before</p>");

    // Rendered in a document, nothing runs and no element carries a handler.
    window.__xss = undefined;
    const host = document.createElement("div");
    host.innerHTML = clean;
    document.body.append(host);
    for (const element of host.querySelectorAll("*")) {
      for (const attribute of element.getAttributeNames()) expect(attribute).not.toMatch(/^on/i);
      const href = element.getAttribute("href");
      if (href !== null) expect(href).toMatch(/^(https?:\/\/|mailto:|tel:|\/[^/]|#)/);
    }
    host.remove();
    expect(window.__xss).toBeUndefined();
  });

  test("given ordinary rich text, then its structure, safe links and tables are kept", () => {
    const html =
      '<h2>Deductions</h2><p>See <a href="/tools-and-calculators/80d">the 80D calculator</a> or <a href="https://incometaxindia.gov.in/">the department</a>.</p>' +
      "<table><thead><tr><th scope=\"col\">Slab</th></tr></thead><tbody><tr><td>₹4,00,000</td></tr></tbody></table><ul><li>One</li></ul>";
    const clean = sanitizeContentHtml(html);
    expect(clean).toContain('<a href="/tools-and-calculators/80d">the 80D calculator</a>');
    expect(clean).toContain('<a href="https://incometaxindia.gov.in/" rel="noopener noreferrer nofollow" target="_blank">the department</a>');
    expect(clean).toContain('<th scope="col">Slab</th>');
    expect(clean).toContain("<ul><li>One</li></ul>");
  });

  test("given an h1 inside rich text, then it becomes an h2 (the page keeps one h1)", () => {
    expect(sanitizeContentHtml("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });
});

describe("prepareHtml and prepareMarkdown", () => {
  test("given headings, then each gets a unique id and a contents entry, and a source id is replaced", () => {
    const { html, toc } = prepareHtml('<h2 id="evil">Who must file</h2><h3>Salary &amp; pension</h3><h2>Who must file</h2>');
    expect(toc).toEqual([
      { id: "section-who-must-file", text: "Who must file", level: 2 },
      { id: "section-salary-pension", text: "Salary & pension", level: 3 },
      { id: "section-who-must-file-2", text: "Who must file", level: 2 },
    ]);
    expect(html).toBe(
      '<h2 id="section-who-must-file">Who must file</h2><h3 id="section-salary-pension">Salary &amp; pension</h3><h2 id="section-who-must-file-2">Who must file</h2>',
    );
  });

  test("given 401 words, then the reading time is 3 minutes at 200 words a minute", () => {
    expect(prepareHtml(`<p>${"word ".repeat(401)}</p>`).readingMinutes).toBe(3);
    expect(prepareHtml("<p>short</p>").readingMinutes).toBe(1);
  });

  test("given markdown with raw HTML in it, then the HTML goes through the same sanitiser", () => {
    const { html, toc } = prepareMarkdown("## Regimes\n\nText with <script>alert(1)</script> and [a link](javascript:alert(1)).\n\n| a | b |\n|---|---|\n| 1 | 2 |\n");
    expect(html).not.toMatch(/script|javascript/i);
    expect(html).toContain(`<table tabindex="0">`);
    expect(toc).toEqual([{ id: "section-regimes", text: "Regimes", level: 2 }]);
  });
});
