import { useEffect, useState } from "react";
import Link from "@/components/layout/site-link";
import { groupKeptPages, readKeptPages, type KeptPageGroups } from "@/lib/offline/kept-pages";
import { OFFLINE_PATH } from "@/lib/offline/policy";
import { routes } from "@/lib/site/routes";

type Kept = { state: "reading" } | { state: "read"; groups: KeptPageGroups } | { state: "unavailable" };

/** Reads what this device has kept, once, after the page shows. */
function useKeptPages(): Kept {
  const [kept, setKept] = useState<Kept>({ state: "reading" });
  useEffect(() => {
    let current = true;
    const settle = (next: Kept) => current && setKept(next);
    if (typeof caches === "undefined") settle({ state: "unavailable" });
    else
      readKeptPages(caches, window.location.origin).then(
        (pages) => settle({ state: "read", groups: groupKeptPages(pages, OFFLINE_PATH) }),
        () => settle({ state: "unavailable" }),
      );
    return () => {
      current = false;
    };
  }, []);
  return kept;
}

function PageList({ title, pages }: { title: string; pages: KeptPageGroups["pages"] }) {
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby={`kept-${title}`} className="mb-4">
      <h2 id={`kept-${title}`} className="h5">
        {title}
      </h2>
      <ul>
        {pages.map((page) => (
          <li key={page.path}>
            <Link href={page.path}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * Shown by the service worker in place of a page that was never opened on this device, when
 * there is no network; also a page of its own, which says what works offline.
 */
export function OfflinePage() {
  const kept = useKeptPages();
  return (
    <section aria-labelledby="offline-title" className="py-4 mx-auto" style={{ maxWidth: "42rem" }}>
      <h1 id="offline-title" className="h2">
        Available without a connection
      </h1>
      <p className="lead">
        If you are offline, the pages below still open on this device. Calculators work fully offline: type your figures and get
        the answer. Signing in, lookups and forms need a connection.
      </p>
      <p>
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </p>
      <div role="status" aria-live="polite">
        {kept.state === "reading" && <p>Checking what this device has kept…</p>}
        {kept.state === "unavailable" && (
          <p>
            This browser does not keep pages for offline use. Once you are online again, open the{" "}
            <Link href={routes.tools.root}>calculators</Link>.
          </p>
        )}
        {kept.state === "read" && kept.groups.calculators.length + kept.groups.pages.length === 0 && (
          <p>Nothing is kept on this device yet. Pages you open while online are kept for next time.</p>
        )}
      </div>
      {kept.state === "read" && (
        <>
          <PageList title="Calculators" pages={kept.groups.calculators} />
          <PageList title="Pages" pages={kept.groups.pages} />
        </>
      )}
    </section>
  );
}
