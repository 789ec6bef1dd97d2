import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MenuButton, type MenuChangeSource } from "@/components/layout/menu-button";

function Harness({ onChange = () => undefined }: { onChange?: (open: boolean, source: MenuChangeSource) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <MenuButton
        id="menu-resources"
        toggle="Resources"
        open={open}
        onOpenChange={(next, source) => {
          onChange(next, source);
          setOpen(next);
        }}
      >
        <a href="#learning-resources" className="dropdown-item">
          Learning resources
        </a>
        <a href="#blog-articles" className="dropdown-item">
          Blog articles
        </a>
        <button type="button" className="dropdown-item" disabled>
          Webinars (soon)
        </button>
      </MenuButton>
      <p>Outside</p>
    </div>
  );
}

const toggle = () => screen.getByRole("button", { name: "Resources" });

describe("MenuButton", () => {
  test("given the toggle is clicked, then the panel it controls shows; clicked again, it hides", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Learning resources").closest(".dropdown-menu")).not.toHaveClass("show");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    const panel = screen.getByText("Learning resources").closest(".dropdown-menu");
    expect(panel).toHaveClass("show");
    expect(panel).toHaveAttribute("id", "menu-resources-panel");
    expect(panel).not.toHaveAttribute("aria-labelledby");
    expect(toggle()).toHaveAttribute("aria-controls", "menu-resources-panel");
    await user.click(toggle());
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  test("given Enter opens it, then the arrows move through the entries (skipping disabled ones) and Escape closes and refocuses the toggle", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    toggle().focus();
    await user.keyboard("{Enter}");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{ArrowDown}");
    expect(screen.getByRole("link", { name: "Learning resources" })).toHaveFocus();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("link", { name: "Blog articles" })).toHaveFocus();
    await user.keyboard("{ArrowUp}");
    expect(screen.getByRole("link", { name: "Learning resources" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    expect(toggle()).toHaveFocus();
    await user.keyboard(" ");
    expect(toggle()).toHaveAttribute("aria-expanded", "true");
  });

  test("given it is open, then a click outside closes it, and a click on an entry closes it as a choice", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.click(toggle());
    await user.click(screen.getByText("Outside"));
    expect(onChange).toHaveBeenLastCalledWith(false, "outside");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle());
    fireEvent.click(screen.getByRole("link", { name: "Blog articles" }));
    expect(onChange).toHaveBeenLastCalledWith(false, "select");
    expect(toggle()).toHaveAttribute("aria-expanded", "false");
  });

  test("given Tab leaves the open menu, then it closes", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Harness />
        <a href="/after">After</a>
      </>,
    );
    await user.click(toggle());
    await user.tab(); // Learning resources
    await user.tab(); // Blog articles
    await user.tab(); // out, past the disabled entry
    expect(screen.getByRole("link", { name: "After" })).toHaveFocus();
    // The menu checks where focus went on the next frame.
    await waitFor(() => expect(toggle()).toHaveAttribute("aria-expanded", "false"));
  });
});
