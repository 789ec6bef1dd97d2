import { useEffect, useEffectEvent, useRef, type KeyboardEvent, type MouseEvent, type PointerEventHandler, type ReactNode } from "react";

/*
 * A button that shows a panel of links (the disclosure pattern, with Bootstrap's dropdown
 * classes for the look). It does what the header needed from react-bootstrap's Dropdown:
 * the toggle opens and closes it (Enter and Space too, as a button), ArrowDown and ArrowUp
 * move through the entries, Escape closes and returns focus to the toggle, and a click
 * outside or on an entry closes it. Dropdown also brought Popper and @restart/ui, about
 * 10 kB gzip on every page's first load, to place panels that CSS places here.
 */

/** Why the menu wants to open or close, so a caller can overrule a close (hover menus). */
export type MenuChangeSource = "click" | "keyboard" | "outside" | "select";

interface MenuButtonProps {
  open: boolean;
  onOpenChange: (open: boolean, source: MenuChangeSource) => void;
  /** The toggle's id; the panel is labelled by it. */
  id: string;
  toggle: ReactNode;
  toggleClassName?: string;
  /** For a toggle whose content is not its name (initials). */
  toggleLabel?: string;
  panelClassName?: string;
  className?: string;
  /** `li` inside a nav list. */
  as?: "div" | "li";
  onPointerEnter?: PointerEventHandler;
  onPointerLeave?: PointerEventHandler;
  /** The entries: links and buttons with the `dropdown-item` class. */
  children: ReactNode;
}

const ENTRY = ".dropdown-item:not(:disabled)";

export function MenuButton({
  open,
  onOpenChange,
  id,
  toggle,
  toggleClassName = "",
  toggleLabel,
  panelClassName = "",
  className = "",
  as: Root = "div",
  onPointerEnter,
  onPointerLeave,
  children,
}: MenuButtonProps) {
  const rootRef = useRef<HTMLElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // Reads the latest callback, so the document listener below is added once per opening.
  const closeFromOutside = useEffectEvent(() => onOpenChange(false, "outside"));

  useEffect(() => {
    if (!open) return;
    const onDocumentClick = (event: globalThis.MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) closeFromOutside();
    };
    document.addEventListener("click", onDocumentClick);
    return () => document.removeEventListener("click", onDocumentClick);
  }, [open]);

  const entries = () => [...(panelRef.current?.querySelectorAll<HTMLElement>(ENTRY) ?? [])];

  const moveFocus = (step: 1 | -1) => {
    const list = entries();
    if (list.length === 0) return;
    const current = list.indexOf(document.activeElement as HTMLElement);
    const next = current === -1 ? (step === 1 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, current + step));
    list[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      event.preventDefault();
      onOpenChange(false, "keyboard");
      toggleRef.current?.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      if (open) moveFocus(step);
      else {
        onOpenChange(true, "keyboard");
        // The panel is shown on the next render; focus its first entry then.
        requestAnimationFrame(() => moveFocus(step));
      }
    } else if (event.key === "Tab" && open) {
      // Leaving the menu by keyboard closes it once focus has gone elsewhere.
      requestAnimationFrame(() => {
        if (rootRef.current && !rootRef.current.contains(document.activeElement)) onOpenChange(false, "keyboard");
      });
    }
  };

  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest(ENTRY)) onOpenChange(false, "select");
  };

  return (
    <Root
      ref={(element: HTMLElement | null) => {
        rootRef.current = element;
      }}
      className={`dropdown ${className}`}
      onKeyDown={onKeyDown}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <button
        ref={toggleRef}
        type="button"
        id={id}
        className={`dropdown-toggle ${toggleClassName}`}
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        aria-label={toggleLabel}
        onClick={() => onOpenChange(!open, "click")}
      >
        {toggle}
      </button>
      {/* A disclosure: the button names and controls the panel (aria-labelledby is not allowed on a generic div). */}
      <div ref={panelRef} id={`${id}-panel`} className={`dropdown-menu ${open ? "show" : ""} ${panelClassName}`} onClick={onPanelClick}>
        {children}
      </div>
    </Root>
  );
}
