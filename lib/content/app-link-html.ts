import { APP_PAGES, type AppLinkTarget, type AppPage } from "@/lib/site/app-links";

/*
 * App links inside content HTML (CMS rich text, embedded markdown). The sanitiser
 * (sanitize-html.ts) rebuilds each as `<a data-app-link="{page}" href="{bare address}" …>`;
 * when the page renders in the browser, withAppLinkHrefs puts in the visitor's href, with
 * the visit's campaign, exactly as <AppLink> does for the site's own links.
 */
export const APP_LINK_ATTRIBUTE = "data-app-link";

/** The start of a marked link as the sanitiser writes it: the mark first, then the href. */
const MARKED_APP_LINK = new RegExp(`<a ${APP_LINK_ATTRIBUTE}="(${APP_PAGES.join("|")})" href="[^"]*"`, "g");

const escapeAttribute = (value: string) =>
  value.replace(/[&"<>]/g, (character) => `&${{ "&": "amp", '"': "quot", "<": "lt", ">": "gt" }[character]};`);

/** `html` (sanitised) with each marked app link's page and href given by `linkFor`. */
export function withAppLinkHrefs(html: string, linkFor: (page: AppPage) => AppLinkTarget): string {
  return html.replace(MARKED_APP_LINK, (_match, page: AppPage) => {
    const target = linkFor(page);
    return `<a ${APP_LINK_ATTRIBUTE}="${target.page}" href="${escapeAttribute(target.href)}"`;
  });
}
