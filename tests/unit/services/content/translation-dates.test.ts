/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { contentLanguagesOf, listingIntroProps, marketingPageProps } from "@/services/content/page-props";

/*
 * A Hindi page in Hindi says when its Hindi was last brought up to its English (issue #42): the
 * date recorded in content/hi/translated-from.json, the oldest of the files a page is made of,
 * or a CMS page's own date; an English page, and a Hindi page showing English, carry none.
 */

beforeAll(() => delete process.env.NEXT_PUBLIC_CMS_API_URL);

const stamps = JSON.parse(readFileSync(path.join(__dirname, "../../../../content/hi/translated-from.json"), "utf8")) as Record<string, { from: string; on: string }>;

test("given a service page in Hindi, then its props carry the date its Hindi file was brought up to date; the English page carries none", async () => {
  const hindi = await marketingPageProps("individual-file-tax", "hi");
  expect(hindi).toMatchObject({ languages: ["en", "hi"], hindiUpdated: stamps["pages/individual-file-tax.json"]?.on });
  const english = await marketingPageProps("individual-file-tax", "en");
  expect(english.languages).toEqual(["en", "hi"]);
  expect(english).not.toHaveProperty("hindiUpdated");
});

test("given the glossary page, then its date is the older of the page's and the glossary's", async () => {
  const props = await listingIntroProps("learning-glossary", "hi", ["glossary.json"]);
  const dates = [stamps["pages/learning-glossary.json"]?.on, stamps["glossary.json"]?.on].sort();
  expect(props.hindiUpdated).toBe(dates[0]);
});

test("given a Hindi page with no embedded Hindi file, then the CMS page's own date; given one shown in English, then no date", () => {
  expect(contentLanguagesOf(true, "hi", ["articles/only-in-the-cms.md"], "2026-11-20")).toEqual({ languages: ["en", "hi"], hindiUpdated: "2026-11-20" });
  expect(contentLanguagesOf(false, "hi", ["articles/section-80c-deductions-explained.md"], "2026-11-20")).toEqual({ languages: ["en"] });
  expect(contentLanguagesOf(true, "hi", ["pages/individual-file-tax.json", "articles/only-in-the-cms.md"])).toEqual({ languages: ["en", "hi"] });
});
