import { sourceHash, staleTranslations } from "@/lib/i18n/provenance";

describe("translations record the English they were made from", () => {
  test("given the same text re-wrapped, then the fingerprint is the same; a changed word changes it", () => {
    const english = "The new regime ignores HRA.";
    expect(sourceHash(english)).toMatch(/^[0-9a-f]{8}$/);
    expect(sourceHash("The new regime\n  ignores HRA.")).toBe(sourceHash(english));
    expect(sourceHash("The new regime ignores LTA.")).not.toBe(sourceHash(english));
  });

  test("given English that changed since a translation, then that translation is listed as older than its source", () => {
    const english = { summary: "Your tax is lower.", note: "Figures are rounded to ₹10." };
    const hindi = {
      summary: { text: "आपका टैक्स कम है।", source: sourceHash("Your tax is lower.") },
      note: { text: "आँकड़े ₹10 तक पूर्णांकित हैं।", source: sourceHash("Figures are rounded.") },
      removed: { text: "पुराना पाठ", source: sourceHash("Old text") },
    };
    expect(staleTranslations(english, hindi)).toEqual(["note", "removed"]);
  });
});
