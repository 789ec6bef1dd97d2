import { act, render, waitFor } from "@testing-library/react";
import type { SiteConfig } from "@/lib/site/config";

// The measurement id is read from the site's settings when rendering; each test sets it here.
const mockConfig: Pick<SiteConfig, "gaMeasurementId"> = {};
jest.mock("@/lib/site/config", () => ({
  get config() {
    return mockConfig;
  },
}));

// Imported after the mock is in place.
import { Analytics } from "@/components/layout/analytics";

const GTAG_SRC = "https://www.googletagmanager.com/gtag/js?id=G-AB12CD34EF";
const gtagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/"]');

afterEach(() => {
  document.querySelectorAll("script").forEach((script) => script.remove());
  document.body.innerHTML = "";
  delete window.dataLayer;
  delete window.gtag;
  mockConfig.gaMeasurementId = undefined;
});

describe("Analytics", () => {
  test("given NEXT_PUBLIC_GA_MEASUREMENT_ID unset, then no analytics script and no data layer, even after a while", async () => {
    const { container } = render(<Analytics />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(container).toBeEmptyDOMElement();
    expect(gtagScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
    expect(window.gtag).toBeUndefined();
  });

  test("given a measurement id, then gtag.js is loaded by its address (no inline script) and configured from the bundle", async () => {
    mockConfig.gaMeasurementId = "G-AB12CD34EF";
    render(<Analytics />);
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(gtagScripts()[0]).toHaveAttribute("src", GTAG_SRC);
    expect(document.querySelectorAll("script:not([src])")).toHaveLength(0);
    expect((window.dataLayer as IArguments[]).map((command) => Array.from(command).slice(0, 2))).toEqual([
      ["js", expect.any(Date)],
      ["config", "G-AB12CD34EF"],
    ]);
  });

  test("given a measurement id, then clicks on Sign up and Login are sent as events with the campaign, other links are not", async () => {
    mockConfig.gaMeasurementId = "G-AB12CD34EF";
    render(
      <>
        <Analytics />
        <a href="https://app.example.com/signup?utm_source=mail&utm_campaign=itr2026" data-app-link="signup" onClick={(event) => event.preventDefault()}>
          <span>Sign up</span>
        </a>
        <a href="https://app.example.com/login" data-app-link="login" onClick={(event) => event.preventDefault()}>
          Login
        </a>
        <a href="https://app.example.com/dashboard/itr/list" data-app-link="dashboard" onClick={(event) => event.preventDefault()}>
          Dashboard
        </a>
        <a href="/support" onClick={(event) => event.preventDefault()}>
          Support
        </a>
      </>,
    );
    await waitFor(() => expect(window.gtag).toBeDefined());
    const links = Array.from(document.querySelectorAll("a"));
    links.find((link) => link.textContent === "Sign up")!.querySelector("span")!.click();
    links.find((link) => link.textContent === "Login")!.click();
    links.find((link) => link.textContent === "Dashboard")!.click();
    links.find((link) => link.textContent === "Support")!.click();
    const events = (window.dataLayer as IArguments[]).map((command) => Array.from(command)).filter(([kind]) => kind === "event");
    expect(events).toEqual([
      ["event", "sign_up_click", { link_url: "https://app.example.com/signup?utm_source=mail&utm_campaign=itr2026", utm_source: "mail", utm_campaign: "itr2026" }],
      ["event", "login_click", { link_url: "https://app.example.com/login" }],
    ]);
  });
});
