import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import dynamic from "next/dynamic";

import { ScreenLoading } from "@/components/app/screen-loading";

/*
 * App pages load their screen with next/dynamic and ScreenLoading. A screen whose code
 * cannot be fetched (offline, or a new deployment removed the chunk) says so and offers
 * to try again; the second try loads it.
 */
describe("an app screen loaded on demand", () => {
  test("given the screen's code loads, then a status line first and the screen after", async () => {
    const Screen = dynamic(() => Promise.resolve(() => <h1>Your vault</h1>), { ssr: false, loading: ScreenLoading });
    render(<Screen />);
    expect(screen.getByRole("status")).toHaveTextContent("Opening the screen…");
    expect(await screen.findByRole("heading", { name: "Your vault" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).toBeNull();
  });

  test("given the first fetch of its code fails, then an alert with Try again, which loads it", async () => {
    let attempts = 0;
    const load = () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error("ChunkLoadError: Loading chunk 42 failed.")) : Promise.resolve(() => <h1>Your vault</h1>);
    };
    const Screen = dynamic(load, { ssr: false, loading: ScreenLoading });
    render(<Screen />);
    expect(await screen.findByRole("alert")).toHaveTextContent("This screen didn't load. Check your connection, then try again.");
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Your vault" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(attempts).toBe(2);
  });
});
