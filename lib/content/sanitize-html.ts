import sanitizeHtml from "sanitize-html";
import { appPageOf } from "@/lib/site/app-links";
import { appPages } from "@/lib/site/routes";
import { APP_LINK_ATTRIBUTE } from "./app-link-html";

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
    a: (tagName, { href, title }): sanitizeHtml.Tag => {
      // A link into the app (login, signup, dashboard, settings) is rebuilt as the site's own
      // app links are: its bare address, marked for the page to add the visit's campaign when
      // it renders (lib/content/app-link-html.ts) and for the early-click script; same tab.
      // The author's own query is dropped: the campaign is the visitor's.
      const titled: sanitizeHtml.Attributes = title === undefined ? {} : { title };
      const appPage = href === undefined ? undefined : appPageOf(href);
      if (appPage) return { tagName, attribs: { [APP_LINK_ATTRIBUTE]: appPage, href: appPages[appPage], "data-carry-utm": "", ...titled } };
      const external = /^https?:\/\//i.test(href ?? "");
      const attribs: sanitizeHtml.Attributes = { ...(href === undefined ? {} : { href }), ...titled };
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer nofollow", target: "_blank" } : attribs,
      };
    },
  },
};

// rel, target and the app-link marks are added by the transform above, which runs before the
// attribute filter; it rebuilds every link's attributes, so an author cannot write the marks.
OPTIONS.allowedAttributes = {
  ...(OPTIONS.allowedAttributes as Record<string, string[]>),
  a: ["href", "title", "rel", "target", APP_LINK_ATTRIBUTE, "data-carry-utm"],
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
