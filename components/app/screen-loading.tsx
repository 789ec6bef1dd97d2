import type { DynamicOptionsLoadingProps } from "next/dynamic";
import styles from "./app.module.scss";

/**
 * What an app screen shows while its code loads. App pages load their screen with
 * next/dynamic once the visitor is known to be signed in, so the screens' code (and RTK
 * Query with it) stays out of every page's first load. On a failed load (offline, or a
 * deployment replaced the chunk), a sentence and a way to try again, never a blank page.
 */
export function ScreenLoading({ error, retry }: DynamicOptionsLoadingProps) {
  if (error) {
    return (
      <div role="alert" className={styles.gate}>
        <p>This screen didn&apos;t load. Check your connection, then try again.</p>
        {retry && (
          <button type="button" className="btn btn-primary" onClick={retry}>
            Try again
          </button>
        )}
      </div>
    );
  }
  return (
    <p role="status" className={styles.gate}>
      Opening the screen…
    </p>
  );
}
