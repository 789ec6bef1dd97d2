import { useEffect, useId, useRef, useState, type HTMLAttributes, type ReactNode } from "react";
import { followWithRouter, prefetchPage } from "./site-link";

/** Set once the first page has hydrated (pages/_app.tsx); islands mounted after it render normally. */
let appHydrated = false;

export function markAppHydrated(): void {
  appHydrated = true;
}

interface StaticIslandProps extends HTMLAttributes<HTMLElement> {
  /** The element the island is (footer, section, div). */
  as?: "div" | "footer" | "section";
  /** Content without behaviour of its own: text, images and links only. */
  children: ReactNode;
}

/**
 * Content that has no behaviour (the footer, long explanations) sent as HTML and left out of
 * hydration: on the page the server rendered, React keeps the element's HTML as it came
 * instead of walking its components and elements one by one, a share of a phone's blocked
 * main thread (issue #18). Its links still move through Next's router and prefetch on intent,
 * by listeners on the island rather than on each link.
 *
 * An island mounted after the first page has hydrated (a page reached by a link) renders its
 * children as usual. An island keeps the HTML it first had: content that changes with the page
 * must be keyed by the page, so that a new page gets a new island.
 */
export function StaticIsland({ as: Tag = "div", children, ...attributes }: StaticIslandProps) {
  const id = useId();
  // Decided once, on the first render: hydrating the server's HTML, or rendering on the client.
  const [serverHtml] = useState(() => (typeof window !== "undefined" && !appHydrated ? (document.getElementById(id)?.innerHTML ?? null) : null));
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const island = ref.current;
    if (!island || serverHtml === null) return;
    // An in-page anchor (#term) is left to the browser; links to other pages go through the router.
    const anchorOf = (event: Event) => (event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]:not([href^="#"])') : null);
    const onClick = (event: MouseEvent) => {
      const anchor = anchorOf(event);
      if (anchor && followWithRouter(event, anchor)) event.preventDefault();
    };
    const onIntent = (event: Event) => {
      if ("pointerType" in event && event.pointerType !== "mouse") return; // a touch is seen by touchstart
      const anchor = anchorOf(event);
      if (anchor) prefetchPage(anchor.getAttribute("href") ?? "");
    };
    island.addEventListener("click", onClick);
    island.addEventListener("pointerover", onIntent);
    island.addEventListener("touchstart", onIntent, { passive: true });
    return () => {
      island.removeEventListener("click", onClick);
      island.removeEventListener("pointerover", onIntent);
      island.removeEventListener("touchstart", onIntent);
    };
  }, [serverHtml]);

  if (serverHtml !== null) {
    // The same HTML the server sent, so React finds nothing to change and nothing to hydrate.
    return <Tag {...attributes} id={id} ref={ref as never} dangerouslySetInnerHTML={{ __html: serverHtml }} suppressHydrationWarning />;
  }
  return (
    <Tag {...attributes} id={id} ref={ref as never}>
      {children}
    </Tag>
  );
}
