import { useState } from "react";
import { config } from "@/lib/site/config";
import styles from "./chat-widget.module.scss";

/**
 * The live-chat frame (360 × 570 px), loaded only when the visitor opens it from the
 * launcher. Off when no chat address is configured.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  if (!config.chatWidgetUrl) return null;

  const toggle = () => {
    setEverOpened(true);
    setOpen((current) => !current);
  };

  return (
    <>
      {/* Room below the footer so the launcher never sits over the last controls on a phone. */}
      <div className={styles.spacer} aria-hidden="true" />
      {everOpened && (
        <div className={styles.panel} role="dialog" aria-label="Live chat" hidden={!open}>
          <div className={styles.bar}>
            <span>Chat with a tax expert</span>
            <button type="button" className="btn-close btn-close-white" aria-label="Close chat" onClick={() => setOpen(false)} />
          </div>
          <iframe title="Live chat" src={config.chatWidgetUrl} width={360} height={570} className={styles.frame} />
        </div>
      )}
      <button
        type="button"
        className={`no-print ${styles.launcher}`}
        aria-expanded={open}
        aria-label={open ? "Hide live chat" : "Open live chat"}
        onClick={toggle}
      >
        <img src="/icons/chat.svg" alt="" width={26} height={26} />
      </button>
    </>
  );
}
