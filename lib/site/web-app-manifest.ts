import { calculatorDirectory } from "@/lib/calculators/directory";
import { brand } from "./brand";
import { routes } from "./routes";

/** The theme colour of the browser's bar and the installed app's splash: the brand blue. */
export const THEME_COLOR = "#0a4f9e";

const SHORTCUT_SLUGS = ["income-tax", "hra"] as const;

/**
 * The web app manifest (served at /manifest.webmanifest): what a phone shows when the site
 * is added to the home screen. It opens on the calculators, the part that works offline.
 */
export function webAppManifest() {
  return {
    name: `${brand.name}: tax calculators and filing`,
    short_name: brand.name,
    description: brand.tagline,
    lang: "en-IN",
    dir: "ltr",
    id: "/",
    start_url: routes.tools.root,
    scope: "/",
    display: "standalone",
    background_color: "#ffffff",
    theme_color: THEME_COLOR,
    categories: ["finance", "business", "productivity"],
    icons: [
      { src: "/icons/app-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/app-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/app-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      { src: brand.mark.src, sizes: "any", type: "image/svg+xml", purpose: "any" },
    ],
    // Long-press shortcuts on the installed icon: the two calculators most people come for.
    shortcuts: SHORTCUT_SLUGS.map((slug) => {
      const entry = calculatorDirectory.find((calculator) => calculator.slug === slug);
      if (!entry) throw new Error(`No calculator ${slug} for the manifest's shortcuts`);
      return { name: entry.title, url: routes.tools.calculator(slug) };
    }),
  };
}
