import { calculatorDirectory } from "@/lib/calculators/directory";
import { mainMenus } from "./menus";
import { routes } from "./routes";

/**
 * A reader's name for each internal path: the menus' labels, the calculators' titles and
 * a few hubs the menus name differently ("View More"). Content text that mentions a path
 * shows this name as the link text.
 */
export function pathLabels(): Map<string, string> {
  const labels = new Map<string, string>();
  for (const menu of mainMenus) {
    for (const item of menu.items) {
      if (!labels.has(item.path)) labels.set(item.path, item.label);
      for (const link of item.subMenu ?? []) if (!labels.has(link.path)) labels.set(link.path, link.label);
    }
  }
  for (const entry of calculatorDirectory) labels.set(routes.tools.calculator(entry.slug), entry.title);
  labels.set(routes.tools.root, "Tools and calculators");
  labels.set(routes.support, "Support");
  labels.set(routes.home, "Home");
  return labels;
}
