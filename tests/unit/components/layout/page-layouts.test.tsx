import { render, screen } from "@testing-library/react";
import type { AppProps } from "next/app";
import type { Router } from "next/router";
import { appLayout, paddedLayout, publicLayout, withLayout, type NextPageWithLayout } from "@/components/layout/page-layouts";
import { SiteLayout } from "@/components/layout/site-layout";
import App from "@/pages/_app";

describe("page layout helpers", () => {
  test.each([
    [publicLayout, "public"],
    [paddedLayout, "padded"],
    [appLayout, "app"],
  ] as const)("given a page, then the helper wraps it in the %# frame (%s)", (layout, kind) => {
    const page = <p>page</p>;
    const framed = layout(page);
    expect(framed.type).toBe(SiteLayout);
    expect(framed.props).toEqual({ kind, children: page });
  });

  test("given a shared view, then withLayout leaves it untouched and gives the same page for the same layout", () => {
    function SharedView({ text }: { text: string }) {
      return <p>{text}</p>;
    }
    const page = withLayout(SharedView, publicLayout);
    expect(page.getLayout).toBe(publicLayout);
    expect((SharedView as NextPageWithLayout).getLayout).toBeUndefined();
    expect(withLayout(SharedView, publicLayout)).toBe(page);
    expect(withLayout(SharedView, appLayout)).not.toBe(page);
    const Page = page;
    render(<Page text="shown" />);
    expect(screen.getByText("shown")).toBeInTheDocument();
  });
});

describe("_app", () => {
  function renderApp(Component: NextPageWithLayout) {
    const props = { Component, pageProps: {}, router: { pathname: "/anything" } as unknown as Router } as AppProps;
    return render(<App {...props} />);
  }

  test("given a page that names no layout, then it is padded", () => {
    const Page: NextPageWithLayout = () => <p>plain page</p>;
    const { container } = renderApp(Page);
    expect(container.querySelector("main > .container-xl")).toContainElement(screen.getByText("plain page"));
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  test("given a page that names appLayout, then it has neither header nor footer", () => {
    const Page: NextPageWithLayout = () => <p>app page</p>;
    Page.getLayout = appLayout;
    renderApp(Page);
    expect(screen.getByRole("main")).toHaveTextContent("app page");
    expect(screen.getByRole("link", { name: "Back to the site" })).toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });

  test("given a page that names publicLayout, then it is full-bleed between header and footer", () => {
    const Page: NextPageWithLayout = () => <p>public page</p>;
    Page.getLayout = publicLayout;
    const { container } = renderApp(Page);
    expect(screen.getByRole("main")).toHaveTextContent("public page");
    expect(container.querySelector("main > .container-xl")).toBeNull();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  test("given the router's state changes with the same page and equal props, then the page and its frame do not render again, and new props do", () => {
    let pageRenders = 0;
    let headerRenders = 0;
    const Page: NextPageWithLayout<{ text: string }> = ({ text }) => {
      pageRenders += 1;
      return <p>{text}</p>;
    };
    // Counts the frame's renders through a component the layout puts beside the page.
    Page.getLayout = (page) => {
      headerRenders += 1;
      return publicLayout(page);
    };
    const appProps = (pageProps: { text: string }, pathname: string) =>
      ({ Component: Page, pageProps, router: { pathname, query: {} } as unknown as Router }) as AppProps;
    const { rerender } = render(<App {...appProps({ text: "first" }, "/a")} />);
    expect([pageRenders, headerRenders]).toEqual([1, 1]);
    // Next renders the App again after hydration with a new props object of the same values.
    rerender(<App {...appProps({ text: "first" }, "/a?ready")} />);
    expect([pageRenders, headerRenders]).toEqual([1, 1]);
    rerender(<App {...appProps({ text: "second" }, "/a?ready")} />);
    expect([pageRenders, headerRenders]).toEqual([2, 2]);
    expect(screen.getByText("second")).toBeInTheDocument();
  });
});
