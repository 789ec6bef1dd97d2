import { mainMenus, menuPaths } from "@/lib/site/menus";
import { routes } from "@/lib/site/routes";

describe("menus", () => {
  test("given the header, then it has Services, Resources, Company and Tools and Calculators in that order", () => {
    expect(mainMenus.map((menu) => menu.title)).toEqual(["Services", "Resources", "Company", "Tools and Calculators"]);
  });

  test("given the tools menu, then it ends with View More to the calculator catalogue", () => {
    const tools = mainMenus.find((menu) => menu.id === "tools");
    expect(tools?.more).toEqual({ label: "View More", path: routes.tools.root });
  });

  test("given every menu link, then each is an internal path with a label and no path is listed twice in one menu", () => {
    for (const menu of mainMenus) {
      const paths = menu.items.flatMap((item) => [item.path, ...(item.subMenu ?? []).map((link) => link.path)]);
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths) expect(path).toMatch(/^\/[a-z0-9/_-]*$/);
      for (const item of menu.items) {
        expect(item.label.trim()).not.toBe("");
        expect(item.mainLabel.trim()).not.toBe("");
        expect(item.icon).toMatch(/^\/icons\/[a-z-]+\.svg$/);
      }
    }
  });

  test("given the mobile menu, then exactly three individual ITR pages are hidden from it", () => {
    const hidden = mainMenus.flatMap((menu) =>
      menu.items.flatMap((item) => (item.subMenu ?? []).filter((link) => link.hiddenOnMobile).map((link) => link.path)),
    );
    expect(hidden).toEqual([routes.campaigns.itrFiling, routes.campaigns.karSeGhar, routes.campaigns.kekaFiling]);
  });

  test("given menuPaths, then it lists each path once, including View More", () => {
    const paths = menuPaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain(routes.tools.root);
    expect(paths).toContain(routes.company.about);
  });
});
