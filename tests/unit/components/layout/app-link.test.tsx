import { act, render, screen, within } from "@testing-library/react";
import { Provider } from "react-redux";
import { ContentHtml } from "@/components/content/content-html";
import { CtaLink } from "@/components/content/cta-link";
import { HomePage } from "@/components/content/home-page";
import { AppLink } from "@/components/layout/app-link";
import { AppShell } from "@/components/layout/app-shell";
import { LoginButtons } from "@/components/layout/login-buttons";
import { prepareHtml } from "@/lib/content/document-html";
import { makeStore } from "@/store";

const APP = "https://app.example.com";
const signedIn = {
  profile: {
    phase: "loaded" as const,
    loading: false,
    error: null,
    status: true,
    data: { first_name: "Priya", last_name: "Sharma", email: "priya@example.in", is_staff: false },
  },
};

/** The address as after a landing or a typed URL (a full load). */
const visit = (path: string) => window.history.replaceState(null, "", path);

/** A click inside the site: the address changes without a load, and the links read it again. */
const navigate = (path: string) =>
  act(() => {
    window.history.pushState(null, "", path);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });

function renderWithStore(ui: React.ReactElement, preloaded?: Parameters<typeof makeStore>[0]) {
  return render(<Provider store={makeStore(preloaded)}>{ui}</Provider>);
}

afterEach(() => {
  sessionStorage.clear();
  visit("/");
});

describe("AppLink and the links built on it", () => {
  test("given a landing with tags and others, then Login and Sign up carry only the five UTM values, marked for the early-click script", () => {
    visit("/?utm_source=mail&utm_source=second&utm_campaign=itr2026&utm_medium=&gclid=abc&next=%2Fevil");
    renderWithStore(<LoginButtons />);
    const signup = screen.getByRole("link", { name: "Sign up" });
    expect(signup).toHaveAttribute("href", `${APP}/signup?utm_source=mail&utm_campaign=itr2026`);
    expect(signup).toHaveAttribute("data-carry-utm");
    expect(signup).toHaveAttribute("data-app-link", "signup");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", `${APP}/login?utm_source=mail&utm_campaign=itr2026`);
  });

  test("given the home page reached from a campaign, then its own Start filing carries the tags too", () => {
    visit("/?utm_source=mail&utm_campaign=itr2026");
    renderWithStore(<HomePage />);
    expect(screen.getByRole("link", { name: "Start filing" })).toHaveAttribute("href", `${APP}/signup?utm_source=mail&utm_campaign=itr2026`);
  });

  test("given a click through two pages of the site, then the links still carry the landing's tags", () => {
    visit("/?utm_source=mail&utm_campaign=itr2026");
    renderWithStore(<LoginButtons />);
    navigate("/individual");
    navigate("/individual/file-tax");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", `${APP}/signup?utm_source=mail&utm_campaign=itr2026`);
  });

  test("given a later landing with other tags in the same visit, then they replace the first ones", () => {
    visit("/?utm_source=mail&utm_campaign=itr2026");
    renderWithStore(<LoginButtons />);
    navigate("/support?utm_source=ads");
    navigate("/");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", `${APP}/signup?utm_source=ads`);
  });

  test("given a fresh visitor (new tab, no tags), then the bare links", () => {
    visit("/individual/file-tax");
    renderWithStore(<LoginButtons />);
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", `${APP}/signup`);
  });

  test("given a signed-in visitor, then calls to action lead to the dashboard with the campaign, and no link leads to signup", () => {
    visit("/?utm_source=mail");
    const { container } = renderWithStore(
      <>
        <HomePage />
        <CtaLink cta={{ label: "Log in to upload", target: "login" }} />
        <AppLink kind="settings">Setting</AppLink>
      </>,
      signedIn,
    );
    expect(screen.getByRole("link", { name: "Start filing" })).toHaveAttribute("href", `${APP}/dashboard/itr/list?utm_source=mail`);
    expect(screen.getByRole("link", { name: "Start filing" })).toHaveAttribute("data-app-link", "dashboard");
    expect(screen.getByRole("link", { name: "Log in to upload" })).toHaveAttribute("href", `${APP}/dashboard/itr/list?utm_source=mail`);
    expect(screen.getByRole("link", { name: "Setting" })).toHaveAttribute("href", `${APP}/settings/updateuserprofile?utm_source=mail`);
    const hrefs = Array.from(container.querySelectorAll("a"), (link) => link.getAttribute("href") ?? "");
    expect(hrefs.filter((href) => /\/(signup|login)\b/.test(href))).toEqual([]);
  });
});

describe("AppShell keeps the landing's campaign", () => {
  test("given a landing with tags on a page that shows no app link, then the tags are kept for the visit anyway", async () => {
    visit("/tools-and-calculators/income-tax?utm_source=mail&utm_campaign=itr2026&gclid=abc");
    // Awaited so the shell's own start-up work (the profile request) settles inside act.
    await act(async () => {
      render(
        <AppShell>
          <p>a calculator</p>
        </AppShell>,
      );
    });
    expect(sessionStorage.getItem("campaign")).toBe("utm_source=mail&utm_campaign=itr2026");
  });
});

describe("ContentHtml: app links in CMS and markdown content", () => {
  const { html } = prepareHtml(`<p>Ready? <a href="${APP}/signup">Create your account</a> or read <a href="/support">support</a>.</p>`);

  test("given a visit with a campaign, then the content's app link carries it, other links are untouched", () => {
    visit("/learning-resource/blog-articles/x?utm_source=mail&utm_campaign=itr2026");
    renderWithStore(<ContentHtml html={html} />);
    const article = screen.getByText(/Ready\?/);
    expect(within(article).getByRole("link", { name: "Create your account" })).toHaveAttribute("href", `${APP}/signup?utm_source=mail&utm_campaign=itr2026`);
    expect(within(article).getByRole("link", { name: "support" })).toHaveAttribute("href", "/support");
  });

  test("given a signed-in visitor, then the content's signup link leads to the dashboard", () => {
    renderWithStore(<ContentHtml html={html} />, signedIn);
    expect(screen.getByRole("link", { name: "Create your account" })).toHaveAttribute("href", `${APP}/dashboard/itr/list`);
  });
});
