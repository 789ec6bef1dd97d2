import { act, render, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
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

  test("given the server's HTML, then it hydrates without a mismatch, the header and the page each in their own boundary", async () => {
    const Page = () => (
      <Provider store={makeStore()}>
        <SiteLayout kind="padded">
          <button type="button">page button</button>
        </SiteLayout>
      </Provider>
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Page />);
    // Each <Activity> travels as a pair of comments around its content, in place: nothing is
    // streamed apart from the page, so a visitor without scripts sees everything.
    expect(container.innerHTML.match(/<!--&-->/g)).toHaveLength(2);
    expect(container.querySelector("[hidden]")).toBeNull();
    document.body.appendChild(container);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Page />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    // Hydrated: the page's own element answers to React, in the same DOM node the server sent.
    const button = screen.getByRole("button", { name: "page button" });
    expect(Object.keys(button).some((key) => key.startsWith("__reactFiber"))).toBe(true);
    container.remove();
  });
});
