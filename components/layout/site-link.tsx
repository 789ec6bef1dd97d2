import Router from "next/router";
import { localePath } from "@/lib/i18n/paths";
import { followLanguageSwitch } from "@/lib/i18n/switch";
import { useLocale } from "@/lib/i18n/use-locale";
import type { AnchorHTMLAttributes, MouseEvent, PointerEvent, TouchEvent } from "react";

type Query = Record<string, string | number | readonly string[] | undefined>;

/** A path, or a path and query as Next's Link takes them. */
export type SiteHref = string | { pathname: string; query?: Query };

interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  href: SiteHref;
  /** Scroll to the top after the navigation (Next's default). */
  scroll?: boolean;
  /** Replace the history entry instead of adding one. */
  replace?: boolean;
}

/**
 * The site's internal link: a plain anchor that navigates with Next's router and prefetches
 * the page on intent (the pointer rests on it, a finger touches it), never on sight.
 *
 * Next's Link does the same with about a dozen hooks per link (an intersection observer, the
 * router context, memoised href resolution), and a page carries a hundred links in its menus
 * and footer: hydrating them was a measurable share of a phone's blocked main thread (issue
 * #18). The router's own loader skips the prefetch when the visitor asked to save data.
 */
export default function Link({ href, scroll = true, replace = false, onClick, onPointerEnter, onTouchStart, ...rest }: SiteLinkProps) {
  // On a Hindi page a link goes to the Hindi page where there is one, else to the English page.
  const url = localePath(hrefToString(href), useLocale());
  return (
    <a
      {...rest}
      href={url}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (followWithRouter(event.nativeEvent, event.currentTarget, { replace, scroll })) event.preventDefault();
      }}
      onPointerEnter={(event: PointerEvent<HTMLAnchorElement>) => {
        onPointerEnter?.(event);
        if (event.pointerType === "mouse") prefetchPage(url);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        onTouchStart?.(event);
        prefetchPage(url);
      }}
    />
  );
}

/**
 * Hands a click on an anchor to Next's router when it is the router's to take: a plain left
 * click on a link to this site that opens in this tab, once the app has started. Anything else
 * (Ctrl, Cmd, Shift, Alt, another button, `target`, `download`, another site) is the browser's.
 * True when the router took it; the caller then prevents the browser's own navigation.
 * Also used for links in server-rendered HTML that React does not hydrate (static-island.tsx).
 */
export function followWithRouter(event: globalThis.MouseEvent, anchor: HTMLAnchorElement, { replace = false, scroll = true } = {}): boolean {
  // A language switch loads the other language's page in full, with the inputs as they are now.
  if (anchor.hasAttribute("data-language-switch")) {
    followLanguageSwitch(anchor);
    return false;
  }
  const router = Router?.router;
  const url = anchor.getAttribute("href") ?? "";
  if (event.defaultPrevented || !router || !isPlainClick(event, anchor) || !isSameOrigin(url)) return false;
  // The URL already names its language (/hi/…, or none for English): the router must not add the current one.
  void (replace ? router.replace(url, undefined, { scroll, locale: false }) : router.push(url, undefined, { scroll, locale: false }));
  return true;
}

const prefetchListeners = new Set<(url: string) => void>();

/** Also runs `listener` on each page fetched ahead of a likely click (the Hindi frame starts its words then); answers the unsubscribe. */
export function onPrefetchPage(listener: (url: string) => void): () => void {
  prefetchListeners.add(listener);
  return () => prefetchListeners.delete(listener);
}

/** Fetches a page of this site ahead of a likely click (the router skips it when saving data). */
export function prefetchPage(url: string): void {
  if (!isSameOrigin(url)) return;
  Router?.router?.prefetch(url, url, { locale: false }).catch(() => undefined);
  for (const listener of prefetchListeners) listener(url);
}

export function hrefToString(href: SiteHref): string {
  if (typeof href === "string") return href;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(href.query ?? {})) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const query = search.toString();
  return query ? `${href.pathname}?${query}` : href.pathname;
}

/** A left click without a modifier, on a link that opens in this tab. */
function isPlainClick(event: globalThis.MouseEvent, anchor: HTMLAnchorElement): boolean {
  const target = anchor.getAttribute("target");
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    (!target || target === "_self") &&
    !anchor.hasAttribute("download")
  );
}

function isSameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}
