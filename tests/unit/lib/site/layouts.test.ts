import { layoutForPath } from "@/lib/site/layouts";

describe("layoutForPath", () => {
  test.each([
    "/dashboard",
    "/checkout",
    "/dashboard/gst-panel",
    "/dashboard/tds-panel",
    "/dashboard/itr-panel",
    "/dashboard/tds-vault",
    "/dashboard/gst-vault",
    "/dashboard/itr-vault",
    "/dashboard/pan-validate",
    "/dashboard/itr-2",
    "/dashboard1/itr-2",
    "/whatsapp",
    "/dashboard/video-upload",
  ])("given the app route %s, then it has neither header nor footer", (path) => {
    expect(layoutForPath(path)).toBe("app");
  });

  test.each([
    "/",
    "/individual",
    "/individual/file-tax",
    "/business",
    "/business/merge-form16",
    "/company",
    "/kar-se-ghar",
    "/campaigns/tax-optimizer",
    "/support",
    "/company/[page]",
    "/learning-resource/[page]",
  ])("given the public page %s, then it is drawn full-bleed", (path) => {
    expect(layoutForPath(path)).toBe("public");
  });

  test.each(["/learning-resource/blog-articles/[slug]", "/tools-and-calculators", "/tools-and-calculators/[slug]", "/404", "/learning-resource/learning-resource-faq"])(
    "given the other page %s, then its content is padded",
    (path) => {
      expect(layoutForPath(path)).toBe("padded");
    },
  );

  test("given a trailing slash, then the route is still recognised", () => {
    expect(layoutForPath("/dashboard/")).toBe("app");
  });

  test("given a path that only starts like an app route, then it is not an app route", () => {
    expect(layoutForPath("/dashboard-tips")).toBe("padded");
  });
});
