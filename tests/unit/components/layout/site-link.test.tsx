import { fireEvent, render, screen } from "@testing-library/react";
import Router from "next/router";
import Link, { hrefToString } from "@/components/layout/site-link";

// Next's router singleton, as it is once the app has started: the link hands it plain clicks.
const router = {
  push: jest.fn(async () => true),
  replace: jest.fn(async () => true),
  prefetch: jest.fn(async () => undefined),
};
jest.mock("next/router", () => ({ __esModule: true, default: { router: null } }));
const singleton = Router as unknown as { router: typeof router | null };

// jsdom has no PointerEvent, so a pointer's kind would be lost: a minimal one that carries it.
beforeAll(() => {
  class PointerEvent extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? "";
    }
  }
  Object.assign(window, { PointerEvent });
});

beforeEach(() => {
  singleton.router = router;
  jest.clearAllMocks();
});

/** A click as the browser dispatches it; false when the link's handler took it over. */
const click = (element: HTMLElement, init: MouseEventInit = {}) => fireEvent.click(element, { button: 0, ...init });

describe("SiteLink", () => {
  it("is a plain link the router follows on a left click, scrolling to the top", () => {
    render(<Link href="/tools-and-calculators/hra">HRA calculator</Link>);
    const link = screen.getByRole("link", { name: "HRA calculator" });
    expect(link).toHaveAttribute("href", "/tools-and-calculators/hra");
    expect(click(link)).toBe(false);
    expect(router.push).toHaveBeenCalledWith("/tools-and-calculators/hra", undefined, { scroll: true, locale: false });
  });

  it("replaces the history entry and keeps the scroll when asked", () => {
    render(
      <Link href="/individual" replace scroll={false}>
        Individuals
      </Link>,
    );
    click(screen.getByRole("link", { name: "Individuals" }));
    expect(router.replace).toHaveBeenCalledWith("/individual", undefined, { scroll: false, locale: false });
    expect(router.push).not.toHaveBeenCalled();
  });

  it.each([
    ["Ctrl", { ctrlKey: true }],
    ["Cmd", { metaKey: true }],
    ["Shift", { shiftKey: true }],
    ["Alt", { altKey: true }],
    ["middle button", { button: 1 }],
  ])("leaves a %s click to the browser (a new tab or window)", (_, init) => {
    render(<Link href="/support">Support</Link>);
    expect(click(screen.getByRole("link", { name: "Support" }), init)).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("leaves links to other sites, new tabs and downloads to the browser", () => {
    render(
      <>
        <Link href="https://www.incometax.gov.in/">e-filing portal</Link>
        <Link href="/support" target="_blank">
          Support in a new tab
        </Link>
        <Link href="/files/guide.pdf" download>
          Guide
        </Link>
      </>,
    );
    for (const name of ["e-filing portal", "Support in a new tab", "Guide"]) click(screen.getByRole("link", { name }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("runs the caller's click handler first (a menu closes) and respects its preventDefault", () => {
    const close = jest.fn();
    render(
      <>
        <Link href="/business" onClick={close}>
          Business
        </Link>
        <Link href="/individual" onClick={(event) => event.preventDefault()}>
          Held
        </Link>
      </>,
    );
    click(screen.getByRole("link", { name: "Business" }));
    expect(close).toHaveBeenCalledTimes(1);
    expect(router.push).toHaveBeenCalledTimes(1);
    click(screen.getByRole("link", { name: "Held" }));
    expect(router.push).toHaveBeenCalledTimes(1);
  });

  it("before the app has started, a click is an ordinary page load", () => {
    singleton.router = null;
    render(<Link href="/support">Support</Link>);
    expect(click(screen.getByRole("link", { name: "Support" }))).toBe(true);
  });

  it("prefetches on intent: a mouse resting on it or a finger touching it, not a pen passing", () => {
    render(
      <>
        <Link href="/tools-and-calculators/sip">SIP calculator</Link>
        <Link href="/tools-and-calculators/emi">EMI calculator</Link>
      </>,
    );
    const sip = screen.getByRole("link", { name: "SIP calculator" });
    const emi = screen.getByRole("link", { name: "EMI calculator" });
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOver(emi, { pointerType: "pen" });
    expect(router.prefetch).not.toHaveBeenCalled();
    fireEvent.pointerOut(emi, { pointerType: "mouse", relatedTarget: sip });
    fireEvent.pointerOver(sip, { pointerType: "mouse", relatedTarget: emi });
    expect(router.prefetch).toHaveBeenCalledWith("/tools-and-calculators/sip", "/tools-and-calculators/sip", { locale: false });
    fireEvent.touchStart(emi);
    expect(router.prefetch).toHaveBeenLastCalledWith("/tools-and-calculators/emi", "/tools-and-calculators/emi", { locale: false });
  });

  it("never prefetches another site", () => {
    render(<Link href="https://www.incometax.gov.in/">e-filing portal</Link>);
    fireEvent.touchStart(screen.getByRole("link", { name: "e-filing portal" }));
    expect(router.prefetch).not.toHaveBeenCalled();
  });
});

describe("hrefToString", () => {
  it("writes a path and query as Next's Link did, repeated keys repeated and empty ones left out", () => {
    expect(hrefToString("/individual")).toBe("/individual");
    expect(hrefToString({ pathname: "/app/itr-2", query: { uuid: "a b&c" } })).toBe("/app/itr-2?uuid=a+b%26c");
    expect(hrefToString({ pathname: "/app/panel", query: { id: 7, tag: ["x", "y"], none: undefined } })).toBe("/app/panel?id=7&tag=x&tag=y");
    expect(hrefToString({ pathname: "/app/panel", query: {} })).toBe("/app/panel");
  });
});
