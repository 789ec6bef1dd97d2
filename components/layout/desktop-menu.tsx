import Link from "@/components/layout/site-link";
import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import type { Menu } from "@/lib/site/menus";
import { MenuButton } from "./menu-button";
import { useLatch } from "./use-latch";
import styles from "./desktop-menu.module.scss";

/** How long a menu stays open after the pointer leaves it, so a diagonal move does not close it. */
export const MENU_CLOSE_DELAY_MS = 500;

interface DesktopMenuProps {
  menu: Menu;
}

/**
 * One header menu. Opens on hover (mouse only: a tap is a click) and by keyboard through
 * MenuButton (Enter/Space on the toggle, arrows between items, Escape closes and returns
 * focus to the toggle).
 */
export function DesktopMenu({ menu }: DesktopMenuProps) {
  const [open, setOpen] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // True while the mouse that opened the menu by hovering is still over it.
  const hoverHolds = useRef(false);

  const cancelClose = useCallback(() => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  useEffect(() => cancelClose, [cancelClose]);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    if (!open) hoverHolds.current = true;
    setOpen(true);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    cancelClose();
    hoverHolds.current = false;
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };

  const groups = groupByMainLabel(menu);
  // The panel's links are built the first time it opens. Until then the page carries them
  // inside <noscript>: the browser reads that as plain text when scripts run (no elements to
  // build, style or hydrate: about a hundred on every page, issue #18), and as the menu itself
  // when they do not (the hover rule in pages/_document.tsx opens it).
  const built = useLatch(open);

  const entries = (
    <>
      <div className={styles.columns}>
        {groups.map(([mainLabel, items]) => (
          <div key={mainLabel} className={styles.column}>
            <p className={`dropdown-header ${styles.heading}`}>{mainLabel}</p>
            {items.map((item) => (
              <div key={item.path} className={styles.group}>
                <Link href={item.path} className={`dropdown-item ${styles.mainItem}`}>
                  <img src={item.icon} alt="" width={20} height={20} aria-hidden="true" loading="lazy" />
                  {item.label}
                </Link>
                {item.subMenu?.map((link) => (
                  <Link key={link.path} href={link.path} className={`dropdown-item ${styles.subItem}`}>
                    {link.label}
                  </Link>
                ))}
              </div>
            ))}
          </div>
        ))}
      </div>
      {menu.more && (
        <Link href={menu.more.path} className={`dropdown-item ${styles.more}`}>
          {menu.more.label}
        </Link>
      )}
    </>
  );

  return (
    <MenuButton
      as="li"
      className={`nav-item ${styles.menu}`}
      open={open}
      onOpenChange={(nextOpen, source) => {
        cancelClose();
        // A mouse user who hovers and then clicks the toggle means "open": the hover has
        // already opened it, so that click must not close it again; leaving closes it. Not
        // a time window, which a slow phone or a busy machine can outlast. Keyboard closes
        // (Escape) and choosing an item always close.
        if (!nextOpen && hoverHolds.current && (source === "click" || source === "outside")) return;
        if (!nextOpen) hoverHolds.current = false;
        setOpen(nextOpen);
      }}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      id={`menu-${menu.id}`}
      toggle={menu.title}
      toggleClassName={`nav-link ${styles.toggle}`}
      panelClassName={styles.panel}
    >
      {built ? entries : <noscript>{entries}</noscript>}
    </MenuButton>
  );
}

function groupByMainLabel(menu: Menu): [string, Menu["items"]][] {
  const groups = new Map<string, Menu["items"]>();
  for (const item of menu.items) {
    groups.set(item.mainLabel, [...(groups.get(item.mainLabel) ?? []), item]);
  }
  return [...groups.entries()];
}
