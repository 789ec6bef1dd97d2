/**
 * An inline script for the document head. Before the page has hydrated, links into the
 * app (`data-carry-utm`, set by <AppLink> and on app links in CMS content) still hold the
 * server-rendered href, which cannot know the visit's campaign: the address of a statically
 * generated page, or the tags kept in sessionStorage from the visit's landing. A click on
 * one in that moment is held, and the app follows it with the campaign added as soon as it
 * starts (AppShell calls `followHeldClick`), so the rules live in one place (lib/utm.ts,
 * lib/campaign.ts). If the app has not started within HELD_CLICK_TIMEOUT_MS the link is
 * followed as it is.
 */
export const HELD_CLICK_TIMEOUT_MS = 4000;

/**
 * Also marks <html> with `has-session` when the session cookie is present, so the header
 * can keep the login buttons out of sight for a signed-in user until the profile loads.
 */
export const earlyClickScript = (sessionCookie: string) =>
  `(function(){if(document.cookie.split("; ").some(function(c){return c.indexOf(${JSON.stringify(`${sessionCookie}=`)})===0}))document.documentElement.classList.add("has-session");document.addEventListener("click",function(e){if(window.__appReady||e.defaultPrevented||e.button!==0||e.metaKey||e.ctrlKey||e.shiftKey||e.altKey)return;var a=e.target&&e.target.closest&&e.target.closest("a[data-carry-utm]");if(!a)return;e.preventDefault();var href=a.getAttribute("href");window.__heldClick=href;setTimeout(function(){if(window.__heldClick===href){window.__heldClick=null;location.assign(href);}},${HELD_CLICK_TIMEOUT_MS});},true);})();`;

declare global {
  interface Window {
    __appReady?: boolean;
    __heldClick?: string | null;
  }
}

/** Marks the app as started and follows a link clicked before then, through `complete`. */
export function followHeldClick(complete: (href: string) => string, go: (href: string) => void = (href) => window.location.assign(href)) {
  window.__appReady = true;
  const held = window.__heldClick;
  window.__heldClick = null;
  if (held) go(complete(held));
}
