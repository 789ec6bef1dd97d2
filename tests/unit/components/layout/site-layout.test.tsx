import { render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { SiteLayout } from "@/components/layout/site-layout";
import { makeStore } from "@/store";

function renderLayout(kind: "public" | "padded" | "app") {
  return render(
    <Provider store={makeStore()}>
      <SiteLayout kind={kind}>
        <p>page content</p>
      </SiteLayout>
    </Provider>,
  );
}

describe("SiteLayout", () => {
  test("given an app route, then the compact app bar instead of the public header, and no footer", () => {
    renderLayout("app");
    expect(screen.getByRole("main")).toHaveTextContent("page content");
    const bar = screen.getByRole("banner");
    expect(bar).toContainElement(screen.getByRole("link", { name: "Back to the site" }));
    expect(bar).toContainElement(screen.getByRole("link", { name: "Dashboard" }));
    // The public header's menus are not there.
    expect(screen.queryByRole("navigation", { name: /main/i })).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  test("given a public page, then header and footer frame full-width content", () => {
    const { container } = renderLayout("public");
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
    expect(container.querySelector("main > .container-xl")).toBeNull();
  });

  test("given any other page, then the content is padded inside a container", () => {
    const { container } = renderLayout("padded");
    expect(container.querySelector("main > .container-xl")).toContainElement(screen.getByText("page content"));
  });

  test("given a signed-out visitor, then the header shows Login and Sign up", () => {
    renderLayout("public");
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "https://app.example.com/signup");
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "https://app.example.com/login");
  });

  test("given a loaded profile, then the round button shows the initials instead", () => {
    render(
      <Provider
        store={makeStore({
          profile: {
            phase: "loaded",
            loading: false,
            error: null,
            status: true,
            data: { first_name: "Priya", last_name: "Sharma", email: "priya@example.in", is_staff: false },
          },
        })}
      >
        <SiteLayout kind="public">
          <p>page</p>
        </SiteLayout>
      </Provider>,
    );
    expect(screen.getByRole("button", { name: "Account menu for Priya Sharma" })).toHaveTextContent("PS");
    expect(screen.queryByRole("link", { name: "Sign up" })).toBeNull();
  });
});
