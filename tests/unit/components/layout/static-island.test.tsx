import { act, fireEvent, render, screen } from "@testing-library/react";
import Router from "next/router";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import Link from "@/components/layout/site-link";
import { markAppHydrated, StaticIsland } from "@/components/layout/static-island";

// Next's router singleton once the app has started.
const router = { push: jest.fn(async () => true), replace: jest.fn(async () => true), prefetch: jest.fn(async () => undefined) };
jest.mock("next/router", () => ({ __esModule: true, default: { router: null } }));
(Router as unknown as { router: typeof router }).router = router;

/** Counts its renders, so a test can tell whether React walked the island's components. */
const renders = jest.fn();
function Links() {
  renders();
  return (
    <ul>
      <li>
        <Link href="/tools-and-calculators/hra">HRA calculator</Link>
      </li>
      <li>
        <a href="#terms">Terms on this page</a>
      </li>
      <li>
        <a href="https://www.example.org/" target="_blank" rel="noopener noreferrer">
          Elsewhere
        </a>
      </li>
    </ul>
  );
}

function Page() {
  return (
    <>
      <p>Before the island</p>
      <StaticIsland as="footer" className="site-footer">
        <Links />
      </StaticIsland>
    </>
  );
}

beforeEach(() => jest.clearAllMocks());

describe("StaticIsland on the page the server rendered", () => {
  let container: HTMLDivElement;

  beforeAll(async () => {
    container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    document.body.appendChild(container);
    renders.mockClear();
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    // No hydration mismatch, and the island's components were not rendered again.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(renders).not.toHaveBeenCalled();
  });

  it("keeps the server's HTML, element and class included", () => {
    const footer = screen.getByRole("contentinfo");
    expect(footer).toHaveClass("site-footer");
    expect(screen.getByRole("link", { name: "HRA calculator" })).toHaveAttribute("href", "/tools-and-calculators/hra");
  });

  it("hands a plain click on one of its links to the router", () => {
    expect(fireEvent.click(screen.getByRole("link", { name: "HRA calculator" }), { button: 0 })).toBe(false);
    expect(router.push).toHaveBeenCalledWith("/tools-and-calculators/hra", undefined, { scroll: true, locale: false });
  });

  it("leaves a Ctrl click and a link to another site to the browser", () => {
    expect(fireEvent.click(screen.getByRole("link", { name: "HRA calculator" }), { button: 0, ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByRole("link", { name: "Elsewhere" }), { button: 0 })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
  });

  it("leaves an in-page anchor to the browser: no router, no prefetch", () => {
    const anchor = screen.getByRole("link", { name: "Terms on this page" });
    fireEvent.touchStart(anchor);
    expect(fireEvent.click(anchor, { button: 0 })).toBe(true);
    expect(router.push).not.toHaveBeenCalled();
    expect(router.prefetch).not.toHaveBeenCalled();
  });

  it("prefetches a link's page when a finger touches it", () => {
    fireEvent.touchStart(screen.getByRole("link", { name: "HRA calculator" }));
    expect(router.prefetch).toHaveBeenCalledWith("/tools-and-calculators/hra", "/tools-and-calculators/hra", { locale: false });
  });

  afterAll(() => container.remove());
});

describe("StaticIsland mounted after the first page hydrated", () => {
  it("renders its children as any component does (a page reached by a link)", () => {
    markAppHydrated();
    render(<Page />);
    expect(renders).toHaveBeenCalled();
    fireEvent.click(screen.getByRole("link", { name: "HRA calculator" }), { button: 0 });
    expect(router.push).toHaveBeenCalledTimes(1);
  });
});
