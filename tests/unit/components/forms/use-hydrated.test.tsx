import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { useHydrated, useHydratedIf } from "@/components/forms/use-hydrated";

/** Server HTML of a probe, hydrated in the document; what it showed and how often it rendered. */
async function hydrateProbe(read: () => boolean) {
  let renders = 0;
  function Probe() {
    renders += 1;
    return <p>{read() ? "hydrated" : "server"}</p>;
  }
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Probe />);
  const server = container.textContent;
  renders = 0;
  document.body.append(container);
  await act(async () => {
    hydrateRoot(container, <Probe />);
  });
  const shown = container.textContent;
  container.remove();
  return { server, shown, renders };
}

describe("useHydrated", () => {
  test("given a page being hydrated, then it reads false on the server and true once the page runs, at the cost of a second render", async () => {
    expect(await hydrateProbe(useHydrated)).toEqual({ server: "server", shown: "hydrated", renders: 2 });
  });

  test("given useHydratedIf(true), then it behaves as useHydrated", async () => {
    expect(await hydrateProbe(() => useHydratedIf(true))).toEqual({ server: "server", shown: "hydrated", renders: 2 });
  });

  test("given useHydratedIf(false), then it reads true on the server too and the component hydrates in one render", async () => {
    expect(await hydrateProbe(() => useHydratedIf(false))).toEqual({ server: "hydrated", shown: "hydrated", renders: 1 });
  });
});
