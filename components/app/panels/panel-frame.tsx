import type { ReactNode } from "react";

import appStyles from "../app.module.scss";
import type { PanelKind } from "./panel-kinds";
import styles from "./panels.module.scss";

/** The screen around a panel or vault: its heading and what it is for. */
export function PanelFrame({ kind, children }: { kind: Pick<PanelKind, "title" | "purpose">; children: ReactNode }) {
  return (
    <div className={appStyles.screen}>
      <h1>{kind.title}</h1>
      <p className={styles.intro}>{kind.purpose}</p>
      {children}
    </div>
  );
}
