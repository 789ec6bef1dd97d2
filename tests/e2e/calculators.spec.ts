import { calculatorCatalogue } from "@/lib/calculators/catalogue";
import { defaultRawInputs, readInputs, type RawInputs } from "@/lib/calculators/read-inputs";
import { calculatorsBySlug } from "@/lib/calculators/registry";
import type { Calculator, Field } from "@/lib/calculators/types";
import { firstFieldOfEachKind, refusedValue, sampledSlugs } from "../support/calculator-sample";
import { escapeRegExp, isRadio, shownIn } from "../support/calculator-views";
import { axeViolations, expect, PROFILE_401, test } from "./fixtures";
import { expectedFigures } from "./shared-link-cases";

test.beforeEach(({ allowConsole }) => allowConsole(PROFILE_401));

/*
 * Every calculator opens in the browser in validators.spec.ts's sweep, at both sizes, with axe,
 * IBM's engine, the CSP and a check that each figure is a number. The rest is sampled here
 * (issue 19, a suite under 20 minutes): jsdom renders EVERY calculator through
 * the shared frame (tests/unit/components/calculators/every-calculator.test.tsx) and checks
 * its default figures against the library and the contract, an invalid link value in EVERY
 * field (marked with the library's message, no figure), and a change to every field moving
 * the figures and the address as the library says. Here the browser checks the same for a
 * sample chosen by rule (tests/support/calculator-sample.ts): an invalid link value for one
 * field of each kind, with axe on the invalid page, and typing on the first calculator of
 * each kind of field and those with a block of their own beside the frame. Shared links
 * (every calculator's served figures, and these calculators hydrated) are shared-links.spec.ts's.
 */

test.describe("sampled calculators", () => {
  // One field of each kind (personal fields never come from a link): the first calculator with
  // one. At a phone's size, where a message beside a field matters most; the first two also at
  // desktop size (the field and its message are one component at both sizes).
  for (const [index, sample] of firstFieldOfEachKind().entries()) {
    const entry = calculatorCatalogue.find((candidate) => candidate.id === sample.slug)!;
    const calculator = calculatorsBySlug[sample.slug]!;
    const field = calculator.fields[sample.name]!;
    if (field.personal) continue;
    // The library says which value it refuses and with what message.
    const refused = refusedValue(calculator, defaultRawInputs(calculator), sample.name);
    if (!refused) throw new Error(`${sample.slug}: no refused value for ${sample.name}`);
    const sizes = index < 2 ? "@mobile" : "@phone";
    test(`${entry.id}: an invalid ${sample.name} (${sample.kind}) in the link is shown in its field with the library's message, and no figure ${sizes}`, async ({
      page,
    }) => {
      await page.goto(`${entry.path}?${new URLSearchParams({ [sample.name]: refused.value }).toString()}`);
      const form = page.getByRole("form", { name: `${entry.title} inputs`, exact: true });
      // A radio field is marked through its group (ARIA: radios take no aria-invalid).
      const control =
        field.kind === "choice" && isRadio(field)
          ? form.getByRole("radiogroup", { name: field.label, exact: true })
          : form.getByLabel(field.label, { exact: true });
      if (field.kind === "amount" || field.kind === "text") await expect(control).toHaveValue(shownIn(field, refused.value));
      await expect(control).toHaveAttribute("aria-invalid", "true");
      await expect(control).toHaveAccessibleDescription(new RegExp(escapeRegExp(refused.message)));
      if (!calculator.resultWhenInvalid) await expect(page.locator("output[name]")).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

/** The defaults with the first amount field changed, so the page cannot pass by showing defaults. */
function changedInputs(calculator: Calculator<Record<string, Field>>): { raw: RawInputs; name: string; value: string } | null {
  const entry = Object.entries(calculator.fields).find(([, field]) => field.kind === "amount" && !field.visibleWhen);
  if (!entry) return null;
  const [name, field] = entry;
  if (field.kind !== "amount") return null;
  const current = Number(field.defaultRaw);
  let candidate = Math.min(field.max, Math.max(field.min, Math.round(current * 1.5) + 1000));
  // At the top of its range already: step down instead, so the value really changes.
  if (candidate === current) candidate = Math.max(field.min, Math.floor((field.min + current) / 2));
  if (candidate === current) return null;
  const raw = { ...defaultRawInputs(calculator), [name]: String(candidate) };
  return readInputs(calculator, raw).input ? { raw, name, value: String(candidate) } : null;
}

// A shared link on these calculators (and more) is opened and hydrated in shared-links.spec.ts.
test.describe("typing, sampled calculators", () => {
  const sampled = sampledSlugs();
  for (const entry of calculatorCatalogue.filter((candidate) => sampled.includes(candidate.id))) {
    const calculator = calculatorsBySlug[entry.id]!;
    const changed = changedInputs(calculator);
    if (!changed) continue;

    test(`${entry.id}: typing ${changed.name} updates the figures and the address`, async ({ page }) => {
      await page.goto(entry.path);
      const input = page.getByLabel(calculator.fields[changed.name]!.label, { exact: true });
      await input.fill(changed.value);
      await expect(page).toHaveURL(new RegExp(`[?&]${changed.name}=${changed.value}(&|$)`));
      for (const [name, text] of Object.entries(expectedFigures(calculator, changed.raw))) {
        await expect(page.locator(`output[name="${name}"]`)).toHaveText(text);
      }
    });
  }
});

test.describe("the catalogue @mobile", () => {
  test("lists every calculator that exists, grouped, and the search filters as you type", async ({ page }) => {
    await page.goto("/tools-and-calculators");
    for (const entry of calculatorCatalogue) {
      await expect(page.getByRole("link", { name: entry.title, exact: true }).first()).toHaveAttribute("href", entry.path);
    }
    const search = page.getByLabel("Search calculators");
    await search.fill("zzzz nothing");
    await expect(page.getByRole("status")).toContainText(`0 of ${calculatorCatalogue.length}`);
    await expect(page.getByText("No calculator matches")).toBeVisible();
    await search.fill("regime");
    await expect(page.getByRole("main").getByRole("link", { name: "Income tax calculator", exact: true })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});
