import sanitizeHtml from "sanitize-html";

/*
 * The allow-list for HTML that comes from outside the code (the CMS's rich text, and
 * the embedded markdown once rendered). Anything not listed is dropped: scripts, styles,
 * frames, forms, event-handler attributes, `style`, `id`/`name` (which could clobber
 * globals), and every URL scheme but http(s), mailto and tel. Runs on the server only.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p", "br", "hr", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "sub", "sup", "small", "mark",
    "ul", "ol", "li", "dl", "dt", "dd", "blockquote", "code", "pre", "a", "abbr",
    "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    abbr: ["title"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
    ol: ["start"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Text inside these goes too, not just the tags.
  nonTextTags: ["script", "style", "textarea", "noscript", "template", "iframe", "object", "title"],
  // Wagtail writes h1 for headings inside rich text; the page's own title is the one h1.
  transformTags: {
    h1: "h2",
    a: (tagName, attribs) => {
      const external = /^https?:\/\//i.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
      };
    },
  },
};

// rel and target are added by the transform above, after the attribute filter has run.
OPTIONS.allowedAttributes = { ...(OPTIONS.allowedAttributes as Record<string, string[]>), a: ["href", "title", "rel", "target"] };

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
