import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { DesktopMenu } from "@/components/layout/desktop-menu";
import { mainMenus } from "@/lib/site/menus";

const resources = mainMenus.find((menu) => menu.title === "Resources")!;
const firstEntry = resources.items[0]!;

function Nav() {
  return (
    <nav aria-label="Main">
      <ul>
        <DesktopMenu menu={resources} />
      </ul>
    </nav>
  );
}

describe("DesktopMenu", () => {
  it("sends every entry in the page's HTML, inside <noscript>, so a visitor without scripts still has the menu", () => {
    const html = renderToString(<Nav />);
    const noscript = html.slice(html.indexOf("<noscript>"), html.indexOf("</noscript>"));
    expect(noscript).toContain(`href="${firstEntry.path}"`);
    for (const item of resources.items) expect(noscript).toContain(`href="${item.path}"`);
  });

  it("hydrates without building the entries, and builds them the first time it opens", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Nav />);
    document.body.appendChild(container);
    // With scripts on, a browser reads <noscript> as text; jsdom builds it, so leave it empty as a browser would see it.
    container.querySelector("noscript")!.innerHTML = "";
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Nav />);
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect(screen.queryByRole("link", { name: firstEntry.label })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Resources" }));
    expect(screen.getByRole("link", { name: firstEntry.label })).toHaveAttribute("href", firstEntry.path);
    // Closed again, the panel keeps its entries (hidden by CSS), so the next opening is instant.
    await user.keyboard("{Escape}");
    expect(screen.getByRole("button", { name: "Resources" })).toHaveAttribute("aria-expanded", "false");
    expect(container.querySelector(`a[href="${firstEntry.path}"]`)).not.toBeNull();
    container.remove();
  });

  it("opens from the keyboard with ArrowDown and focuses the first entry, built on that opening", async () => {
    render(<Nav />);
    const user = userEvent.setup();
    screen.getByRole("button", { name: "Resources" }).focus();
    await user.keyboard("{ArrowDown}");
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))));
    expect(screen.getByRole("link", { name: firstEntry.label })).toHaveFocus();
  });
});
